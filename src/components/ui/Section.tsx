import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  /** spec §2 (FAQ): sections alternate white and blue. */
  tone?: 'white' | 'blue' | 'dark';
  heading?: string;
  intro?: string;
  /** Heading level of the section title; pages keep one h1 and give sections h2. */
  level?: 2 | 3;
  children?: ReactNode;
  className?: string;
}

const tones = {
  white: 'bg-white',
  blue: 'bg-brand-50',
  dark: 'bg-brand-900 text-white',
};

/** A full-width band of a page with an optional heading and introduction. */
export function Section({ id, tone = 'white', heading, intro, level = 2, children, className = '' }: SectionProps) {
  const Heading = `h${level}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      data-surface={tone === 'dark' ? 'dark' : undefined}
      className={`${tones[tone]} scroll-mt-20 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        {heading && (
          <Heading
            id={headingId}
            className={`text-2xl font-bold tracking-tight sm:text-3xl ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
          >
            {heading}
          </Heading>
        )}
        {intro && <p className={`mt-3 max-w-3xl text-lg ${tone === 'dark' ? 'text-brand-100' : 'text-slate-700'}`}>{intro}</p>}
        {children ? <div className={heading || intro ? 'mt-8' : ''}>{children}</div> : null}
      </div>
    </section>
  );
}
