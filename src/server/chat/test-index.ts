import type { ChatDocument } from './corpus/document.ts';
import { chatIndexFrom, type ChatIndex } from './search/chat-index.ts';

/** A small index for tests: a few passages per language, shaped like the site's. */
export function testIndex(documents: { de?: Partial<ChatDocument>[]; en?: Partial<ChatDocument>[] }): ChatIndex {
  const complete = (items: Partial<ChatDocument>[] = [], prefix: string) =>
    items.map((item, index) => ({
      id: `doc-${index}`,
      page: 'Seite',
      section: 'Seite',
      url: `${prefix}/page-${index}`,
      text: '',
      keywords: '',
      ...item,
    }));
  return chatIndexFrom({ de: complete(documents.de, ''), en: complete(documents.en, '/en') });
}
