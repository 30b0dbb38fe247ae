import siteConfig from '#site.config.ts';

/** The Reply-To of the mails a person may answer (site.config.ts `email.replyTo`, else the firm's contact address; decision 0046). */
export const REPLY_ADDRESS = siteConfig.email.replyTo ?? siteConfig.email.contact;
