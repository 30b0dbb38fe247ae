/** Classes shared by the console's controls. */
export const controlClasses = 'min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink';
export const labelClasses = 'text-sm font-medium text-slate-800';
export const cellClasses = 'px-3 py-2 align-top';
export const dangerButtonClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-red-800';
