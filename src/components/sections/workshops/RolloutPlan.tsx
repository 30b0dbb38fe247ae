import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Section } from '../../ui/Section.tsx';
import type { WorkshopsContent } from './types.ts';

interface RolloutPlanProps {
  locale: Locale;
  rollout: WorkshopsContent['rollout'];
  /** The section id the hero's 'Agenda ansehen' button scrolls to. */
  id: string;
}

/** spec §2 (Workshops): the 1-7 day rollout plan as a single-open accordion. */
export function RolloutPlan({ locale, rollout, id }: RolloutPlanProps) {
  const dayLabel = pick(rollout.dayLabel, locale);
  const items = rollout.days.map((day) => ({
    id: `rollout-day-${day.day}`,
    title: `${dayLabel} ${day.day}: ${pick(day.title, locale)}`,
    content: <p>{pick(day.description, locale)}</p>,
  }));
  return (
    <Section id={id} heading={pick(rollout.title, locale)} intro={pick(rollout.intro, locale)}>
      <div className="max-w-3xl">
        <Accordion name="rollout" items={items} />
      </div>
    </Section>
  );
}
