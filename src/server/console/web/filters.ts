import type { Choice } from '#lib/console/filter-choice.ts';
import type { PlainKey, Translate } from '#i18n/console-translate.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import { GENERAL_WAITLIST } from '#lib/forms/waitlist.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import type { MessageFolder } from '#server/contact/inbox.repo.ts';
import { mailStatus, messageFolder, newsletterStatus, severity, waitlistStatus } from '#server/db/schema.ts';
import { AUDIT_ACTIONS, CLI_ACTOR } from '../audit/audit.service.ts';
import { personReference } from '../audit/person-reference.ts';
import { choiceParam, searchParam } from './query.ts';

interface ChoiceSpec<Value extends string> {
  name: string;
  label: PlainKey;
  values: readonly Value[];
  text: (value: Value) => string;
}

/** A filter's select for the filter form, with its current value. */
const select = <Value extends string>(t: Translate, spec: ChoiceSpec<Value>, value: Value | undefined, all: boolean): Choice => ({
  name: spec.name,
  label: t(spec.label),
  value,
  options: [
    ...(all ? [{ value: '', label: t('console.common.all') }] : []),
    ...spec.values.map((option) => ({ value: option, label: spec.text(option) })),
  ],
});

/** A filter of the address (?name=value) with the values it allows, and its select for the filter form, "all" first. */
function choice<Value extends string>(url: URL, t: Translate, spec: ChoiceSpec<Value>) {
  const value = choiceParam(url, spec.name, spec.values);
  return { value, choice: select(t, spec, value, true) };
}

/** A filter that always holds one of its values (no "all"): `fallback` when the address names none. */
function oneOf<Value extends string>(url: URL, t: Translate, spec: ChoiceSpec<Value>, fallback: Value) {
  const value = choiceParam(url, spec.name, spec.values) ?? fallback;
  return { value, choice: select(t, spec, value, false) };
}

/** The inbox's folder (?folder=): the inbox itself unless the address names another. */
export const inboxFolder = (url: URL) => choiceParam(url, 'folder', messageFolder.enumValues) ?? 'inbox';

/** A folder of the inbox: the inbox's path, with ?folder= unless it is the inbox itself. */
export const inboxFolderHref = (inboxPath: string, folder: MessageFolder): string =>
  folder === 'inbox' ? inboxPath : `${inboxPath}?folder=${folder}`;

/** The inbox by folder (the inbox itself first) and a search. */
export function inboxFilters(url: URL, t: Translate) {
  const folder = oneOf(
    url,
    t,
    {
      name: 'folder',
      label: 'console.inbox.folderFilter',
      values: messageFolder.enumValues,
      text: (value) => t(`console.inbox.folder.${value}`),
    },
    'inbox',
  );
  return { filter: { folder: folder.value, search: searchParam(url) }, choices: [folder.choice] };
}

/** The waiting list by status and by tier (the tiers of the table and the general list). */
export function waitlistFilters(url: URL, tiers: readonly TierAvailability[], t: Translate) {
  const status = choice(url, t, {
    name: 'status',
    label: 'console.waitlist.statusFilter',
    values: waitlistStatus.enumValues,
    text: (value) => t(`console.waitlist.status.${value}`),
  });
  const tierIds = [...tiers.map((tier) => tier.tier), GENERAL_WAITLIST];
  const tier = choice(url, t, {
    name: 'tier',
    label: 'console.waitlist.tierFilter',
    values: tierIds,
    text: (value) => tierLabel(value, t),
  });
  return { filter: { status: status.value, tier: tier.value }, choices: [status.choice, tier.choice] };
}

/** The newsletter's subscribers by status. */
export function newsletterFilters(url: URL, t: Translate) {
  const status = choice(url, t, {
    name: 'status',
    label: 'console.newsletter.statusFilter',
    // Bounced is no status of its own (a confirmed subscription is marked): the operator looks for it all the same.
    values: [...newsletterStatus.enumValues, 'bounced'] as const,
    text: (value) => t(`console.newsletter.status.${value}`),
  });
  return { filter: { status: status.value }, choices: [status.choice] };
}

/** The outbox by status (one status at a time, failed mail first) and a search by recipient or subject. */
export function mailFilters(url: URL, t: Translate) {
  const status = oneOf(
    url,
    t,
    {
      name: 'status',
      label: 'console.mail.statusFilter',
      values: mailStatus.enumValues,
      text: (value) => t(`console.mail.status.${value}`),
    },
    'failed',
  );
  return { filter: { status: status.value, search: searchParam(url) }, choices: [status.choice] };
}

/** Security events by severity and by the types stored. */
export function securityFilters(url: URL, types: readonly string[], t: Translate) {
  const level = choice(url, t, {
    name: 'severity',
    label: 'console.security.severityFilter',
    values: severity.enumValues,
    text: (value) => t(`console.security.severity.${value}`),
  });
  const type = choice(url, t, { name: 'type', label: 'console.security.typeFilter', values: types, text: (value) => value });
  return { filter: { severity: level.value, type: type.value }, choices: [level.choice, type.choice] };
}

/**
 * The audit log by operator (those who appear in it, and the command line) and by action. An operator is
 * chosen by the keyed reference of their address, so that no address goes into the page's address.
 */
export function auditFilters(url: URL, operators: readonly string[], t: Translate) {
  const byKey = new Map([[CLI_ACTOR, t('console.audit.cli')], ...operators.map((address) => [personReference(address), address] as const)]);
  const operator = choice(url, t, {
    name: 'operator',
    label: 'console.audit.operator',
    values: [...byKey.keys()],
    text: (key) => byKey.get(key)!,
  });
  const action = choice(url, t, {
    name: 'action',
    label: 'console.audit.action',
    values: AUDIT_ACTIONS,
    text: (value) => t(`console.audit.action.${value}`),
  });
  const actor = operator.value === undefined || operator.value === CLI_ACTOR ? operator.value : byKey.get(operator.value);
  return { filter: { actor, action: action.value }, choices: [operator.choice, action.choice] };
}
