import type { Locale } from '../../../i18n/config.ts';
import { pick, pickList } from '../../../i18n/localize.ts';
import { Card } from '../../ui/Card.tsx';
import { Section } from '../../ui/Section.tsx';
import { CheckList } from './CheckList.tsx';
import type { WorkshopsContent } from './types.ts';

interface FormatGridProps {
  locale: Locale;
  formats: WorkshopsContent['formats'];
}

/** spec §2 (Workshops): the four delivery formats, each with its features. */
export function FormatGrid({ locale, formats }: FormatGridProps) {
  return (
    <Section id="formate" tone="blue" heading={pick(formats.title, locale)} intro={pick(formats.intro, locale)}>
      <ul className="grid gap-6 md:grid-cols-2">
        {formats.items.map((format) => (
          <li key={format.title.de}>
            <Card title={pick(format.title, locale)}>
              <p>{pick(format.description, locale)}</p>
              <CheckList items={pickList(format.features, locale)} className="mt-4" />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
