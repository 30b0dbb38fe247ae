import { eventInterestSubmission } from '#server/events/interest.http.ts';
import { submissionEndpoint } from '#server/http/submission-endpoint.ts';

export const prerender = false;

/** Decision 0051: a sign-up to a format's interest list, double opt-in. */
export const { POST, ALL } = submissionEndpoint(eventInterestSubmission);
