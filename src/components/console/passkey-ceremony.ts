import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The passkey ceremonies of the console's sign-in, invite and account pages (the one part of the console
 * that needs JavaScript): ask the server for options, let the browser's authenticator answer, send the
 * answer back; the server sets the session cookie (or adds the passkey) and the page goes on.
 * `data-passkey` names the ceremony: `sign-in` signs in with a passkey, `register` (with an invite) creates
 * one, `add` (signed in) first confirms with a passkey the operator holds, then creates one with a second
 * press (decision 0040). On the account page, a form marked `data-step-up` (removing a passkey, ending
 * sessions) is sent with a fresh assertion of one of the operator's passkeys.
 */
type Reply = { success: boolean; message?: string; options?: unknown };
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

async function post(url: string, body: Record<string, unknown>): Promise<Reply> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const reply = (await response.json().catch(() => ({}))) as Partial<Reply>;
  return {
    success: reply.success === true,
    message: typeof reply.message === 'string' ? reply.message : undefined,
    options: reply.options,
  };
}

/** Thrown with the server's words when a step is refused. */
class Refused extends Error {}

/** A step's options, or the server's refusal as an error. */
async function optionsFrom(url: string, body: Record<string, unknown>): Promise<unknown> {
  const reply = await post(url, body);
  if (!reply.success) throw new Refused(reply.message ?? '');
  return reply.options;
}

/** The person closed the browser's dialog or let it time out: said without alarm. */
const cancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** A fresh assertion of one of the operator's passkeys for one change of the account. */
async function confirmWithPasskey(stepUpUrl: string, purpose: string, lang: string | undefined) {
  return startAuthentication({ optionsJSON: (await optionsFrom(stepUpUrl, { purpose, lang })) as RequestOptions });
}

function setUp(root: HTMLElement): void {
  const { passkey: mode, optionsUrl = '', answerUrl = '', stepUpUrl = '', token, redirect = '/', lang } = root.dataset;
  const button = root.querySelector<HTMLButtonElement>('[data-passkey-start]');
  const create = root.querySelector<HTMLButtonElement>('[data-passkey-create]');
  const status = root.querySelector<HTMLElement>('[data-passkey-status]');
  const alert = root.querySelector<HTMLElement>('[data-passkey-alert]');
  if (!button || !status || !alert) return;
  if (!browserSupportsWebAuthn()) {
    alert.textContent = root.dataset.unsupported ?? '';
    return;
  }
  button.hidden = false;
  /** Runs one step with the page's messages: working, then the failure's words (or none once it went on). */
  const step = async (pressed: HTMLButtonElement, run: () => Promise<void>) => {
    pressed.disabled = true;
    alert.textContent = '';
    status.textContent = root.dataset.working ?? '';
    try {
      await run();
      return;
    } catch (error) {
      status.textContent = '';
      alert.textContent =
        error instanceof Refused && error.message
          ? error.message
          : ((cancelled(error) ? root.dataset.cancelled : root.dataset.failed) ?? '');
    }
    pressed.disabled = false;
  };
  const finish = async (answer: Record<string, unknown>) => {
    const reply = await post(answerUrl, { token, lang, ...answer });
    if (!reply.success) throw new Refused(reply.message ?? '');
    location.assign(redirect);
  };
  let creation: CreationOptions | undefined;
  const ceremony = async () => {
    if (mode === 'sign-in') {
      const response = await startAuthentication({ optionsJSON: (await optionsFrom(optionsUrl, { lang })) as RequestOptions });
      return finish({ response });
    }
    if (mode === 'register') {
      const response = await startRegistration({ optionsJSON: (await optionsFrom(optionsUrl, { token, lang })) as CreationOptions });
      return finish({ response });
    }
    // Adding: confirmed with a passkey held now, then created with a second press, as a browser may ask for one per ceremony.
    const assertion = await confirmWithPasskey(stepUpUrl, 'add_passkey', lang);
    creation = (await optionsFrom(optionsUrl, { assertion, lang })) as CreationOptions;
    status.textContent = root.dataset.confirmed ?? '';
    if (create) {
      create.hidden = false;
      create.focus();
    }
  };
  // Every failure is caught and shown inside; nothing is left for the promise to report.
  button.addEventListener('click', () => void step(button, ceremony));
  create?.addEventListener('click', () => {
    const options = creation;
    creation = undefined;
    void step(create, async () => {
      try {
        if (!options) throw new Refused('');
        await finish({ response: await startRegistration({ optionsJSON: options }) });
      } catch (error) {
        // The options are used up: the addition starts again with a new confirmation.
        create.hidden = true;
        button.disabled = false;
        button.focus();
        throw error;
      }
    });
  });
}

/**
 * Where a refused confirmation is said: right after the form whose button was pressed (the page's own alert is the
 * addition's, sections away from a session's row), styled as that alert.
 */
function alertAfter(form: HTMLFormElement, root: HTMLElement): HTMLElement {
  const next = form.nextElementSibling;
  if (next instanceof HTMLElement && next.dataset.stepUpAlert !== undefined) return next;
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.dataset.stepUpAlert = '';
  alert.className = root.querySelector<HTMLElement>('[data-passkey-alert]')?.className ?? '';
  form.after(alert);
  return alert;
}

/** A form of the account page sent with a fresh assertion for its change; a refusal said beside it. */
function confirmBeforeSending(form: HTMLFormElement, root: HTMLElement): void {
  const { stepUpUrl = '', lang } = root.dataset;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) submit.disabled = true;
    confirmWithPasskey(stepUpUrl, form.dataset.stepUp ?? '', lang)
      .then((assertion) => {
        const field = form.querySelector<HTMLInputElement>('input[name="assertion"]') ?? form.appendChild(document.createElement('input'));
        Object.assign(field, { type: 'hidden', name: 'assertion', value: JSON.stringify(assertion) });
        form.submit();
      })
      .catch((error: unknown) => {
        alertAfter(form, root).textContent =
          error instanceof Refused && error.message
            ? error.message
            : ((cancelled(error) ? root.dataset.cancelled : root.dataset.stepUpFailed) ?? '');
        if (submit) submit.disabled = false;
      });
  });
}

const root = document.querySelector<HTMLElement>('[data-passkey]');
if (root) {
  setUp(root);
  if (browserSupportsWebAuthn())
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-step-up]')) confirmBeforeSending(form, root);
}
