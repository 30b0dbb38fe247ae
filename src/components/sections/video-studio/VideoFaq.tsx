import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Section } from '../../ui/Section.tsx';
import type { VideoStudioContent } from './types.ts';

interface VideoFaqProps {
  locale: Locale;
  faq: VideoStudioContent['faq'];
}

/** spec §2 (Video studio): the FAQ accordion. */
export function VideoFaq({ locale, faq }: VideoFaqProps) {
  const items = faq.items.map((item, index) => ({
    id: `video-faq-${index + 1}`,
    title: pick(item.question, locale),
    content: <p>{pick(item.answer, locale)}</p>,
  }));
  return (
    <Section id="fragen" heading={pick(faq.title, locale)}>
      <div className="max-w-3xl">
        <Accordion name="video-faq" items={items} />
      </div>
    </Section>
  );
}
