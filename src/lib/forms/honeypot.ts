/** A form field people never see and bots fill: a submission carrying it is answered but not stored. */
export const HONEYPOT_FIELD = 'website';
