import type { Language, Span } from '../types.js';
import { parseLlmAnswer, systemPrompt } from './prompt.js';
import { LlmError, type LlmDetector } from './types.js';

export interface BedrockConfig {
  modelId: string;
  region?: string;
  /** Endpoint override (VPC endpoint, or a local fake in tests). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  maxTokens?: number;
}

type BedrockModule = typeof import('@aws-sdk/client-bedrock-runtime');
type BedrockClient = InstanceType<BedrockModule['BedrockRuntimeClient']>;

/**
 * Amazon Bedrock through the Converse API. The SDK is imported on first use only, so the
 * engine never loads it unless an LLM pass is configured.
 */
export class BedrockConverseDetector implements LlmDetector {
  readonly name = 'bedrock';
  private client: Promise<{ sdk: BedrockModule; client: BedrockClient }> | undefined;

  constructor(private readonly config: BedrockConfig) {}

  private load(): Promise<{ sdk: BedrockModule; client: BedrockClient }> {
    this.client ??= import('@aws-sdk/client-bedrock-runtime').then((sdk) => ({
      sdk,
      client: new sdk.BedrockRuntimeClient({
        region: this.config.region,
        endpoint: this.config.endpoint,
        credentials: this.config.credentials,
        maxAttempts: 1,
      }),
    }));
    return this.client;
  }

  async detect(text: string, language: Language, entityTypes: readonly string[], signal?: AbortSignal): Promise<Span[]> {
    const { sdk, client } = await this.load();
    const response = await client.send(
      new sdk.ConverseCommand({
        modelId: this.config.modelId,
        system: [{ text: systemPrompt(language, entityTypes) }],
        messages: [{ role: 'user', content: [{ text }] }],
        inferenceConfig: { temperature: 0, maxTokens: this.config.maxTokens ?? 2048 },
      }),
      { abortSignal: signal },
    );
    const content = response.output?.message?.content?.map((c) => c.text ?? '').join('') ?? '';
    if (!content) throw new LlmError('the Bedrock answer has no text');
    return parseLlmAnswer(content, text, entityTypes);
  }
}
