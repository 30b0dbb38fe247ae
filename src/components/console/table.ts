/** The cell of a console table (ConsoleTable.astro), header cell of a row or data cell alike. */
export const consoleCell = 'border-b border-slate-200 px-3 py-2 text-left align-top';
