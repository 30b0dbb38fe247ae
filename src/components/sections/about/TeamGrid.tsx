import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import type { TeamMemberCopy } from '#content/queries.ts';
import { ExternalLink } from '#components/ui/ExternalLink.tsx';

interface TeamGridProps {
  locale: Locale;
  members: TeamMemberCopy[];
}

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2';

/** spec §2 About: the member cards, text in the page's language. */
export function TeamGrid({ locale, members }: TeamGridProps) {
  const t = translator(locale);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name}>
          <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <img
              src={member.image}
              alt={t('about.portraitAlt', { name: member.name })}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="mx-auto h-40 w-40 rounded-full bg-brand-100"
            />
            <h2 className="mt-4 text-lg font-semibold text-ink">{member.name}</h2>
            <p className="text-sm font-medium text-brand-800">{member.role}</p>
            <p className="mt-3 flex-1 text-left text-slate-700">{member.description}</p>
            {(member.website || member.linkedin) && (
              <p className="mt-4 flex justify-center gap-4">
                {member.website && (
                  <ExternalLink href={member.website} className={linkClass} newTabNotice={t('a11y.opensInNewTab')}>
                    {t('about.website')}
                    <span className="sr-only"> {member.name}</span>
                  </ExternalLink>
                )}
                {member.linkedin && (
                  <ExternalLink href={member.linkedin} className={linkClass} newTabNotice={t('a11y.opensInNewTab')}>
                    {t('about.network')}
                    <span className="sr-only"> {member.name}</span>
                  </ExternalLink>
                )}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
