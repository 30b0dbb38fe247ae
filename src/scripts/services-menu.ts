/** spec §9: the Services dropdown closes 200 ms after the pointer leaves. */
export const SERVICES_MENU_CLOSE_DELAY_MS = 200;

/**
 * Enhances the CSS-only Services dropdown (components/layout/ServicesMenu.tsx): opens on hover and on
 * keyboard focus, closes 200 ms after the pointer leaves, keeps aria-expanded true to the state,
 * toggles on click and closes on Escape (returning focus to the button when it was inside the menu).
 */
export function enhanceServicesMenu(menu: HTMLElement): void {
  const trigger = menu.querySelector<HTMLButtonElement>('[data-services-trigger]');
  if (!trigger) return;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let refocusing = false;
  // A mouse click on the button right after hovering it pins the menu open instead of closing it.
  let openedByHover = false;

  const isOpen = () => menu.hasAttribute('data-open');
  const setOpen = (open: boolean) => {
    clearTimeout(closeTimer);
    if (!open) openedByHover = false;
    menu.toggleAttribute('data-open', open);
    trigger.setAttribute('aria-expanded', String(open));
  };

  menu.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    if (!isOpen()) openedByHover = true;
    setOpen(true);
  });
  menu.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse' || !isOpen()) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => setOpen(false), SERVICES_MENU_CLOSE_DELAY_MS);
  });
  trigger.addEventListener('click', () => {
    if (openedByHover) openedByHover = false;
    else setOpen(!isOpen());
  });
  trigger.addEventListener('focus', () => {
    if (!refocusing && trigger.matches(':focus-visible')) setOpen(true);
  });
  menu.addEventListener('focusout', (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  // WCAG 1.4.13: Escape dismisses the menu wherever focus is, also when the pointer opened it; focus
  // inside the menu goes back to the button, focus elsewhere stays where it is.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    const focusInside = menu.contains(document.activeElement);
    setOpen(false);
    if (!focusInside) return;
    event.preventDefault();
    refocusing = true;
    trigger.focus();
    refocusing = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && event.target === trigger) {
      event.preventDefault();
      setOpen(true);
      menu.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  });
  // Until now CSS opened the menu on hover and focus-within; a menu open at this moment stays open, or the
  // link the visitor is on would vanish under them and the browser would drop its focus.
  if (menu.matches(':hover,:focus-within')) setOpen(true);
  menu.setAttribute('data-enhanced', '');
}
