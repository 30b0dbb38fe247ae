import { AUTH_REDIRECT_MS } from '../lib/constants.ts';

/**
 * spec §2 Auth: redirects to the homepage of the page's language after 5 seconds. The page announces
 * it in a live region; the visitor can stop it (WCAG 2.2.1, timing adjustable).
 */
const root = document.querySelector<HTMLElement>('[data-auth-redirect]');
if (root) {
  const target = root.dataset.authRedirect ?? '/';
  const timer = setTimeout(() => location.assign(target), AUTH_REDIRECT_MS);
  const stay = root.querySelector<HTMLButtonElement>('[data-auth-stay]');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  if (stay) {
    stay.hidden = false;
    stay.addEventListener('click', () => {
      clearTimeout(timer);
      stay.hidden = true;
      if (status) status.textContent = stay.dataset.stoppedText ?? '';
    });
  }
}
