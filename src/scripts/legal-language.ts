/** spec §2: each legal page keeps its own language choice in browser storage; the default is the page's language. */
export const legalStorageKey = (page: string) => `legal-language:${page}`;

function readChoice(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function enhanceLegalDocument(root: HTMLElement): void {
  const page = root.dataset.legalDocument ?? '';
  const key = legalStorageKey(page);
  const articles = [...root.querySelectorAll<HTMLElement>('article[data-language]')];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-legal-switch] button[data-language]')];
  const show = (language: string) => {
    for (const article of articles) article.hidden = article.dataset.language !== language;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.language === language));
  };
  // Only a language the page has: this script imports nothing, so that the build writes it into the
  // page and the stored choice shows without a request before the first paint (decision 0020).
  const stored = readChoice(key);
  if (stored !== null && articles.some((article) => article.dataset.language === stored)) show(stored);
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const language = button.dataset.language ?? '';
      show(language);
      try {
        localStorage.setItem(key, language);
      } catch {
        // storage unavailable (private mode): the choice lasts for this visit only
      }
    });
  }
  // Already shown by CSS (the scripting media feature); this is for browsers that lack that feature.
  root.querySelector<HTMLElement>('[data-legal-switch]')?.classList.replace('hidden', 'flex');
}

for (const root of document.querySelectorAll<HTMLElement>('[data-legal-document]')) enhanceLegalDocument(root);
