import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import { Card } from '#components/ui/Card.tsx';
import type { ToolsContent } from './types.ts';

/** The LinkedIn post generator's card with its call to action; the home teaser and the tools page show it. */
export function GeneratorCard({ generator, href }: { generator: ToolsContent['generator']; href: string }) {
  return (
    <Card title={generator.title} className="ring-2 ring-brand-600" footer={<ButtonLink href={href}>{generator.cta}</ButtonLink>}>
      <p>{generator.text}</p>
    </Card>
  );
}

/** spec §1: the further tools, each marked as coming soon. */
export function ComingSoonCards({ comingSoon }: { comingSoon: ToolsContent['comingSoon'] }) {
  const soon = comingSoon.label;
  return comingSoon.items.map((item) => (
    <li key={item.title}>
      <Card
        title={item.title}
        footer={<span className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">{soon}</span>}
      >
        <p>{item.text}</p>
      </Card>
    </li>
  ));
}
