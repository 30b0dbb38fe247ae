/**
 * Calls `start` once, when one of `targets` scrolls into view or anything inside `focusRoot` gets
 * focus, whichever comes first. Seen at the start, it waits for the page's load event so it never
 * competes with the first load; focus (a click or Tab into a form) starts at once.
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
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    if (document.readyState === 'complete') begin();
    else addEventListener('load', begin, { once: true });
  });
  for (const target of targets) observer.observe(target);
  focusRoot.addEventListener('focusin', begin);
}
