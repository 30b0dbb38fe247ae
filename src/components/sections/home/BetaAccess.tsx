import type { ReactNode } from 'react';
import type { HomeSectionProps } from './types.ts';

interface BetaAccessProps extends HomeSectionProps<'beta'> {
  /** The waiting-list wizard (spec §4), placed by the page so that it hydrates as an island. */
  children: ReactNode;
}

/** spec §2 Home: the beta-access section with the waiting-list wizard (anchor #beta). */
export function BetaAccess({ content, children }: BetaAccessProps) {
  return (
    <section id={content.anchor} aria-labelledby={`${content.anchor}-heading`} className="scroll-mt-20 bg-brand-50">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-14 sm:py-16 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{content.badge}</p>
          <h2 id={`${content.anchor}-heading`} className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {content.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{content.text}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}
