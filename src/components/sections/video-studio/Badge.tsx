import type { ReactNode } from 'react';

/** A small label such as a category or event type. */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">{children}</span>
  );
}
