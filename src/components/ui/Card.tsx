import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

interface CardProps {
  title: string;
  /** Heading level inside its section (default h3). */
  level?: 2 | 3 | 4;
  /** A named icon (icons.tsx); a name rather than an element, so .astro pages can pass it too. */
  icon?: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

export function Card({ title, level = 3, icon, children, footer, className = '' }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <article className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      {icon && (
        <div className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Icon name={icon} />
        </div>
      )}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {children ? <div className="mt-2 flex-1 text-slate-700">{children}</div> : null}
      {footer ? <div className="mt-4">{footer}</div> : null}
    </article>
  );
}
