import { submissionEndpoint } from '#server/http/submission-endpoint.ts';
import { securityEventSubmission } from '#server/security/security-events.http.ts';

export const prerender = false;

/** spec §7: the security monitor's events (rules in the handler). */
export const { POST, ALL } = submissionEndpoint(securityEventSubmission);
