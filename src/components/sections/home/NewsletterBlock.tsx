import type { ReactNode } from 'react';
import type { HomeSectionProps } from './types.ts';

/** Home: newsletter signup. The form is an island the page places as children (this block is static HTML). */
export function NewsletterBlock({ content, children }: HomeSectionProps<'newsletter'> & { children?: ReactNode }) {
  return (
    <section id={content.anchor} aria-labelledby={`${content.anchor}-heading`} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <div className="grid items-center gap-8 rounded-2xl border border-slate-200 bg-brand-50 p-6 sm:p-10 lg:grid-cols-2">
          <div>
            <h2 id={`${content.anchor}-heading`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {content.title}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{content.text}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
