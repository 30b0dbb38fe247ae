import { readFileSync } from 'node:fs';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/config.ts';
import { translate } from '../i18n/translate.ts';
import { CONTACT_FIELD_NAMES, contactFieldTexts, type ContactField } from '../lib/forms/contact.ts';
import { PRIVACY_TEXT_VERSION } from '../lib/constants.ts';
import { RETENTION_NAMES, retentionPlaceholder, type RetentionName } from '../lib/retention.ts';
import {
  bookingCells,
  bookings,
  campaignDeliveries,
  contactMessages,
  eventInterests,
  eventRegistrations,
  events,
  mailOutbox,
  newsletterConfirmationMails,
  newsletterSubscriptions,
  securityEvents,
  waitlistEntries,
} from '../server/db/schema.ts';

/**
 * decision 0016: the privacy notice lists everything the forms store. Each column a form writes is either
 * named in the notice's section on that form, in both languages (the words it uses; a contact form
 * field by its label on the form), or marked as holding nothing about the person, with the reason. A new
 * column fails here until it is one or the other.
 */
type Wording = { de: string; en: string } | { technical: string } | { formField: ContactField };

/** The contact form's fields are named in the notice by their labels on the form (case and hyphens aside: "E-Mail", "e-mail address"). */
const FORM_FIELDS = Object.fromEntries(CONTACT_FIELD_NAMES.map((field) => [field, { formField: field }])) as Record<ContactField, Wording>;
const loose = (text: string) => text.toLowerCase().replaceAll('-', '');
const words = (wording: Exclude<Wording, { technical: string }>, locale: Locale) =>
  'formField' in wording ? translate(locale, contactFieldTexts(wording.formField).label) : wording[locale];

interface StoredTable {
  /** The forms that write it. */
  writtenBy: string[];
  /** The notice's section that lists it, e.g. '4.2'. */
  section: string;
  columns: Record<string, Wording>;
  /** The retention periods the section states (as placeholders, filled from the job's defaults). */
  retention: RetentionName[];
}

const KEY = { technical: "the record's own key" };
const CONSENT_RECORD = (section: 'newsletter' | 'waitlist') =>
  section === 'newsletter'
    ? {
        consentAt: { de: 'Einwilligungsnachweis: Zeitpunkt', en: 'consent record: the time' },
        consentLanguage: { de: 'Sprache', en: 'language' },
        consentSourcePage: { de: 'Seite der Anmeldung', en: 'sign-up page' },
        privacyVersion: { de: 'Version des Datenschutztextes', en: 'version of the privacy text' },
        clientHash: { de: 'Einweg-Hashwert Ihrer IP-Adresse', en: 'one-way hash of your IP address' },
      }
    : {
        consentAt: { de: 'Einwilligungsnachweis wie beim Newsletter', en: 'consent record as for the newsletter' },
        consentLanguage: { de: 'Einwilligungsnachweis wie beim Newsletter', en: 'consent record as for the newsletter' },
        consentSourcePage: { de: 'Einwilligungsnachweis wie beim Newsletter', en: 'consent record as for the newsletter' },
        privacyVersion: { de: 'Einwilligungsnachweis wie beim Newsletter', en: 'consent record as for the newsletter' },
        clientHash: { de: 'Hashwert Ihrer IP-Adresse', en: 'hash of your IP address' },
      };

const STORED = new Map<PgTable, StoredTable>([
  [
    contactMessages,
    {
      writtenBy: ['contact'],
      section: '4.2',
      retention: ['contactMessages'],
      columns: {
        id: KEY,
        ...FORM_FIELDS,
        language: { de: 'Sprache der Seite', en: 'language of the page' },
        sourcePage: { de: 'Seite, von der das Formular gesendet wurde', en: 'page the form was sent from' },
        clientHash: { de: 'Einweg-Hashwert Ihrer IP-Adresse', en: 'one-way hash of your IP address' },
        readAt: { de: 'ob und wann die Nachricht gelesen', en: 'whether and when the message was read' },
        answeredAt: { de: 'beantwortet', en: 'answered' },
        folder: { de: 'archiviert oder als Spam markiert', en: 'archived or marked as spam' },
        createdAt: { de: 'Zeitpunkt des Eingangs', en: 'time it arrived' },
      },
    },
  ],
  [
    newsletterSubscriptions,
    {
      writtenBy: ['newsletter'],
      section: '4.3',
      retention: ['unconfirmedNewsletter'],
      columns: {
        id: KEY,
        email: { de: 'E-Mail-Adresse', en: 'e-mail address' },
        status: { de: 'Status Ihres Abonnements', en: 'status of your subscription' },
        ...CONSENT_RECORD('newsletter'),
        confirmedAt: { de: 'Zeitpunkte von Bestätigung und Abmeldung', en: 'times of confirmation and unsubscription' },
        unsubscribedAt: { de: 'Zeitpunkte von Bestätigung und Abmeldung', en: 'times of confirmation and unsubscription' },
        confirmTokenHash: { de: 'Einweg-Hashwerte der Links', en: 'one-way hashes of the links' },
        confirmTokenExpiresAt: { technical: 'when the confirmation link stops working, the same for everyone' },
        unsubscribeTokenHash: { de: 'Einweg-Hashwerte der Links', en: 'one-way hashes of the links' },
        bouncedAt: { de: 'zugestellt oder abgewiesen', en: 'delivered or refused' },
        unsubscribedVia: { de: 'über sie abmeldeten', en: 'unsubscribed through it' },
        createdAt: { de: 'Zeitpunkt Ihrer ersten Anmeldung', en: 'time of your first sign-up' },
      },
    },
  ],
  [
    campaignDeliveries,
    {
      writtenBy: ['newsletter campaigns'],
      section: '4.3',
      retention: ['campaignDeliveries'],
      columns: {
        id: KEY,
        campaignId: { de: 'Zu jeder Ausgabe', en: 'For every issue' },
        subscriptionId: { de: 'an welches Abonnement', en: 'which subscription' },
        locale: { technical: "the subscription's language, already in its consent record" },
        status: { de: 'zugestellt oder abgewiesen', en: 'delivered or refused' },
        attempts: { technical: 'how often sending was tried, to try again later' },
        nextAttemptAt: { technical: 'when sending is tried again' },
        lockedUntil: { technical: 'which server instance is sending it, for a few minutes' },
        claimedBy: { technical: 'the key of the server process sending it, while it lives' },
        claimedAt: { technical: 'when a server instance took it to send, for the sending rate cap' },
        lastError: { de: 'abgewiesen', en: 'refused' },
        sentAt: { de: 'wann ging', en: 'and when' },
        createdAt: { de: 'wann ging', en: 'and when' },
      },
    },
  ],
  [
    newsletterConfirmationMails,
    {
      writtenBy: ['newsletter'],
      section: '4.3',
      retention: [],
      columns: {
        id: KEY,
        subscriptionId: { technical: 'which sign-up the time belongs to' },
        sentAt: { de: 'Zeitpunkte, zu denen Bestätigungs-E-Mails versandt wurden', en: 'times at which confirmation e-mails were sent' },
      },
    },
  ],
  [
    waitlistEntries,
    {
      writtenBy: ['waitlist'],
      section: '4.4',
      retention: ['waitlistEntries'],
      columns: {
        id: KEY,
        email: { de: 'E-Mail-Adresse', en: 'e-mail address' },
        company: { de: 'Firma', en: 'company' },
        tier: { de: 'gewählte Stufe', en: 'chosen tier' },
        motivation: { de: 'Motivation', en: 'motivation' },
        status: { de: 'Status', en: 'status' },
        ...CONSENT_RECORD('waitlist'),
        decidedAt: { de: 'Zeitpunkt des Entscheids', en: 'time of the decision' },
        applicantMailId: { de: 'melden', en: 'which e-mail told you of the decision' },
        createdAt: { de: 'Zeitpunkt Ihres Eintrags', en: 'time of your entry' },
      },
    },
  ],
  [
    bookings,
    {
      writtenBy: ['booking'],
      section: '4.11',
      retention: ['bookings'],
      columns: {
        id: KEY,
        name: { de: 'Namen', en: 'name' },
        email: { de: 'E-Mail-Adresse', en: 'e-mail address' },
        company: { de: 'Firma', en: 'company' },
        topic: { de: 'Thema', en: 'topic' },
        question: { de: 'Frage', en: 'question' },
        startsAt: { de: 'Zeitpunkt des Gesprächs', en: 'time of the consultation' },
        endsAt: { de: 'Zeitpunkt des Gesprächs', en: 'time of the consultation' },
        status: { de: 'Status', en: 'status' },
        cancelledAt: { de: 'Zeitpunkt der Absage', en: 'time of cancellation' },
        ...CONSENT_RECORD('waitlist'),
        tokenHash: { de: 'Einweg-Hashwert des Links', en: 'one-way hash of the link' },
        sequence: { de: 'Versionsnummer der Kalendereinladung', en: 'version number of the calendar invitation' },
        createdAt: { de: 'Zeitpunkt der Buchung', en: 'time of booking' },
      },
    },
  ],
  [
    bookingCells,
    {
      writtenBy: ['booking'],
      section: '4.11',
      retention: [],
      columns: {
        cellStart: { technical: 'the stretch of time a confirmed booking keeps free for it, gone with its cancelling or deletion' },
        bookingId: { technical: 'which booking keeps that time' },
      },
    },
  ],
  [
    events,
    {
      writtenBy: ['event console'],
      section: '4.12',
      retention: [],
      columns: Object.fromEntries(
        Object.keys(getTableColumns(events)).map((column) => [
          column,
          { technical: "the event's own details, set by the firm: about no person" },
        ]),
      ),
    },
  ],
  [
    eventRegistrations,
    {
      writtenBy: ['event registration'],
      section: '4.12',
      retention: ['events'],
      columns: {
        id: KEY,
        eventId: { de: 'Veranstaltung', en: 'event' },
        status: { de: 'Status', en: 'status' },
        name: { de: 'Namen', en: 'name' },
        email: { de: 'E-Mail-Adresse', en: 'e-mail address' },
        company: { de: 'Firma', en: 'company' },
        answer: { de: 'Antwort auf die Frage', en: 'answer to the question' },
        ...CONSENT_RECORD('waitlist'),
        tokenHash: { de: 'Einweg-Hashwerte der Links', en: 'one-way hashes of the links' },
        joinTokenHash: { de: 'Einweg-Hashwerte der Links', en: 'one-way hashes of the links' },
        waitingSince: { de: 'Platz auf der Warteliste', en: 'place on the waiting list' },
        offerExpiresAt: { de: 'Frist eines angebotenen Platzes', en: 'deadline of an offered seat' },
        attendance: { de: 'Teilnahme', en: 'attendance' },
        cancelledAt: { de: 'Zeitpunkt der Absage', en: 'time of cancellation' },
        createdAt: { de: 'Zeitpunkt der Anmeldung', en: 'time of registration' },
      },
    },
  ],
  [
    eventInterests,
    {
      writtenBy: ['event interest list'],
      section: '4.12',
      retention: ['events'],
      columns: {
        id: KEY,
        format: { de: 'Format', en: 'format' },
        email: { de: 'E-Mail-Adresse', en: 'e-mail address' },
        ...CONSENT_RECORD('waitlist'),
        confirmTokenHash: { de: 'Einweg-Hashwert des Bestätigungslinks', en: 'one-way hash of the confirmation link' },
        confirmedAt: { de: 'Zeitpunkt der Bestätigung', en: 'time of confirmation' },
        toldOfEventId: { de: 'über welchen Termin', en: 'which date' },
        createdAt: { de: 'Zeitpunkt Ihrer Eintragung', en: 'time of your sign-up' },
      },
    },
  ],
  [
    securityEvents,
    {
      writtenBy: ['security events'],
      section: '4.5',
      retention: ['securityEvents'],
      columns: {
        id: KEY,
        eventType: { de: 'Art des Ereignisses', en: 'type of event' },
        severity: { de: 'Schweregrad', en: 'severity' },
        userIdentifier: { de: 'Sitzungskennung', en: 'session identifier' },
        userAgent: { de: 'Browser-Kennung', en: 'browser identifier' },
        eventData: { de: 'Einzelheiten des Ereignisses', en: 'details of the event' },
        clientNetwork: {
          de: 'gekürzte, nicht identifizierende Form der IP-Adresse',
          en: 'shortened, non-identifying form of the IP address',
        },
        createdAt: { de: 'Zeitpunkt', en: 'time' },
      },
    },
  ],
  [
    mailOutbox,
    {
      writtenBy: ['contact', 'newsletter', 'waitlist', 'booking', 'event interest list'],
      section: '4.9',
      retention: ['sentMailBodies', 'mails'],
      columns: {
        id: KEY,
        kind: { technical: 'which of the site’s mails it is (the section lists them)' },
        recipient: { de: 'Empfänger', en: 'recipient' },
        replyTo: { de: 'Antwortadresse', en: 'reply address' },
        subject: { de: 'Betreff', en: 'subject' },
        textBody: { de: 'Inhalt', en: 'content' },
        htmlBody: { de: 'Inhalt', en: 'content' },
        headers: { de: 'Inhalt', en: 'content' },
        calendar: { de: 'Inhalt', en: 'content' },
        status: { de: 'Versandstatus', en: 'delivery status' },
        attempts: { de: 'Zustellversuche', en: 'attempts' },
        nextAttemptAt: { de: 'Zustellversuche', en: 'attempts' },
        lockedUntil: { technical: 'which server instance is sending it, for a few minutes' },
        claimedBy: { technical: 'the key of the server process sending it, while it lives' },
        lastError: { de: 'letzten Fehler', en: 'last error' },
        sentAt: { de: 'eingereiht und versandt', en: 'queued and sent' },
        queuedAt: { de: 'eingereiht und versandt', en: 'queued and sent' },
        createdAt: { de: 'eingereiht und versandt', en: 'queued and sent' },
      },
    },
  ],
]);

const notice = (locale: Locale) => readFileSync(new URL(`./legal/${locale}/privacy.md`, import.meta.url), 'utf8');

/** The text of one numbered section ('### 4.2 …', '## 5. …' up to the next heading), without Markdown's bold marks. */
function section(markdown: string, number: string): string {
  const start = markdown.search(new RegExp(`^#{2,3} ${number.replace('.', '\\.')}\\.? `, 'm'));
  if (start === -1) throw new Error(`The privacy notice has no section ${number}`);
  const rest = markdown.slice(start);
  const bodyStart = rest.indexOf('\n') + 1;
  const end = rest.slice(bodyStart).search(/^#/m);
  return (end === -1 ? rest : rest.slice(0, bodyStart + end)).replaceAll('**', '');
}

const tables = [...STORED.entries()].map(([table, stored]) => ({
  name: (table as unknown as { [key: symbol]: string })[Symbol.for('drizzle:Name')]!,
  table,
  stored,
}));

describe('the privacy notice and the database (decision 0016)', () => {
  it.each(tables)('classifies every column of $name: named in the notice, or holding nothing about the person', ({ table, stored }) => {
    expect(Object.keys(stored.columns).sort()).toEqual(Object.keys(getTableColumns(table)).sort());
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(tables)('names every column of $name that is about the person in its section, with its retention period', ({ stored }) => {
      const text = section(notice(locale), stored.section);
      const missing = Object.entries(stored.columns).flatMap(([column, wording]) =>
        'technical' in wording || loose(text).includes(loose(words(wording, locale))) ? [] : [`${column}: “${words(wording, locale)}”`],
      );
      expect(missing).toEqual([]);
      for (const name of stored.retention) expect(text).toContain(`{{${retentionPlaceholder(name)}}}`);
    });

    it('states every retention period the server applies, and names the processors with their countries', () => {
      const text = notice(locale);
      expect(RETENTION_NAMES.filter((name) => !text.includes(`{{${retentionPlaceholder(name)}}}`))).toEqual([]);
      for (const placeholder of ['hostingProvider', 'hostingCountries', 'mailProvider', 'mailCountries', 'dataLocation'])
        expect(section(text, '5')).toContain(`{{${placeholder}}}`);
    });

    it('carries the date of the privacy text version that consent records name', () => {
      expect(notice(locale)).toMatch(new RegExp(`^updated: ${PRIVACY_TEXT_VERSION}$`, 'm'));
    });
  });
});
