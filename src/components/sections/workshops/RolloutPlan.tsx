import { Accordion } from '#components/ui/Accordion.tsx';
import { Section } from '#components/ui/Section.tsx';
import type { WorkshopsContent } from './types.ts';

interface RolloutPlanProps {
  rollout: WorkshopsContent['rollout'];
}

/** spec §2 (Workshops): the 1-7 day rollout plan as a single-open accordion. */
export function RolloutPlan({ rollout }: RolloutPlanProps) {
  const dayLabel = rollout.dayLabel;
  const items = rollout.days.map((day) => ({
    id: `rollout-day-${day.day}`,
    title: `${dayLabel} ${day.day}: ${day.title}`,
    content: <p>{day.description}</p>,
  }));
  return (
    <Section id={rollout.anchor} heading={rollout.title} intro={rollout.intro}>
      <div className="max-w-3xl">
        <Accordion name="rollout" items={items} />
      </div>
    </Section>
  );
}
