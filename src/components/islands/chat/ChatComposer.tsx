import type { KeyboardEvent, RefObject, SubmitEvent } from 'react';
import { interpolate } from '#i18n/interpolate.ts';
import { CHAT_LIMITS } from '#lib/validation/limits.ts';
import type { ChatPanelStrings } from '#i18n/chat-strings.ts';

interface ChatComposerProps {
  strings: ChatPanelStrings;
  busy: boolean;
  limitReached: boolean;
  onAsk: (question: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The question field (at most 500 characters; Enter sends, Shift+Enter breaks the line) and Send. The
 * field keeps its own value, read when the question is sent: a keystroke renders nothing, so typing
 * stays quick on a slow phone.
 */
export function ChatComposer({ strings, busy, limitReached, onAsk, inputRef }: ChatComposerProps) {
  const send = () => {
    const field = inputRef.current;
    const trimmed = field?.value.trim() ?? '';
    if (!field || trimmed === '' || busy || limitReached) return;
    onAsk(trimmed);
    field.value = '';
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
      {limitReached && (
        <p id="chat-limit" className="mb-2 text-sm text-slate-800">
          {interpolate(strings['chat.limitReached'], { max: CHAT_LIMITS.turns.max })}
        </p>
      )}
      <label htmlFor="chat-question" className="text-sm font-medium text-slate-800">
        {strings['chat.inputLabel']}
      </label>
      <div className="mt-1 flex items-end gap-2">
        <textarea
          ref={inputRef}
          id="chat-question"
          rows={2}
          maxLength={CHAT_LIMITS.question.max}
          placeholder={strings['chat.placeholder']}
          disabled={limitReached}
          aria-describedby={limitReached ? 'chat-limit' : undefined}
          onKeyDown={keyDown}
          className="min-h-11 flex-1 resize-none rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-600 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={busy || limitReached}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-slate-500"
        >
          {strings['chat.send']}
        </button>
      </div>
    </form>
  );
}
