import { pick } from '../../../i18n/localize.ts';
import { Card } from '../../ui/Card.tsx';
import { Section } from '../../ui/Section.tsx';
import type { HomeSectionProps } from './types.ts';

/**
 * Home: teaser of the free tools. The tool pages do not exist yet, so nothing here links anywhere;
 * the generator's call to action is left out until its page arrives.
 */
export function ToolsTeaser({ locale, content }: HomeSectionProps<'tools'>) {
  const soon = pick(content.comingSoon.label, locale);
  return (
    <Section id="tools" tone="blue" heading={pick(content.title, locale)} intro={pick(content.intro, locale)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className="sm:col-span-2 lg:col-span-3">
          <Card title={pick(content.generator.title, locale)} className="ring-2 ring-brand-600">
            <p>{pick(content.generator.text, locale)}</p>
          </Card>
        </li>
        {content.comingSoon.items.map((item) => (
          <li key={item.title.de}>
            <Card
              title={pick(item.title, locale)}
              footer={<span className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">{soon}</span>}
            >
              <p>{pick(item.text, locale)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
