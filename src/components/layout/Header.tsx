import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { MenuIcon, SwissCrossIcon } from '../ui/icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu.tsx';
import { buildNavigation, isCurrent } from './navigation.ts';
import { ServicesMenu } from './ServicesMenu.tsx';

interface HeaderProps {
  locale: Locale;
  /** Language-neutral path of the current page, e.g. '/blog'. */
  currentPath: string;
  /** The page's path with query as served, for the language switch. */
  currentHref: string;
}

const navLinkClass = 'inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-50';

export function Header({ locale, currentPath, currentHref }: HeaderProps) {
  const t = translator(locale);
  const navigation = buildNavigation(locale);
  const navLink = (item: { href: string; label: string; path: string }) => {
    const active = isCurrent(item.path, currentPath);
    return (
      <li key={item.href}>
        <a
          href={item.href}
          aria-current={active ? 'page' : undefined}
          className={`${navLinkClass} ${active ? 'text-brand-800' : 'text-slate-700'}`}
        >
          {item.label}
        </a>
      </li>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a
          href={navigation.home.href}
          className="flex items-center gap-2 font-bold text-ink"
          aria-label={t('nav.homeLink', { company: siteConfig.companyName })}
        >
          <SwissCrossIcon />
          <span className="text-base sm:text-lg">{siteConfig.companyName}</span>
        </a>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLink(navigation.home)}
            <ServicesMenu locale={locale} navigation={navigation} currentPath={currentPath} />
            {navigation.rest.map(navLink)}
          </ul>
        </nav>
        <LanguageSwitch locale={locale} currentHref={currentHref} className="hidden lg:flex" />
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-label={t('nav.openMenu')}
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 lg:hidden"
        >
          <MenuIcon />
        </button>
      </div>
      <MobileMenu locale={locale} navigation={navigation} currentPath={currentPath} currentHref={currentHref} />
    </header>
  );
}
