import type { ServiceData } from '../schemas.ts';
import type { AnchoredSection } from './anchored-sections.ts';

/** The ids of a service page's sections: ServiceBody.tsx renders them, the assistant's index links to them. */
export const SERVICE_SECTION_ANCHORS = {
  features: 'features',
  process: 'ablauf',
  benefits: 'vorteile',
  prices: 'pakete',
  questions: 'mehr',
} as const;

/** The id of a service page's additional question, counted from 0. */
export const serviceQuestionAnchor = (index: number): string => `frage-${index + 1}`;

const section = (
  field: string,
  anchor: string,
  content: Readonly<Record<string, unknown>>,
  parts: AnchoredSection[] = [],
): AnchoredSection => ({ field, anchor, content, parts });

/** A service page's anchored sections, as anchoredSections gives a content page's: its additional questions are parts of their section. */
export function serviceSections(service: ServiceData): AnchoredSection[] {
  const { features, process, benefits, prices, questions } = SERVICE_SECTION_ANCHORS;
  const info = service.additionalInfo;
  return [
    section('features', features, { features: service.features }),
    section('process', process, { process: service.process }),
    section('benefits', benefits, { benefits: service.benefits, targetAudience: service.targetAudience }),
    section('packages', prices, { pricing: service.pricing, packages: service.packages }),
    ...(info
      ? [
          section(
            'additionalInfo',
            questions,
            info,
            info.items.map((item, index) => section(`additionalInfo.items.${index}`, serviceQuestionAnchor(index), item)),
          ),
        ]
      : []),
  ];
}
