/**
 * The version of another language, taken from that language's page (decision 0052). Asked for with the fetch's
 * own Accept, not as a page: the statistics count what a person opens, and this is part of the page they have.
 * Its title becomes the second heading of this page, whose first is the page's own.
 */
async function fetchVersion(source: string, language: string): Promise<HTMLElement> {
  const response = await fetch(source, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}`);
  const fetched = new DOMParser().parseFromString(await response.text(), 'text/html');
  const article = fetched.querySelector<HTMLElement>(`[data-legal-document] article[data-language="${language}"]`);
  if (!article) throw new Error('no version');
  const title = article.querySelector('h1');
  if (title) {
    const heading = document.createElement('h2');
    heading.className = title.className;
    heading.append(...title.childNodes);
    title.replaceWith(heading);
  }
  article.hidden = true;
  return document.importNode(article, true);
}

const loading = new WeakMap<HTMLElement, string>();

/**
 * Brings the version a legal page's switch asked for (`data-wanted`, legal-language.ts) into the page and shows
 * it, unless another was chosen meanwhile; when it cannot be had, the page keeps its text and its status line
 * says so in the page's language (a second press tries again).
 */
async function bringWantedVersion(root: HTMLElement): Promise<void> {
  const language = root.dataset.wanted ?? '';
  const status = root.querySelector<HTMLElement>('[data-legal-status]');
  // Compared as a value, never written into a selector: `data-wanted` may come from a stored choice of any text.
  const source = [...root.querySelectorAll<HTMLElement>('[data-legal-switch] button[data-language]')].find(
    (button) => button.dataset.language === language,
  )?.dataset.source;
  if (!source || loading.get(root) === language) return;
  loading.set(root, language);
  if (status) status.textContent = '';
  try {
    if (!root.querySelector(`article[data-language="${language}"]`)) root.append(await fetchVersion(source, language));
    if (root.dataset.wanted !== language) return;
    delete root.dataset.wanted;
    for (const article of root.querySelectorAll<HTMLElement>('article[data-language]')) article.hidden = article.lang !== language;
    for (const button of root.querySelectorAll('button[data-language]'))
      button.setAttribute('aria-pressed', String(button.getAttribute('data-language') === language));
  } catch {
    if (root.dataset.wanted !== language) return;
    delete root.dataset.wanted;
    if (status) status.textContent = status.dataset.failed ?? '';
  } finally {
    loading.delete(root);
  }
}

// Inserted on a switch's first request; each later one sets `data-wanted` again.
for (const root of document.querySelectorAll<HTMLElement>('[data-legal-document]')) {
  if (root.dataset.wanted) void bringWantedVersion(root);
  new MutationObserver(() => void (root.dataset.wanted && bringWantedVersion(root))).observe(root, { attributeFilter: ['data-wanted'] });
}
