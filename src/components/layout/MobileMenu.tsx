import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { isCurrent, type Navigation } from './navigation.ts';

export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuProps {
  locale: Locale;
  navigation: Navigation;
  currentPath: string;
  currentHref: string;
}

const linkClass = 'block rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-brand-50';

/**
 * A native popover: the browser gives the overlay (::backdrop), closing on an overlay click and
 * on Escape, without JavaScript. Choosing a link or a language loads a new page, which closes it.
 */
export function MobileMenu({ locale, navigation, currentPath, currentHref }: MobileMenuProps) {
  const t = translator(locale);
  const current = (path: string) => (isCurrent(path, currentPath) ? 'page' : undefined);
  return (
    <div id={MOBILE_MENU_ID} popover="auto" className="mobile-menu bg-white shadow-xl" data-mobile-menu="">
      <div className="flex h-full flex-col overflow-y-auto p-4">
        <div className="mb-4 flex items-center justify-between">
          <span className="text-lg font-bold text-ink">{t('nav.mobileMenu')}</span>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            aria-label={t('nav.closeMenu')}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.mobileMenu')}>
          <ul className="space-y-1">
            <li>
              <a href={navigation.home.href} aria-current={current(navigation.home.path)} className={linkClass}>
                {navigation.home.label}
              </a>
            </li>
            <li>
              <a
                href={navigation.allServices.href}
                aria-current={navigation.allServices.path === currentPath ? 'page' : undefined}
                className={linkClass}
              >
                {navigation.allServices.label}
              </a>
              <ul className="ml-3 border-l border-slate-200 pl-2">
                {navigation.services.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      aria-current={current(item.path)}
                      className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50"
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            {navigation.rest.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={current(item.path)} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch locale={locale} currentHref={currentHref} className="mt-6 border-t border-slate-200 pt-4" />
      </div>
    </div>
  );
}
