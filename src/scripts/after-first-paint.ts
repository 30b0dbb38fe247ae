/**
 * Calls `start` once the page has loaded and its first content is on screen, one frame later, so that
 * no script is fetched or run before the first paint (decision 0020: a script that loads before the paint
 * counts towards the page's largest paint). A page opened in a background tab starts when it is shown.
 */
export function afterFirstPaint(start: () => void): void {
  void Promise.all([pageLoaded(), firstContentPainted()]).then(() => {
    requestAnimationFrame(() => setTimeout(start));
  });
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves when the browser reports the first contentful paint, at once where it reports no paints. */
function firstContentPainted(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
