import { database } from '../../server/db/instance.ts';
import { submissionEndpoint, type SubmissionResult } from '../../server/http/submission-endpoint.ts';
import { clientNetwork } from '../../server/security/client-network.ts';
import { recordSecurityEvent } from '../../server/security/security-events.service.ts';

export const prerender = false;

const accepted: SubmissionResult = { status: 202, body: { success: true, message: 'accepted' } };

/**
 * spec §7: the security monitor's events. Answers 202 whatever it decides to keep; a client-sent
 * severity is ignored (the server computes it) and the address is reduced to its network.
 */
export const { POST, ALL } = submissionEndpoint({
  name: 'securityEvents',
  decoy: () => accepted,
  async handle(context) {
    await recordSecurityEvent((await database()).db, context.data, clientNetwork(context.address));
    return accepted;
  },
});
