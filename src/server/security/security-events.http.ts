import { database } from '../db/instance.ts';
import { fixedText, type SubmissionHandler } from '../http/submission-endpoint.ts';
import { clientNetwork } from '../clients/client-network.ts';
import { recordReportedEvent } from './security-events.service.ts';

/**
 * spec §7: the security monitor's events. Answers 202 whatever it decides to keep; a client-sent
 * severity is ignored (the server computes it) and the address is reduced to its network.
 */
export const securityEventSubmission: SubmissionHandler<'ok'> = {
  name: 'securityEvents',
  answers: { ok: { status: 202, message: fixedText('accepted') } },
  answerFloor: false,
  async handle(context) {
    await recordReportedEvent((await database()).db, context.data, clientNetwork(context.address));
    return { code: 'ok' };
  },
};
