import { interpolate } from '#i18n/interpolate.ts';

// Width step/4 as classes: the site's CSP allows no inline style attributes.
const WIDTHS: Record<number, string> = { 1: 'w-1/4', 2: 'w-2/4', 3: 'w-3/4' };

/** spec §4: the bar at steps 1 to 3, width step/4, told to assistive technology as "step n of 3". */
export function ProgressBar({ step, label, template }: { step: number; label: string; template: string }) {
  const text = interpolate(template, { step, total: 3 });
  return (
    <div className="mb-6">
      <p className="mb-2 text-sm font-medium text-slate-700" aria-hidden="true">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={step}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div className={`h-full rounded-full bg-brand-700 transition-[width] ${WIDTHS[step] ?? 'w-0'}`} />
      </div>
    </div>
  );
}
