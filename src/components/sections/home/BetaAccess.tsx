import { pick } from '../../../i18n/localize.ts';
import { localizePath } from '../../../i18n/paths.ts';
import { PAGE_PATHS } from '../../../lib/routes.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import type { HomeContent, HomeSectionProps } from './types.ts';

interface BetaAccessProps extends HomeSectionProps<'beta'> {
  /** Label of the link that stands in for the waiting-list wizard (spec §4) until it arrives. */
  contactLabel: HomeContent['hero']['primaryCta'];
}

/** spec §2 Home: the beta-access section; anchor #beta is where the waiting-list wizard will live. */
export function BetaAccess({ locale, content, contactLabel }: BetaAccessProps) {
  return (
    <section id="beta" aria-labelledby="beta-heading" className="scroll-mt-20 bg-brand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-16 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{pick(content.badge, locale)}</p>
          <h2 id="beta-heading" className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {pick(content.title, locale)}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{pick(content.text, locale)}</p>
        </div>
        <div className="rounded-2xl border-2 border-dashed border-brand-600 bg-white p-6 sm:p-8" data-waitlist-slot="">
          <p className="text-slate-700">{pick(content.waitlistNote, locale)}</p>
          <ButtonLink href={localizePath(PAGE_PATHS.contact, locale)} className="mt-5">
            {pick(contactLabel, locale)}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
