/**
 * Marks a <template> whose script a page inserts only when the visitor asks for what it does (decision 0052),
 * so that its code is not loaded before interaction; the budgets (scripts/budgets/measure.ts) leave it out.
 */
export const ON_DEMAND_SCRIPT_ATTRIBUTE = 'data-on-demand-script';
