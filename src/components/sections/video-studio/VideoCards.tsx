import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { Card } from '#components/ui/Card.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { Section } from '#components/ui/Section.tsx';
import { Badge } from './Badge.tsx';
import type { VideoStudioContent } from './types.ts';

interface VideoCardsProps {
  locale: Locale;
  cards: VideoStudioContent['cards'];
}

/** spec §2 (Video studio): the four content cards with category and duration. */
export function VideoCards({ locale, cards }: VideoCardsProps) {
  return (
    <Section id={cards.anchor} heading={cards.title}>
      <ul className="grid gap-6 md:grid-cols-2">
        {cards.items.map((card) => (
          <li key={card.title}>
            <Card
              title={card.title}
              footer={
                <div className="flex flex-wrap items-center gap-3">
                  <Badge>{card.category}</Badge>
                  <span className="inline-flex items-center gap-2 text-sm text-slate-700">
                    <Icon name="clock" className="h-4 w-4 text-brand-700" />
                    {translate(locale, 'unit.minutes', { n: card.duration })}
                  </span>
                </div>
              }
            >
              <p>{card.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
