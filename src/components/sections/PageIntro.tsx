import type { ReactNode } from 'react';

interface PageIntroProps {
  heading: string;
  intro: string;
  children?: ReactNode;
}

/** The opening block of a page: its one h1 and a short introduction. */
export function PageIntro({ heading, intro, children }: PageIntroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-6 sm:pt-20 sm:pb-8">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
