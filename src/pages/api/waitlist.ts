import { waitlistSubmission } from '#server/waitlist/waitlist.http.ts';
import { submissionEndpoint } from '#server/http/submission-endpoint.ts';

export const prerender = false;

/** spec §4/§5/§7/§8: the beta waiting list; answers { success, message }. */
export const { POST, ALL } = submissionEndpoint(waitlistSubmission);
