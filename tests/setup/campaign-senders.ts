import pino, { type Logger } from 'pino';
import { startCampaignSender, type CampaignSender, type CampaignSenderOptions } from '#server/campaigns/campaign-sender.ts';
import { smtpSender } from '#server/mail/transport.ts';
import type { TestDatabase } from './database.ts';
import type { TestSmtp } from './smtp.ts';

/**
 * Campaign senders for a test file, against its test database and SMTP server, polling quickly; each test's
 * senders are stopped after it (register hooks that must run after them before calling this: after-hooks run
 * last-registered first).
 */
export function useCampaignSenders(
  sources: { db: () => TestDatabase; smtp: () => TestSmtp },
  hooks: { afterEach: typeof import('vitest').afterEach },
  defaults: { concurrency: number; logger?: Logger },
): (options?: Partial<CampaignSenderOptions>) => CampaignSender {
  const running: CampaignSender[] = [];
  hooks.afterEach(async () => {
    await Promise.all(running.splice(0).map((sender) => sender.stop({ graceMs: 3000 })));
  });
  return (options = {}) => {
    const concurrency = options.concurrency ?? defaults.concurrency;
    const sender = startCampaignSender({
      db: sources.db().db,
      send: smtpSender(sources.smtp().url, { concurrency }),
      logger: defaults.logger ?? pino({ level: 'silent' }),
      concurrency,
      pollIntervalMs: 50,
      advanceEveryMs: 100,
      ...options,
    });
    running.push(sender);
    return sender;
  };
}
