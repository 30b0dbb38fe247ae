import { eventRegistrationSubmission } from '#server/events/event-registration.http.ts';
import { submissionEndpoint } from '#server/http/submission-endpoint.ts';

export const prerender = false;

/** Decision 0051: registration for an event (rules in the handler). */
export const { POST, ALL } = submissionEndpoint(eventRegistrationSubmission);
