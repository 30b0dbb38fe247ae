import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { RegistrationStatus } from '#lib/events/event-kinds.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { EventIntent } from '#server/console/web/events.posts.ts';
import type { Registration } from '#server/events/registrations.repo.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { Moment } from './Moment.tsx';
import { PostButton } from './PostButton.tsx';
import { cellClasses } from './styles.ts';

interface EventRegistrationsProps {
  locale: Locale;
  registrations: readonly Registration[];
  actionHref: string;
  /** Attendance is marked once the event has begun. */
  started: boolean;
}

const GROUPS: { id: string; statuses: RegistrationStatus[] }[] = [
  { id: 'registered', statuses: ['registered'] },
  { id: 'offered', statuses: ['offered'] },
  { id: 'waiting', statuses: ['waiting'] },
  { id: 'cancelled', statuses: ['cancelled', 'expired'] },
];

/** An event's registrations: those with a seat, those offered one, the waiting list in its order, and those out. */
export function EventRegistrations({ locale, registrations, actionHref, started }: EventRegistrationsProps) {
  const t = translator(locale);
  return (
    <section aria-labelledby="registrations-heading" className="mt-10">
      <h2 id="registrations-heading" className="text-xl font-semibold text-ink">
        {t('console.events.registrationsTitle')}
      </h2>
      {GROUPS.map(({ id, statuses }) => {
        const rows = registrations.filter((registration) => statuses.includes(registration.status));
        const marks = started && id === 'registered';
        return (
          <section key={id} aria-labelledby={`registrations-${id}`} className="mt-6">
            <h3 id={`registrations-${id}`} className="text-lg font-semibold text-ink">
              {t(`console.events.group.${id as 'registered' | 'offered' | 'waiting' | 'cancelled'}`, { count: rows.length })}
            </h3>
            {rows.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('console.events.groupEmpty')}</p>
            ) : (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full border-collapse text-sm">
                  <thead>
                    <tr>
                      {id === 'waiting' && (
                        <th scope="col" className="border-b border-slate-200 px-3 py-2 text-left">
                          {t('console.events.column.place')}
                        </th>
                      )}
                      {(['name', 'email', 'company', 'answer', 'registeredAt'] as const).map((column) => (
                        <th key={column} scope="col" className="border-b border-slate-200 px-3 py-2 text-left">
                          {t(`console.events.column.${column}`)}
                        </th>
                      ))}
                      {marks && (
                        <th scope="col" className="border-b border-slate-200 px-3 py-2 text-left">
                          {t('console.events.column.attendance')}
                        </th>
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((registration, index) => (
                      <tr key={registration.id} className="border-b border-slate-100">
                        {id === 'waiting' && <td className={cellClasses}>{index + 1}</td>}
                        <td className={cellClasses}>{neutraliseLine(registration.name)}</td>
                        <td className={`${cellClasses} break-all`}>{registration.email}</td>
                        <td className={cellClasses}>{registration.company ? neutraliseLine(registration.company) : '–'}</td>
                        <td className={cellClasses}>{registration.answer ? neutraliseLine(registration.answer) : '–'}</td>
                        <td className={cellClasses}>
                          <Moment at={registration.createdAt} />
                        </td>
                        {marks && (
                          <td className={cellClasses}>
                            <p className="mb-2">
                              {registration.attendance
                                ? t(`console.events.attendance.${registration.attendance}`)
                                : t('console.events.attendance.none')}
                            </p>
                            <div className="flex flex-wrap gap-2">
                              {(['attended', 'no_show'] as const)
                                .filter((mark) => mark !== registration.attendance)
                                .map((mark) => (
                                  <PostButton<EventIntent>
                                    key={mark}
                                    action={actionHref}
                                    intent="attendance"
                                    fields={{ registration: registration.id, attendance: mark }}
                                    label={t('console.events.markLabel', {
                                      mark: t(`console.events.attendance.${mark}`),
                                      name: neutraliseLine(registration.name),
                                    })}
                                    className={buttonClasses('secondary')}
                                  >
                                    {t(`console.events.mark.${mark}`)}
                                  </PostButton>
                                ))}
                            </div>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </section>
  );
}
