import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { Card } from '../../ui/Card.tsx';
import type { ToolsContent } from './types.ts';

/** The LinkedIn post generator's card with its call to action; the home teaser and the tools page show it. */
export function GeneratorCard({ locale, generator, href }: { locale: Locale; generator: ToolsContent['generator']; href: string }) {
  return (
    <Card
      title={pick(generator.title, locale)}
      className="ring-2 ring-brand-600"
      footer={<ButtonLink href={href}>{pick(generator.cta, locale)}</ButtonLink>}
    >
      <p>{pick(generator.text, locale)}</p>
    </Card>
  );
}

/** spec §1: the further tools, each marked as coming soon. */
export function ComingSoonCards({ locale, comingSoon }: { locale: Locale; comingSoon: ToolsContent['comingSoon'] }) {
  const soon = pick(comingSoon.label, locale);
  return comingSoon.items.map((item) => (
    <li key={item.title.de}>
      <Card
        title={pick(item.title, locale)}
        footer={<span className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">{soon}</span>}
      >
        <p>{pick(item.text, locale)}</p>
      </Card>
    </li>
  ));
}
