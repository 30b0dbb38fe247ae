import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The passkey ceremony of the console's sign-in, invite and account pages (the one part of the console
 * that needs JavaScript): ask the server for options, let the browser's authenticator answer, send the
 * answer back; the server sets the session cookie (or adds the passkey) and the page goes on.
 * `data-passkey` names the ceremony: `sign-in` signs in with a passkey, `register` (with an invite) and
 * `add` (signed in) create one.
 */
type Reply = { success: boolean; message?: string; options?: unknown };

async function post(url: string, body: Record<string, unknown>): Promise<Reply> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const reply = (await response.json().catch(() => ({}))) as Partial<Reply>;
  return {
    success: reply.success === true,
    message: typeof reply.message === 'string' ? reply.message : undefined,
    options: reply.options,
  };
}

function setUp(root: HTMLElement): void {
  const { passkey: mode, optionsUrl = '', answerUrl = '', token, redirect = '/', lang } = root.dataset;
  const button = root.querySelector<HTMLButtonElement>('[data-passkey-start]');
  const status = root.querySelector<HTMLElement>('[data-passkey-status]');
  const alert = root.querySelector<HTMLElement>('[data-passkey-alert]');
  if (!button || !status || !alert) return;
  if (!browserSupportsWebAuthn()) {
    alert.textContent = root.dataset.unsupported ?? '';
    return;
  }
  button.hidden = false;
  const ceremony = async () => {
    button.disabled = true;
    alert.textContent = '';
    status.textContent = root.dataset.working ?? '';
    let problem = root.dataset.failed ?? '';
    try {
      const start = await post(optionsUrl, { token, lang });
      if (start.success) {
        const optionsJSON = start.options as Parameters<typeof startRegistration>[0]['optionsJSON'] &
          Parameters<typeof startAuthentication>[0]['optionsJSON'];
        const response = mode === 'sign-in' ? await startAuthentication({ optionsJSON }) : await startRegistration({ optionsJSON });
        const answer = await post(answerUrl, { token, lang, response });
        if (answer.success) {
          location.assign(redirect);
          return;
        }
        problem = answer.message ?? problem;
      } else problem = start.message ?? problem;
    } catch (error) {
      // The person closed the browser's dialog or let it time out: say so, without alarm.
      if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
        problem = root.dataset.cancelled ?? problem;
    }
    status.textContent = '';
    alert.textContent = problem;
    button.disabled = false;
  };
  // Every failure is caught and shown inside; nothing is left for the promise to report.
  button.addEventListener('click', () => void ceremony());
}

const root = document.querySelector<HTMLElement>('[data-passkey]');
if (root) setUp(root);
