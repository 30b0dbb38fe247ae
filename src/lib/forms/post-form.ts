import { FAILED_REPLY, isFormReply, type FormReply } from './reply.ts';

/**
 * Sends a form's values as JSON to its endpoint and reads the reply. It never throws: without a
 * connection, or with an answer that is not a form reply (a proxy's error page), it gives FAILED_REPLY.
 */
export async function postForm<Reply extends FormReply<string, string>>(
  endpoint: string,
  values: Record<string, unknown>,
): Promise<Reply | typeof FAILED_REPLY> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const body: unknown = await response.json();
    // The endpoint is the form's own: a reply of the right shape carries the form's codes.
    if (isFormReply(body)) return body as Reply;
  } catch {
    // No connection, or not JSON: answered below like any reply that is not one.
  }
  return FAILED_REPLY;
}
