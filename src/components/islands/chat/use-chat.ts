import { startTransition, useRef, useState } from 'react';
import type { ChatLink, ChatTurn } from '#lib/chat.ts';
import { failureMessage } from '#lib/ndjson.ts';
import { CHAT_LIMITS } from '#lib/validation/limits.ts';
import { readAnswer } from './read-answer.ts';

export interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  sources: ChatLink[];
  links: ChatLink[];
  /** pending: asked, nothing arrived yet; streaming: text arriving; failed: the text is the error. */
  status: 'pending' | 'streaming' | 'done' | 'failed';
}

/** The turns the server needs: every question that got an answer, with that answer. */
function conversation(entries: readonly ChatEntry[]): ChatTurn[] {
  return entries.flatMap((entry, index) => {
    const answer = entry.role === 'user' ? entries[index + 1] : undefined;
    if (!answer || answer.status !== 'done') return [];
    return [
      { role: 'user' as const, content: entry.text },
      { role: 'assistant' as const, content: answer.text.slice(0, CHAT_LIMITS.answer.max) },
    ];
  });
}

/** One conversation with the assistant: asks, streams the answers in, remembers only in this page. */
export function useChat(lang: 'de' | 'en', errorText: string) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const nextId = useRef(0);
  const running = useRef<AbortController | null>(null);
  // Transitions: React renders the log in slices that let the page answer between them, not in one long
  // task (a question's first render cost a slow phone most of the panel's blocking time).
  const change = (next: (list: ChatEntry[]) => ChatEntry[]) => startTransition(() => setEntries(next));
  const update = (id: number, edit: (entry: ChatEntry) => ChatEntry) =>
    change((list) => list.map((entry) => (entry.id === id ? edit(entry) : entry)));

  async function ask(question: string): Promise<void> {
    const history = conversation(entries);
    const questionId = nextId.current++;
    const answerId = nextId.current++;
    const blank = { sources: [], links: [] };
    change((list) => [
      ...list,
      { id: questionId, role: 'user', text: question, status: 'done', ...blank },
      { id: answerId, role: 'assistant', text: '', status: 'pending', ...blank },
    ]);
    const abort = new AbortController();
    running.current = abort;
    try {
      for await (const event of readAnswer(lang, [...history, { role: 'user', content: question }], abort.signal)) {
        if (event.type === 'sources') update(answerId, (entry) => ({ ...entry, sources: event.sources }));
        else if (event.type === 'delta') update(answerId, (entry) => ({ ...entry, text: entry.text + event.text, status: 'streaming' }));
        else if (event.type === 'reset') update(answerId, (entry) => ({ ...entry, text: '' }));
        else if (event.type === 'done') update(answerId, (entry) => ({ ...entry, links: event.links, status: 'done' }));
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      const message = failureMessage(error, errorText);
      update(answerId, (entry) => ({ ...entry, text: message, sources: [], links: [], status: 'failed' }));
    }
  }

  function restart(): void {
    running.current?.abort();
    setEntries([]);
  }

  const busy = entries.some((entry) => entry.status === 'pending' || entry.status === 'streaming');
  const answered = conversation(entries).length / 2;
  return { entries, busy, ask, restart, limitReached: answered >= CHAT_LIMITS.turns.max };
}
