import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createH2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';
import {
  analyzeWithLlm,
  bedrockDetector,
  createLlmDetector,
  LlmError,
  openAiCompatibleDetector,
  parseLlmAnswer,
} from '#shared/detection/llm/index.js';
import { compileTenantRules } from '#shared/detection/tenant-rules.js';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: { url: string; body: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body, auth: req.headers.authorization });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

function openAiAnswer(content: string): Handler {
  return (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };
}

// PROJECT is a type only the fake LLM reports, so the rule results do not depend on NER.
const text = 'Projekt Ñandú 😀 wrote to ana@example.com about Projekt Ñandú';
const opts = { language: 'en' as const, entities: ['PROJECT', 'EMAIL_ADDRESS'] };

describe('OpenAI-compatible adapter', () => {
  it('sends a chat completion and merges validated spans with rule spans', async () => {
    handler = openAiAnswer(
      '```json\n' +
        JSON.stringify({
          entities: [
            { text: 'Projekt Ñandú', entity_type: 'PROJECT', score: 0.9 },
            { text: 'Nobody Here', entity_type: 'PROJECT' },
            { text: 'secret', entity_type: 'NOT_REQUESTED' },
          ],
        }) +
        '\n```',
    );
    const llm = openAiCompatibleDetector({ baseUrl: baseUrl + '/v1/', apiKey: 'k-1', model: 'm' });
    const result = await analyzeWithLlm(getEngine(), text, opts, llm);
    expect(result.warnings).toEqual([]);
    const chars = [...text];
    expect(result.spans.map((s) => [s.entity_type, chars.slice(s.start, s.end).join('')])).toEqual([
      ['PROJECT', 'Projekt Ñandú'],
      ['EMAIL_ADDRESS', 'ana@example.com'],
      ['PROJECT', 'Projekt Ñandú'],
    ]);
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    expect(requests[0]?.auth).toBe('Bearer k-1');
    const sent = JSON.parse(requests[0]?.body ?? '{}') as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe('m');
    expect(sent.messages[1]?.content).toBe(text);
  });

  it.each<[string, Handler]>([
    ['an HTTP error', (_q, _b, res) => res.writeHead(500).end('boom')],
    ['malformed JSON', openAiAnswer('I found: Ana')],
    ['a wrong shape', openAiAnswer('{"entities":"Ana"}')],
    ['no content', (_q, _b, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}')],
  ])('degrades to rule results with a warning on %s', async (_name, h) => {
    handler = h;
    const llm = openAiCompatibleDetector({ baseUrl, model: 'm' });
    const result = await analyzeWithLlm(getEngine(), text, opts, llm);
    expect(result.spans.map((s) => s.entity_type)).toEqual(['EMAIL_ADDRESS']);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/LLM detection skipped/);
    expect(result.warnings[0]).not.toContain('Projekt');
  });

  it('degrades on timeout without waiting for the endpoint', async () => {
    handler = () => undefined; // never answers
    const llm = openAiCompatibleDetector({ baseUrl, model: 'm' });
    const started = performance.now();
    const result = await analyzeWithLlm(getEngine(), text, opts, llm, { timeoutMs: 200 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.warnings[0]).toMatch(/longer than 200 ms/);
    expect(result.spans).toHaveLength(1);
  });

  it('degrades when the endpoint is unreachable', async () => {
    const llm = openAiCompatibleDetector({ baseUrl: 'http://127.0.0.1:1', model: 'm' });
    const result = await analyzeWithLlm(getEngine(), text, opts, llm);
    expect(result.warnings).toHaveLength(1);
  });

  it('applies the allow list and threshold to LLM spans', async () => {
    handler = openAiAnswer(JSON.stringify({ entities: [{ text: 'Projekt Ñandú', entity_type: 'PROJECT', score: 0.9 }, { text: 'wrote', entity_type: 'PROJECT', score: 0.2 }] }));
    const tenant = compileTenantRules([], [{ type: 'allow', value: 'projekt ñandú', entity_type: 'PROJECT' }]);
    const llm = openAiCompatibleDetector({ baseUrl, model: 'm' });
    const result = await analyzeWithLlm(getEngine(), text, { ...opts, tenant }, llm);
    expect(result.spans.map((s) => s.entity_type)).toEqual(['EMAIL_ADDRESS']);
  });

  it('splits long text into chunks and keeps offsets global', async () => {
    handler = (_req, body, res) => {
      const content = (JSON.parse(body) as { messages: { content: string }[] }).messages[1]?.content ?? '';
      const entities = content.includes('Zed Quux') ? [{ text: 'Zed Quux', entity_type: 'PROJECT' }] : [];
      openAiAnswer(JSON.stringify({ entities }))(_req, body, res);
    };
    const long = '😀 ' + 'filler words here '.repeat(20) + 'Zed Quux';
    const llm = openAiCompatibleDetector({ baseUrl, model: 'm' });
    const result = await analyzeWithLlm(getEngine(), long, { language: 'en', entities: ['PROJECT'] }, llm, { chunkChars: 100 });
    expect(requests.length).toBeGreaterThan(1);
    const chars = [...long];
    expect(result.spans.map((s) => chars.slice(s.start, s.end).join(''))).toEqual(['Zed Quux']);
  });
});

describe('Bedrock Converse adapter', () => {
  // The Bedrock runtime client speaks HTTP/2, so its fake is a cleartext HTTP/2 server.
  let h2: Http2Server;
  let h2Url: string;
  let h2Status = 200;
  let h2Body = '';
  const h2Paths: string[] = [];

  beforeAll(async () => {
    h2 = createH2Server((req, res) => {
      h2Paths.push(req.url);
      req.resume();
      req.on('end', () => {
        res.writeHead(h2Status, { 'content-type': 'application/json' });
        res.end(h2Body);
      });
    });
    await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', resolve));
    h2Url = `http://127.0.0.1:${(h2.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => h2.close(resolve));
  });

  const detector = () =>
    bedrockDetector({
      modelId: 'anthropic.test-model',
      region: 'us-east-1',
      endpoint: h2Url,
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    });

  it('calls Converse and parses the answer', async () => {
    h2Status = 200;
    h2Body = JSON.stringify({
      output: { message: { role: 'assistant', content: [{ text: '{"entities":[{"text":"Projekt Ñandú","entity_type":"PROJECT"}]}' }] } },
      stopReason: 'end_turn',
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
      metrics: { latencyMs: 1 },
    });
    const result = await analyzeWithLlm(getEngine(), text, opts, detector());
    expect(result.warnings).toEqual([]);
    expect(result.spans.filter((s) => s.entity_type === 'PROJECT')).toHaveLength(2);
    expect(h2Paths.at(-1)).toBe('/model/anthropic.test-model/converse');
  });

  it('degrades when Bedrock fails', async () => {
    h2Status = 400;
    h2Body = '{"message":"bad request"}';
    const result = await analyzeWithLlm(getEngine(), text, opts, detector());
    expect(result.warnings).toHaveLength(1);
    expect(result.spans.map((s) => s.entity_type)).toEqual(['EMAIL_ADDRESS']);
  });

  it('degrades when no region is configured', async () => {
    const result = await analyzeWithLlm(getEngine(), text, opts, bedrockDetector({ modelId: 'm', endpoint: h2Url }));
    expect(result.warnings).toHaveLength(1);
  });
});

describe('LLM pass configuration', () => {
  it('is off unless configured', async () => {
    expect(createLlmDetector(undefined)).toBeUndefined();
    const result = await analyzeWithLlm(getEngine(), text, opts);
    expect(result).toEqual({ spans: getEngine().analyze(text, opts), warnings: [] });
  });

  it('validates answers: requested types only, text must occur, whole words', () => {
    const spans = parseLlmAnswer(
      '{"entities":[{"text":"Ana","entity_type":"person"},{"text":"Bob","entity_type":"PERSON"},{"text":"na","entity_type":"PERSON"}]}',
      'Ana and Anabel',
      ['PERSON'],
    );
    expect(spans).toEqual([{ entity_type: 'PERSON', start: 0, end: 3, score: 0.8 }]);
    expect(() => parseLlmAnswer('nothing', 'x', ['PERSON'])).toThrow(LlmError);
  });
});
