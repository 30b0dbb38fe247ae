import type { ClientDirective } from 'astro';

/**
 * `client:visible-or-focus`: hydrates an island when it scrolls into view or when anything in it
 * gets focus, whichever comes first. An island already in view at the start waits for the page's
 * load event, so it never competes with the first load; focus (a click or Tab into the form)
 * hydrates at once. Until then the island is plain HTML and its form posts to the server.
 */
const visibleOrFocus: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    element.removeEventListener('focusin', onFocus);
    const hydrate = await load();
    await hydrate();
  };
  const onFocus = () => void start();
  const afterLoad = () => {
    if (document.readyState === 'complete') void start();
    else addEventListener('load', () => void start(), { once: true });
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    afterLoad();
  });
  // The island element itself has no box (display: contents); its children do.
  for (const child of element.children) observer.observe(child);
  element.addEventListener('focusin', onFocus);
};

export default visibleOrFocus;
