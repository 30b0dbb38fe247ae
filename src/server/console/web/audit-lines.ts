import type { Locale } from '#i18n/config.ts';
import type { Translate } from '#i18n/console-translate.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { campaignPath, CONSOLE_PATHS, eventConsolePath } from '#lib/console/routes.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import { newsletterStatus, waitlistStatus } from '#server/db/schema.ts';
import type { AuditAbout } from '../audit/about.ts';
import type { AuditEntry } from '../audit/audit.repo.ts';
import { AUDIT_ACTIONS, CLI_ACTOR, type AuditAction } from '../audit/audit.service.ts';
import { isRowId } from './query.ts';

/** An audit entry as the page shows it: when, who acted, what they did to whom in words, and the console page of what it concerned, if it has one. */
export interface AuditLine {
  id: number;
  at: Date;
  who: string;
  what: string;
  /** The session and network an operator's own account was changed from (decision 0040), if the entry names them. */
  from?: string | undefined;
  /** A language-neutral console path (the page adds the language). */
  path?: string | undefined;
}

/** The actions on one contact message: their entries link to the message's page. */
const MESSAGE_ACTIONS: readonly string[] = ['answered', 'archive', 'spam', 'inbox'];

const isAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

type Details = Record<string, unknown>;
const text = (details: Details, key: string): string | undefined => (typeof details[key] === 'string' ? details[key] : undefined);
const count = (details: Details, key: string): number | string => (typeof details[key] === 'number' ? details[key] : '–');

/** Whom the entry is about (details.about), if it says so; entries older than that do not. */
function aboutOf(details: Details): AuditAbout | undefined {
  const about = details.about;
  if (!about || typeof about !== 'object') return undefined;
  const { personRef, name, company, erased } = about as Record<string, unknown>;
  if (typeof personRef !== 'string') return undefined;
  return {
    personRef,
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof company === 'string' ? { company } : {}),
    ...(erased === true ? { erased } : {}),
  };
}

/**
 * A person as a sentence names them: name and company, or (erased, or without either) by reference.
 * `of`: in German after "von" (a dative), which English does not tell apart.
 */
function person(about: AuditAbout, t: Translate, of = false): string {
  const ref = about.personRef;
  if (about.erased) return t(of ? 'console.audit.ofErasedPerson' : 'console.audit.erasedPerson', { ref });
  const words = [about.name, about.company].filter((word): word is string => Boolean(word)).map(neutraliseLine);
  if (words.length > 0) return words.join(', ');
  return t(of ? 'console.audit.ofPerson' : 'console.audit.person', { ref });
}

/** A list export's filter in words: its status, tier, whether a search narrowed it. */
function exportFilter(list: string | null, details: Details, t: Translate): string[] {
  const status = text(details, 'status');
  const tier = text(details, 'tier');
  const words: string[] = [];
  if (status && status !== 'all') {
    const waitlist = list === 'waitlist' && (waitlistStatus.enumValues as readonly string[]).includes(status);
    const newsletter = list === 'newsletter' && (newsletterStatus.enumValues as readonly string[]).includes(status);
    words.push(
      waitlist
        ? t(`console.waitlist.status.${status as (typeof waitlistStatus.enumValues)[number]}`)
        : newsletter
          ? t(`console.newsletter.status.${status as (typeof newsletterStatus.enumValues)[number]}`)
          : status,
    );
  }
  if (tier) words.push(tierLabel(tier, t));
  if (details.searched === true) words.push(t('console.audit.searched'));
  return words;
}

/** The campaign an entry is about, by its subject in the page's language where it has one. */
function campaignOf(entry: AuditEntry, details: Details, t: Translate, locale: Locale): string {
  const [first, second] = locale === 'en' ? ['subjectEn', 'subjectDe'] : ['subjectDe', 'subjectEn'];
  const subject = text(details, first) ?? text(details, second);
  return subject
    ? t('console.audit.campaign', { subject: neutraliseLine(subject) })
    : t('console.audit.campaignId', { id: entry.target ?? '–' });
}

/** The languages a campaign went (or goes) out in, in words. */
function languagesOf(details: Details, t: Translate): string {
  const locales = Array.isArray(details.locales) ? details.locales.filter((locale) => locale === 'de' || locale === 'en') : [];
  if (locales.length === 2) return t('console.audit.languages.both');
  return locales.length === 1 ? t(`console.audit.languages.${locales[0] as Locale}`) : '–';
}

const CAMPAIGN_WORDS = {
  campaign_unschedule: 'console.audit.what.campaignUnschedule',
  campaign_pause: 'console.audit.what.campaignPause',
  campaign_resume: 'console.audit.what.campaignResume',
  campaign_cancel: 'console.audit.what.campaignCancel',
  campaign_publish: 'console.audit.what.campaignPublish',
  campaign_unpublish: 'console.audit.what.campaignUnpublish',
  campaign_delete: 'console.audit.what.campaignDelete',
  campaign_duplicate: 'console.audit.what.campaignDuplicate',
} as const;

/** The event an entry is about, by its title in the page's language where it has one, else its address. */
function eventOf(entry: AuditEntry, details: Details, locale: Locale): string {
  const title = text(details, locale === 'en' ? 'titleEn' : 'titleDe') ?? text(details, 'titleDe');
  return neutraliseLine(title ?? text(details, 'slug') ?? entry.target ?? '–');
}

const EVENT_STATUS_WORDS = {
  scheduled: 'console.audit.what.eventScheduled',
  cancelled: 'console.audit.what.eventCancelled',
  postponed: 'console.audit.what.eventPostponed',
  moved_online: 'console.audit.what.eventMovedOnline',
} as const;

const LISTS = { contacts: 'inbox', newsletter: 'newsletter', waitlist: 'waitlist', outbox: 'mail' } as const;

/** What the entry did, in words; an entry written before its action kept words falls back to its target. */
function whatOf(entry: AuditEntry, t: Translate, locale: Locale): string {
  const details: Details = entry.details ?? {};
  const about = aboutOf(details);
  const target = entry.target ?? '–';
  switch (entry.action) {
    case 'accept':
    case 'decline': {
      const tier = text(details, 'tier');
      const what = about && tier ? t('console.audit.entryOf', { subject: person(about, t, true), tier: tierLabel(tier, t) }) : null;
      return t(`console.audit.what.${entry.action}`, { entry: what ?? t('console.audit.entryId', { id: target }) });
    }
    case 'answered': {
      const message = about
        ? t('console.audit.messageFrom', { subject: person(about, t, true) })
        : t('console.audit.messageId', { id: target });
      return t(details.answered === false ? 'console.audit.what.unanswered' : 'console.audit.what.answered', { message });
    }
    case 'archive':
    case 'spam':
    case 'inbox':
    case 'delete': {
      const message = about
        ? t('console.audit.messageFrom', { subject: person(about, t, true) })
        : t('console.audit.messageId', { id: target });
      return t(`console.audit.what.${entry.action}`, { message });
    }
    case 'retry': {
      if (entry.target === null || entry.target === 'all') return t('console.audit.what.retryAll', { count: count(details, 'mails') });
      const kind = text(details, 'kind');
      const mail =
        about && kind ? t('console.audit.mailTo', { kind, recipient: person(about, t) }) : t('console.audit.mailId', { id: target });
      return t('console.audit.what.retry', { mail });
    }
    case 'slots':
      return t('console.audit.what.slots', { tier: tierLabel(target, t), count: count(details, 'totalSlots') });
    case 'erase':
      return t('console.audit.what.erase', { person: t('console.audit.person', { ref: target }), count: count(details, 'records') });
    case 'export': {
      if (text(details, 'kind') === 'person')
        return t('console.audit.what.exportPerson', { person: t('console.audit.person', { ref: target }) });
      const list =
        entry.target !== null && Object.hasOwn(LISTS, entry.target)
          ? t(`console.nav.${LISTS[entry.target as keyof typeof LISTS]}`)
          : target;
      const downloaded = t('console.audit.what.exportList', { list, format: (text(details, 'format') ?? '–').toUpperCase() });
      const filter = exportFilter(entry.target, details, t);
      return filter.length > 0 ? `${downloaded} (${filter.join(', ')})` : downloaded;
    }
    case 'invite':
      return t('console.audit.what.invite', { email: target });
    case 'remove':
      return t('console.audit.what.remove', { email: target });
    case 'sign_in':
      return details.passkey === 'registered' ? t('console.audit.what.signInNewPasskey') : t('console.audit.action.sign_in');
    case 'add_passkey':
      return t('console.audit.what.addPasskey', { count: count(details, 'passkeys') });
    case 'remove_passkey':
      return t('console.audit.what.removePasskey', { count: count(details, 'remaining') });
    case 'end_session':
      return t('console.audit.what.endSession');
    case 'end_other_sessions':
      return t('console.audit.what.endOtherSessions', { count: count(details, 'sessions') });
    case 'campaign_create':
    case 'campaign_edit':
    case 'campaign_test': {
      const key = { campaign_create: 'campaignCreate', campaign_edit: 'campaignEdit', campaign_test: 'campaignTest' } as const;
      return t(`console.audit.what.${key[entry.action]}`, {
        campaign: campaignOf(entry, details, t, locale),
        languages: languagesOf(details, t),
      });
    }
    case 'campaign_schedule': {
      const at = text(details, 'sendAt');
      return t('console.audit.what.campaignSchedule', {
        campaign: campaignOf(entry, details, t, locale),
        at: at ? formatDateTime(new Date(at)) : '–',
      });
    }
    case 'campaign_send': {
      const recipients = typeof details.recipients === 'number' ? formatNumber(details.recipients, locale) : '–';
      return t('console.audit.what.campaignSend', {
        campaign: campaignOf(entry, details, t, locale),
        languages: languagesOf(details, t),
        count: recipients,
      });
    }
    case 'campaign_unschedule':
    case 'campaign_pause':
    case 'campaign_resume':
    case 'campaign_cancel':
    case 'campaign_publish':
    case 'campaign_unpublish':
    case 'campaign_delete':
    case 'campaign_duplicate':
      return t(CAMPAIGN_WORDS[entry.action], { campaign: campaignOf(entry, details, t, locale) });
    case 'reset_bounce':
      return t('console.audit.what.resetBounce', { person: person(about ?? { personRef: target }, t, true) });
    case 'sign_out_everywhere':
      return typeof details.sessions === 'number'
        ? t('console.audit.what.signOutEverywhere', { count: details.sessions })
        : t('console.audit.action.sign_out_everywhere');
    case 'booking_cancel':
    case 'booking_held':
    case 'booking_no_show': {
      const key = { booking_cancel: 'bookingCancel', booking_held: 'bookingHeld', booking_no_show: 'bookingNoShow' } as const;
      const at = text(details, 'startsAt');
      return t(`console.audit.what.${key[entry.action]}`, {
        person: person(about ?? { personRef: target }, t, true),
        at: at ? formatDateTime(new Date(at)) : '–',
      });
    }
    case 'booking_day_off':
      return t('console.audit.what.bookingDayOff', { day: text(details, 'day') ?? '–' });
    case 'booking_extra_hours':
      return t('console.audit.what.bookingExtraHours', {
        day: text(details, 'day') ?? '–',
        from: text(details, 'from') ?? '–',
        to: text(details, 'to') ?? '–',
      });
    case 'booking_exception_remove':
      return t('console.audit.what.bookingExceptionRemove', { day: text(details, 'day') ?? '–' });
    case 'booking_feed_set':
      return t('console.audit.what.bookingFeedSet', { host: target });
    case 'event_create':
    case 'event_edit':
    case 'event_publish': {
      const key = { event_create: 'eventCreate', event_edit: 'eventEdit', event_publish: 'eventPublish' } as const;
      return t(`console.audit.what.${key[entry.action]}`, { event: eventOf(entry, details, locale) });
    }
    case 'event_status': {
      const status = text(details, 'status');
      const key =
        status && Object.hasOwn(EVENT_STATUS_WORDS, status) ? EVENT_STATUS_WORDS[status as keyof typeof EVENT_STATUS_WORDS] : undefined;
      return key ? t(key, { event: eventOf(entry, details, locale) }) : t('console.audit.action.event_status');
    }
    case 'event_attendance':
      return t(
        text(details, 'attendance') === 'attended'
          ? 'console.audit.what.eventAttended'
          : text(details, 'attendance') === 'no_show'
            ? 'console.audit.what.eventNoShow'
            : 'console.audit.what.eventAttendanceCleared',
        { person: person(about ?? { personRef: target }, t, true), event: eventOf(entry, details, locale) },
      );
    case 'event_message':
      return t('console.audit.what.eventMessage', { event: eventOf(entry, details, locale), count: count(details, 'recipients') });
    default: {
      // An action without words of its own yet (or one this version does not know): its name, and whom or what it concerned.
      const action = isAction(entry.action) ? t(`console.audit.action.${entry.action}`) : entry.action;
      const concerned = about ? person(about, t) : entry.target;
      return concerned ? t('console.audit.what.other', { action, target: concerned }) : action;
    }
  }
}

/** The console page of what an entry concerned: a message's or a campaign's. */
function pathOf(entry: AuditEntry): string | undefined {
  if (!isRowId(entry.target ?? undefined)) return undefined;
  if (MESSAGE_ACTIONS.includes(entry.action)) return `${CONSOLE_PATHS.inbox}/${entry.target}`;
  // A deleted draft has no page left; a copy's entry leads to the copy.
  if (entry.action.startsWith('event_') && entry.action !== 'event_attendance') return eventConsolePath(entry.target!);
  return entry.action.startsWith('campaign_') && entry.action !== 'campaign_delete' ? campaignPath(entry.target!) : undefined;
}

/** The session (its id's first eight characters) and the network a change came from, when the entry has them. */
function fromOf(entry: AuditEntry, t: Translate): string | undefined {
  const session = text(entry.details ?? {}, 'session');
  if (!session) return undefined;
  return t('console.audit.from', { session: session.slice(0, 8), network: text(entry.details ?? {}, 'network') ?? '–' });
}

/** An audit entry in words, in the language of `t` (`locale`'s). */
export function auditLine(entry: AuditEntry, t: Translate, locale: Locale = 'de'): AuditLine {
  return {
    id: entry.id,
    at: entry.createdAt,
    who: entry.actor === CLI_ACTOR && entry.operatorId === null ? t('console.audit.cli') : entry.actor,
    what: whatOf(entry, t, locale),
    from: fromOf(entry, t),
    path: pathOf(entry),
  };
}
