import { startModelServer, type ModelServer } from './model-server.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

export interface ModelSite {
  server: RunningServer;
  /** The local OpenAI-compatible model the site is configured with; `behave` sets its next answers. */
  model: ModelServer;
  stop: () => Promise<void>;
}

/** The built site with CHAT_LLM_* pointing at a local test model (which starts with an empty answer). */
export async function startSiteWithModel(extraEnv: Record<string, string> = {}): Promise<ModelSite> {
  const model = await startModelServer({ kind: 'answer', chunks: [] });
  const server = await startBuiltServer({ CHAT_LLM_BASE_URL: model.baseUrl, CHAT_LLM_MODEL: 'test-model', ...extraEnv });
  return {
    server,
    model,
    stop: async () => {
      await server.stop();
      await model.close();
    },
  };
}
