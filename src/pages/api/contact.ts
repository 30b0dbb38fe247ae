import type { APIRoute } from 'astro';
import { isLocale, type Locale } from '../../i18n/config.ts';
import { localeFromPath, localizePath } from '../../i18n/paths.ts';
import { translate } from '../../i18n/translate.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '../../lib/limits.ts';
import { contactErrors, contactSchema } from '../../lib/validation/contact.ts';
import { submitContact } from '../../server/contact/contact.service.ts';
import { database } from '../../server/db/instance.ts';
import { problemResponse } from '../../server/http/api-errors.ts';
import { jsonResponse } from '../../server/http/json.ts';
import { clientAddress, hashClient, isSameOrigin, readSubmission } from '../../server/http/request.ts';
import { logger } from '../../server/logger.ts';

export const prerender = false;

/** Honeypot: a field people never see; bots fill it. */
export const HONEYPOT_FIELD = 'website';

function requestLocale(data: Record<string, unknown> | undefined, request: Request): Locale {
  if (isLocale(data?.lang)) return data.lang;
  const referer = request.headers.get('referer');
  return referer ? localeFromPath(new URL(referer, request.url).pathname) : 'de';
}

/** spec §5/§7/§8: a contact message, stored first, then the operator's notification through the outbox. */
export const POST: APIRoute = async ({ request, site, clientAddress: socketAddress }) => {
  if (!isSameOrigin(request, site?.origin)) return problemResponse('cross_site', requestLocale(undefined, request));
  const submission = await readSubmission(request, REQUEST_BODY_LIMIT_BYTES);
  if ('problem' in submission) return problemResponse(submission.problem, requestLocale(undefined, request));
  const { data, kind } = submission;
  const locale = requestLocale(data, request);
  const back = (status: string) =>
    new Response(null, { status: 303, headers: { Location: `${localizePath('/contact', locale)}?status=${status}#formular` } });
  const success = () =>
    kind === 'form' ? back('sent') : jsonResponse({ success: true, message: translate(locale, 'contact.success') });

  if (typeof data[HONEYPOT_FIELD] === 'string' && data[HONEYPOT_FIELD] !== '') {
    logger.info({ event: 'honeypot', endpoint: 'contact' }, 'ignored a bot submission');
    return success();
  }
  const parsed = contactSchema.safeParse(data);
  if (!parsed.success) {
    if (kind === 'form') return back('invalid');
    const errors = Object.fromEntries(Object.entries(contactErrors(parsed.error)).map(([field, key]) => [field, translate(locale, key)]));
    return jsonResponse({ success: false, message: translate(locale, 'validation.fixErrors'), errors }, 400);
  }
  const { id } = await submitContact((await database()).db, parsed.data, {
    language: locale,
    sourcePage: localizePath('/contact', locale),
    clientHash: hashClient(clientAddress(request, socketAddress)),
  });
  logger.info({ event: 'contact_stored', contactId: id, language: locale }, 'contact message stored');
  return success();
};

export const ALL: APIRoute = ({ request }) => problemResponse('method', requestLocale(undefined, request), { Allow: 'POST' });
