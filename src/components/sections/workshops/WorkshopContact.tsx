import { unbreakable } from '#lib/format.ts';
import siteConfig from '#site.config.ts';
import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { Section } from '#components/ui/Section.tsx';
import type { WorkshopsContent } from './types.ts';

interface WorkshopContactProps {
  contact: WorkshopsContent['contact'];
}

/** spec §2 (Workshops): the contact block with mail and phone buttons. */
export function WorkshopContact({ contact }: WorkshopContactProps) {
  return (
    <Section id={contact.anchor} tone="blue" heading={contact.title} intro={contact.text}>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`mailto:${siteConfig.email.contact}`}>
          <Icon name="mail" className="h-5 w-5" />
          {contact.mail}
        </ButtonLink>
        <ButtonLink href={`tel:${siteConfig.phone.e164}`} variant="secondary">
          <Icon name="phone" className="h-5 w-5" />
          {unbreakable(`${contact.phone} `)}
          <span className="font-normal">{unbreakable(siteConfig.phone.display)}</span>
        </ButtonLink>
      </div>
    </Section>
  );
}
