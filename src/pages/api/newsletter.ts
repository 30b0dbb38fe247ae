import { newsletterSubmission } from '#server/newsletter/newsletter.http.ts';
import { submissionEndpoint } from '#server/http/submission-endpoint.ts';

export const prerender = false;

/** spec §7: newsletter sign-up with double opt-in. */
export const { POST, ALL } = submissionEndpoint(newsletterSubmission);
