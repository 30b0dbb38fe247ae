import { ON_DEMAND_SCRIPT_ATTRIBUTE } from './on-demand-script.ts';

/**
 * spec §2: each legal page keeps its own language choice in browser storage; the default is the page's language.
 * A choice of another version than the one shown is asked for (`data-wanted`): legal-version.ts, inserted from its
 * template on the first request, fetches the version if the page does not carry it and shows it (decision 0052).
 * This script imports nothing but a constant, so that the build writes it into the page (decision 0020).
 */
export function enhanceLegalDocument(root: HTMLElement): void {
  const key = `legal-language:${root.dataset.legalDocument}`;
  const want = (language: string) => {
    root.dataset.wanted = language;
    const template = document.querySelector<HTMLTemplateElement>(`template[${ON_DEMAND_SCRIPT_ATTRIBUTE}]`);
    template?.remove();
    if (template) document.body.append(document.importNode(template.content, true));
  };
  // Storage is unavailable in private mode, or full: the choice then lasts for this visit only.
  try {
    const stored = localStorage.getItem(key);
    if (stored && stored !== root.dataset.defaultLanguage) want(stored);
  } catch {
    // no storage
  }
  root.addEventListener('click', (event) => {
    const language = (event.target as Element).closest<HTMLElement>('button[data-language]')?.dataset.language;
    if (!language) return;
    want(language);
    try {
      localStorage.setItem(key, language);
    } catch {
      // no storage
    }
  });
  // Already shown by CSS (the scripting media feature); this is for browsers that lack that feature.
  root.querySelector('[data-legal-switch]')?.classList.replace('hidden', 'flex');
}

for (const root of document.querySelectorAll<HTMLElement>('[data-legal-document]')) enhanceLegalDocument(root);
