/**
 * Calls `start` once, when one of `targets` scrolls into view or anything inside `focusRoot` gets
 * focus, whichever comes first. Callers run it after the first paint (after-first-paint.ts), so a
 * target seen at the start never competes with the first load.
 */
export function whenVisibleOrFocused(targets: Iterable<Element>, focusRoot: Element, start: () => void): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    focusRoot.removeEventListener('focusin', begin);
    start();
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) begin();
  });
  for (const target of targets) observer.observe(target);
  focusRoot.addEventListener('focusin', begin);
  // Focus that arrived before the watching began (a field tabbed into while the page loaded).
  if (focusRoot.contains(document.activeElement)) begin();
}
