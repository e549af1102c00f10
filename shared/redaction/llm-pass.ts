import { getEngine } from '../detection/engine.js';
import type { AnalyzeOptions, Span } from '../detection/types.js';

export interface Detection {
  spans: Span[];
  warnings: string[];
}

/**
 * The optional LLM pass (policy or request flag `llm_detection_enabled`). It runs only when an
 * LLM is configured for the deployment (LLM_PROVIDER=bedrock with LLM_MODEL_ID, or
 * LLM_PROVIDER=openai with LLM_BASE_URL, LLM_MODEL_ID and optionally LLM_API_KEY); its module
 * is imported on first use, so functions that never use it do not load it. Any LLM failure
 * degrades to the rule engine with a warning, never to an error.
 */
export async function detectWithOptionalLlm(text: string, options: AnalyzeOptions, useLlm: boolean): Promise<Detection> {
  const engine = getEngine();
  if (!useLlm) return { spans: engine.analyze(text, options), warnings: [] };
  const provider = process.env.LLM_PROVIDER;
  const model = process.env.LLM_MODEL_ID;
  if (!provider || !model) {
    return {
      spans: engine.analyze(text, options),
      warnings: ['LLM detection was requested but no LLM is configured for this deployment; rule-based results only.'],
    };
  }
  const llm = await import('../detection/llm/index.js');
  const detector =
    provider === 'bedrock'
      ? llm.bedrockDetector({ modelId: model, region: process.env.AWS_REGION })
      : llm.openAiCompatibleDetector({ baseUrl: process.env.LLM_BASE_URL ?? '', model, apiKey: process.env.LLM_API_KEY });
  return llm.analyzeWithLlm(engine, text, options, detector);
}
