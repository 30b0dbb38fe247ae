import { startSiteWithModel, type ModelSite } from '../setup/model-site.ts';
import { E2E_RATE_LIMITS } from '../setup/rate-limits.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * Browser tests of what a configured language model adds: each worker runs the built site with
 * CHAT_LLM_* pointing at a local test model, and the page's baseURL points at that site.
 */
export const test = base.extend<object, { modelSite: ModelSite }>({
  modelSite: [
    async ({}, use) => {
      const site = await startSiteWithModel({ CHAT_LLM_DRAFT_TIMEOUT_MS: '5000', ...E2E_RATE_LIMITS });
      await use(site);
      await site.stop();
    },
    // Starting a server of its own (database, migrations, assistant index) may take longer than a test on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ modelSite }, use) => use(modelSite.server.origin),
});

export { expect };
