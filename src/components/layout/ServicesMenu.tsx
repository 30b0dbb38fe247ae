import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { isCurrent, type Navigation } from './navigation.ts';

interface ServicesMenuProps {
  locale: Locale;
  navigation: Navigation;
  currentPath: string;
}

/**
 * Disclosure menu: CSS opens it on hover and focus without JavaScript; scripts/services-menu.ts
 * adds the 200 ms close delay, aria-expanded, click toggling and Escape.
 */
export function ServicesMenu({ locale, navigation, currentPath }: ServicesMenuProps) {
  const active = isCurrent(navigation.allServices.path, currentPath);
  return (
    <li className="relative" data-services-menu="">
      <button
        type="button"
        aria-expanded="false"
        aria-controls="services-menu-panel"
        data-services-trigger=""
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium hover:bg-brand-50 ${
          active ? 'text-brand-800' : 'text-slate-700'
        }`}
      >
        {translate(locale, 'nav.services')}
        <ChevronDownIcon className="services-chevron h-4 w-4 transition-transform" />
      </button>
      <div id="services-menu-panel" className="services-panel absolute left-0 top-full z-50 pt-2">
        <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {[navigation.allServices, ...navigation.services].map((item, index) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={item.path === currentPath ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 ${
                  index === 0 ? 'font-semibold text-brand-800' : 'text-slate-700'
                }`}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
