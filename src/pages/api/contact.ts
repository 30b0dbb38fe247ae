import { contactSubmission } from '#server/contact/contact.http.ts';
import { submissionEndpoint } from '#server/http/submission-endpoint.ts';

export const prerender = false;

/** spec §5/§7/§8: contact messages (rules in the handler). */
export const { POST, ALL } = submissionEndpoint(contactSubmission);
