import { useEffect, useRef } from 'react';
import { CloseIcon } from '#components/ui/icons.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessage } from './ChatMessage.tsx';
import { trapTab } from './focus-trap.ts';
import type { ChatPanelStrings } from '#i18n/chat-strings.ts';
import { useChat } from './use-chat.ts';

interface ChatPanelProps {
  lang: 'de' | 'en';
  strings: ChatPanelStrings;
  /**
   * How often the visitor has asked for the panel: each new value opens it. A count rather than an
   * open flag, so that pressing the button right after a close opens it again even before the close
   * has been rendered.
   */
  openRequests: number;
  /** The dialog closed (close button, Escape, a link chosen): focus goes back to the launcher. */
  onClosed: () => void;
}

/** Scrolls the log to the start of the newest answer, where a reader begins, not to its end. */
function showNewestAnswer(container: HTMLElement | null): void {
  const newest = [...(container?.querySelectorAll<HTMLElement>('[data-chat-role="assistant"]') ?? [])].at(-1);
  if (!container || !newest) return;
  container.scrollTo({ top: newest.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop });
}

/**
 * The assistant's panel: a modal dialog (the page behind is inert, Tab stays inside, Escape closes)
 * labelled by its title. Answers arrive in a live region, each with the pages it drew on.
 */
export function ChatPanel({ lang, strings, openRequests, onClosed }: ChatPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const chat = useChat(lang, strings['chat.error']);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (openRequests > 0 && !element.open) {
      element.showModal();
      input.current?.focus();
      showNewestAnswer(log.current);
    }
  }, [openRequests]);

  useEffect(() => showNewestAnswer(log.current), [chat.entries]);

  const close = () => dialog.current?.close();
  const restart = () => {
    chat.restart();
    input.current?.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby="chat-title"
      onClose={onClosed}
      onKeyDown={(event) => dialog.current && trapTab(event, dialog.current)}
      className="fixed inset-auto right-0 bottom-0 m-0 flex h-dvh max-h-dvh w-full max-w-full flex-col overflow-hidden bg-white p-0 text-ink shadow-2xl not-open:hidden backdrop:bg-slate-900/50 sm:right-4 sm:bottom-4 sm:h-[36rem] sm:max-h-[calc(100dvh-2rem)] sm:w-[28rem] sm:rounded-2xl"
    >
      <div data-surface="dark" className="flex items-center gap-2 bg-brand-900 px-4 py-3 text-white">
        <h2 id="chat-title" className="flex-1 text-base font-semibold hyphens-manual wrap-break-word">
          {strings['chat.title']}
        </h2>
        <button
          type="button"
          onClick={restart}
          className="min-h-11 rounded-md px-2 text-sm font-medium underline underline-offset-2 hover:bg-brand-800"
        >
          {strings['chat.restart']}
        </button>
        <button
          type="button"
          onClick={close}
          aria-label={strings['chat.close']}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-brand-800"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-busy={chat.busy}
        aria-labelledby="chat-title"
        tabIndex={0}
        className="flex-1 space-y-4 overflow-y-auto px-4 py-4"
      >
        <ChatMessage
          entry={{ id: -1, role: 'assistant', text: strings['chat.welcome'], sources: [], links: [], status: 'done' }}
          strings={strings}
          onNavigate={close}
        />
        {chat.entries.map((entry) => (
          <ChatMessage key={entry.id} entry={entry} strings={strings} onNavigate={close} />
        ))}
      </div>
      <ChatComposer
        strings={strings}
        busy={chat.busy}
        limitReached={chat.limitReached}
        onAsk={(question) => void chat.ask(question)}
        inputRef={input}
      />
    </dialog>
  );
}
