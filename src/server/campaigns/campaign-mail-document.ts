import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { LINK_STYLE } from './campaign-mail-body.ts';
import { MAIL_COLORS, MAIL_FONT } from './campaign-mail-style.ts';

// Written without JSX: the sending worker runs on Node directly, which strips types but compiles no JSX (decision 0003).

/** What a campaign mail shows around its content, every text already in the subscriber's language. */
export interface CampaignMailFrame {
  locale: string;
  subject: string;
  preview: string;
  /** The brand at the top, a link to the site's home page in that language. */
  brand: { name: string; href: string };
  footer: {
    /** Why they get it (they subscribed to the site's newsletter). */
    reason: string;
    unsubscribe: { label: string; href: string };
    /** Who sends it: name, legal entity and postal address (UWG Art. 3 lit. o). */
    sender: string;
    /** Only in a test send: that it is one, and that its links do nothing. */
    testNote?: string;
  };
}

const small: CSSProperties = { color: MAIL_COLORS.muted, fontFamily: MAIL_FONT, fontSize: '13px', lineHeight: '20px', margin: '0 0 10px' };

/**
 * The mail: one centred column of at most 600 px on a light page (react-email's Container is a table, which
 * the mail programs that ignore max-width still lay out), the brand, the campaign's content, and the footer.
 */
export function CampaignMailDocument({ frame, content }: { frame: CampaignMailFrame; content: ReactNode }) {
  const { footer } = frame;
  return h(
    Html,
    { lang: frame.locale, dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, frame.subject),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('meta', { name: 'supported-color-schemes', content: 'light' }),
    ),
    frame.preview === '' ? null : h(Preview, null, frame.preview),
    h(
      Body,
      { style: { backgroundColor: MAIL_COLORS.page, margin: '0', padding: '24px 8px', fontFamily: MAIL_FONT } },
      h(
        Container,
        { style: { backgroundColor: MAIL_COLORS.paper, maxWidth: '600px', padding: '28px 28px 20px', borderRadius: '6px' } },
        h(
          Text,
          { style: { fontFamily: MAIL_FONT, fontSize: '15px', lineHeight: '22px', fontWeight: 700, margin: '0 0 20px' } },
          h(Link, { href: frame.brand.href, style: { color: MAIL_COLORS.text, textDecoration: 'none' } }, frame.brand.name),
        ),
        h(Section, null, content),
        h(Hr, { style: { borderColor: MAIL_COLORS.rule, margin: '28px 0 16px' } }),
        h(
          Section,
          null,
          footer.testNote === undefined
            ? null
            : h(Text, { style: { ...small, color: MAIL_COLORS.text, fontWeight: 700 } }, footer.testNote),
          h(Text, { style: small }, footer.reason),
          h(Text, { style: small }, h(Link, { href: footer.unsubscribe.href, style: LINK_STYLE }, footer.unsubscribe.label)),
          h(Text, { style: small }, footer.sender),
        ),
      ),
    ),
  );
}
