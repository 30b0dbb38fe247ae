/** What a visitor taps or types into; the assistant's launcher never covers one of these. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex^="-"])';

/**
 * Marks the launcher `data-covering` while a control lies under it, so that it steps aside (global.css) and a
 * tap there reaches the control. The page's end leaves room for it, so at the bottom of a page it always shows.
 *
 * An IntersectionObserver whose root is the viewport shrunk to the launcher's box reports exactly the controls
 * under it, without reading the layout on every scroll.
 */
export function keepLauncherClear(launcher: HTMLElement): void {
  const under = new Set<Element>();
  let observer: IntersectionObserver | undefined;

  const update = () => {
    for (const control of under) if (!control.isConnected) under.delete(control);
    launcher.toggleAttribute('data-covering', under.size > 0);
  };
  const watch = (root: Element) => {
    for (const control of [root, ...root.querySelectorAll(CONTROLS)]) {
      if (control.matches(CONTROLS) && !launcher.contains(control)) observer?.observe(control);
    }
  };
  const start = () => {
    observer?.disconnect();
    under.clear();
    const box = launcher.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    const insets = [box.top, clientWidth - box.right, clientHeight - box.bottom, box.left];
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        update();
      },
      { rootMargin: insets.map((inset) => `${-Math.max(0, Math.floor(inset))}px`).join(' ') },
    );
    watch(document.body);
    update();
  };

  // Controls that islands and forms add later (a wizard's next step, an error's link) are watched too.
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node);
    update();
  }).observe(document.body, { childList: true, subtree: true });

  // The launcher's box follows the viewport (icon only on a phone, a keyboard that opens).
  let pending = 0;
  addEventListener('resize', () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(start);
  });
  start();
}
