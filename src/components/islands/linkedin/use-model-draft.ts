import { useEffect, useRef, useState } from 'react';
import { LINKEDIN_DRAFT_ENDPOINT, type DraftEvent, type ModelDraftRequest } from '#lib/linkedin/model-draft.ts';
import { failureMessage, postForEvents } from '#lib/ndjson.ts';

export type ModelDraftState =
  | { status: 'idle' }
  | { status: 'writing'; text: string }
  | { status: 'done'; text: string; run: number }
  | { status: 'failed'; message: string; run: number };

/**
 * The draft by the server's language model: asked for only when the visitor presses the button, shown
 * as it is written, dropped with the server's message (or `failureText`) when it cannot be finished.
 * A new request replaces one still running.
 */
export function useModelDraft(failureText: string) {
  const [state, setState] = useState<ModelDraftState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const runs = useRef(0);
  useEffect(() => () => running.current?.abort(), []);

  async function request(body: ModelDraftRequest): Promise<void> {
    running.current?.abort();
    const abort = new AbortController();
    running.current = abort;
    const run = ++runs.current;
    let text = '';
    setState({ status: 'writing', text });
    try {
      for await (const event of postForEvents<DraftEvent>(LINKEDIN_DRAFT_ENDPOINT, body, abort.signal)) {
        if (event.type === 'delta') {
          text += event.text;
          setState({ status: 'writing', text });
        } else {
          setState({ status: 'done', text: text.trim(), run });
        }
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ status: 'failed', message: failureMessage(error, failureText), run });
    }
  }

  return { state, request };
}
