import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  /**
   * Items sharing a name form an exclusive group: the browser keeps at most one open, and clicking the
   * open one closes it (spec §4) – without JavaScript.
   */
  name: string;
  items: AccordionItem[];
  /** Heading level that wraps each summary, so the questions appear in the document outline. */
  level?: 3 | 4;
}

export function Accordion({ name, items, level = 3 }: AccordionProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group scroll-mt-24">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base">{item.title}</Heading>
            <ChevronDownIcon className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-slate-700">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
