import { personReference } from './person-reference.ts';

/**
 * Whom an audit entry is about (its `details.about`), written at the time of the action: in words (a
 * name, a company; never an address) and by the keyed reference of their address. When the person is
 * erased, the words go and the reference stays, marked `erased` (forgetWordsAbout in audit.repo.ts).
 */
export interface AuditAbout {
  personRef: string;
  name?: string;
  company?: string;
  erased?: true;
}

/** A person as an audit entry names them: their name and company where they gave them, and their reference. */
export function aboutPerson({ email, name, company }: { email: string; name?: string | null; company?: string | null }): AuditAbout {
  return { personRef: personReference(email), ...(name ? { name } : {}), ...(company ? { company } : {}) };
}

/** What a decision's audit entry says about a waiting-list entry: its tier (an id) and whom it is from. */
export const aboutEntry = (entry: { email: string; company: string | null; tier: string }): { tier: string; about: AuditAbout } => ({
  tier: entry.tier,
  about: aboutPerson(entry),
});
