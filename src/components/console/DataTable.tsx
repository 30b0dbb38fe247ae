import type { ReactNode } from 'react';

interface DataTableProps {
  id: string;
  caption: string;
  /** Column headings; one with classes of its own, e.g. a column shown only from a width on. */
  headers: readonly (string | { label: string; className: string })[];
  children: ReactNode;
}

/**
 * A table with its caption and column headers, in a scroll container of its own: a wide table scrolls
 * sideways by itself (keyboard included: the container takes focus), never the page. The container is
 * positioned, so that visually hidden texts in its cells (absolutely positioned) stay inside it too.
 */
export function DataTable({ id, caption, headers, children }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative mt-4 max-w-full overflow-x-auto rounded-lg border border-slate-300"
    >
      <table id={id} className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-base font-semibold text-ink">
          {caption}
        </caption>
        <thead className="bg-slate-100">
          <tr>
            {headers.map((header) => {
              const { label, className = '' } = typeof header === 'string' ? { label: header } : header;
              return (
                <th key={label} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap text-slate-800 ${className}`.trimEnd()}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
