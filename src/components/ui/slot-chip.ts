/** A free slot's radio button as a chip: the input hidden, the chip showing its focus and whether it is chosen. */
export const SLOT_CHIP =
  'flex min-h-11 min-w-20 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-500 bg-white px-3 py-1 text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';
