/**
 * The operator's identity: every fact about who runs this site lives here and only here.
 * All values below are fictional examples (example domains, "Muster" names).
 * Replace them before going live — see README.md, "Make it yours".
 */
export interface SiteConfig {
  /** Brand shown in the header, titles and e-mails. */
  companyName: string;
  /** The registered legal entity that runs the site (imprint, privacy notice). */
  legalEntity: string;
  /** Commercial register number (UID) of the legal entity. */
  uid: string;
  /** The operator's separate sole proprietorship that sells paid offers (legal pages). */
  soleProprietorship: string;
  /** Person responsible for the content (imprint). */
  responsiblePerson: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    country: string;
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: string;
  };
  email: {
    /** General enquiries; shown on the site and used for mailto buttons. */
    contact: string;
    /** Data-protection enquiries (privacy notice). */
    privacy: string;
    /** Where contact-form notifications are delivered. */
    notifications: string;
    /** Sender address of every e-mail the site sends. */
    from: string;
    /**
     * Where answers go to the mails a person may answer: newsletter campaigns and their confirmation, the
     * waiting list's decisions, an operator's account notices (decision 0046). Left out: `contact`. The
     * operator's notices of a contact message or waiting-list entry answer to the visitor instead.
     */
    replyTo?: string;
    /**
     * The firm's addresses a campaign's test may go to besides the signed-in operator, ticked on the campaign
     * page (at most three a test; decision 0042). A test goes to no other address.
     */
    campaignTests: string[];
  };
  phone: {
    /** Human-readable form. */
    display: string;
    /** E.164 form for tel: links. */
    e164: string;
  };
  /**
   * The free consultation is booked on the site (`/booking`, decision 0050) while this is null. An external
   * scheduler's address here sends every booking button there instead (through `/book`, which counts the click):
   * the one switch between the two.
   */
  bookingUrl: string | null;
  /** When the free consultation can be booked (decision 0049); the footer shows the same hours. */
  booking: BookingRules;
  /** How registrations for the firm's events behave (decision 0051). */
  events: EventRules;
  /** Professional-network profile of the company. */
  linkedinUrl: string;
  /** Year the company was founded (structured data). */
  foundingYear: number;
  /**
   * The processors that handle visitors' data on the operator's behalf (privacy notice, section 5): who
   * they are and the countries (ISO 3166-1 alpha-2) where they store or process it. The notice names the
   * countries in the page's language and says whether data leaves Switzerland.
   */
  processors: {
    /** Runs the server and its database (and the PostgreSQL server and backups, if any). */
    hosting: Processor;
    /**
     * Sends the site's e-mails (SMTP_URL) and keeps the mailbox of `email.notifications`, where contact
     * messages arrive. Two providers for these: name both, with the countries of both.
     */
    mail: Processor;
    /**
     * Only with CHAT_LLM_* set to a model another provider runs: that provider. The notice then has the
     * sentences of docs/assistant.md, which name it through {{languageModelProvider}} and {{languageModelCountries}}.
     */
    languageModel?: Processor;
  };
}

export interface BookingRules {
  /** The canton whose public holidays close the firm (date-holidays' code, e.g. 'ZH'). */
  canton: string;
  /** Opening hours per ISO weekday (1 Monday … 7 Sunday), 'HH:MM' on Zurich's clock, the end excluded. */
  weeklyHours: { weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; from: string; to: string }[];
  /** Kept free before and after each consultation and each of the firm's own appointments. */
  bufferMinutes: number;
  /** How long before its start a consultation can still be booked. */
  minNoticeHours: number;
  /** How many days ahead, today included, consultations can be booked. */
  horizonDays: number;
  /** Consultations a day at most. */
  maxPerDay: number;
  /** Where the consultation's video call takes place: the address every invitation names. */
  videoUrl: string;
  /** Up to how many hours before its start a visitor can move or cancel a booking on its page; later, the page gives the phone. */
  changeCutoffHours: number;
}

export interface EventRules {
  /** How long a freed seat is held for the first in the waiting list before it is offered to the next. */
  offerHoldHours: number;
  /** How many minutes before the start an attendee's personal join address leads into the meeting room. */
  joinOpensMinutes: number;
  /** When the reminders go, in hours before the start (a reminder whose time has passed is not sent). */
  reminderHours: number[];
}

export interface Processor {
  /** The provider's name as the notice shows it, e.g. "Muster Hosting AG". */
  name: string;
  /** Every country where it stores or processes the data, e.g. ['CH']. */
  countryCodes: string[];
}

const siteConfig: SiteConfig = {
  companyName: 'Muster Finanzautomation',
  legalEntity: 'Muster Digital GmbH',
  uid: 'CHE-000.000.000',
  soleProprietorship: 'Muster Beratung, Inhaber Max Muster',
  responsiblePerson: 'Max Muster',
  address: {
    street: 'Musterstrasse 1',
    postalCode: '8000',
    city: 'Zürich',
    country: 'Schweiz',
    countryCode: 'CH',
  },
  email: {
    contact: 'hallo@example.ch',
    privacy: 'datenschutz@example.ch',
    notifications: 'anfragen@example.ch',
    from: 'Muster Finanzautomation <no-reply@example.ch>',
    campaignTests: ['hallo@example.ch', 'team@example.ch'],
  },
  phone: {
    display: '+41 44 000 00 00',
    e164: '+41440000000',
  },
  bookingUrl: null,
  booking: {
    canton: 'ZH',
    weeklyHours: [
      { weekday: 3, from: '14:00', to: '16:00' },
      { weekday: 4, from: '14:00', to: '16:00' },
      { weekday: 5, from: '14:00', to: '16:00' },
    ],
    bufferMinutes: 15,
    minNoticeHours: 24,
    horizonDays: 42,
    maxPerDay: 4,
    videoUrl: 'https://meet.example.ch/muster-finanzautomation',
    changeCutoffHours: 12,
  },
  events: {
    offerHoldHours: 24,
    joinOpensMinutes: 15,
    reminderHours: [24, 1],
  },
  linkedinUrl: 'https://linkedin.example.com/company/muster-finanzautomation',
  foundingYear: 2024,
  processors: {
    hosting: { name: 'Muster Hosting AG', countryCodes: ['CH'] },
    mail: { name: 'Muster Mail AG', countryCodes: ['CH'] },
  },
};
export default siteConfig;
