import { bookingSubmission } from '#server/booking/booking.http.ts';
import { submissionEndpoint } from '#server/http/submission-endpoint.ts';

export const prerender = false;

/** Decision 0050: the free consultation booked on the site (rules in the handler). */
export const { POST, ALL } = submissionEndpoint(bookingSubmission);
