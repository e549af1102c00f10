/**
 * Detection CLI.
 *   npm run detect -- "Call me at 555-123-4567"            readable findings
 *   npm run detect -- --jsonl < in.jsonl > out.jsonl        {"id","text","language"} per line →
 *                                                           {"id","language","spans":[{start,end,entity_type,score}]}
 * Options: --language en|es|auto (default en; a JSONL line's "language" wins; auto picks en or es
 * from each text and reports the choice), --entities A,B,
 * --threshold 0.5, --redact type_label|mask|hash|pseudonymize (text mode only).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { getEngine } from './engine.js';
import { detectLanguage } from './language.js';
import { redact, REDACTION_METHODS } from './operators/index.js';
import { LANGUAGES, type AnalyzeOptions, type Language, type RedactionMethod } from './types.js';

function fail(message: string): never {
  process.stderr.write(`detect: ${message}\n`);
  process.exit(2);
}

type LanguageOption = Language | 'auto';

function language(value: unknown, fallback: LanguageOption): LanguageOption {
  if (value === undefined || value === null || value === '') return fallback;
  if (value !== 'auto' && !LANGUAGES.includes(value as Language)) fail(`unsupported language ${JSON.stringify(value)} (use en, es or auto)`);
  return value as LanguageOption;
}

/** The language to analyze `text` in: the one asked for, or the one `auto` identifies. */
function resolveLanguage(option: LanguageOption, text: string): Language {
  return option === 'auto' ? detectLanguage(text).language : option;
}

async function runJsonl(base: Omit<AnalyzeOptions, 'language'>, defaultLanguage: LanguageOption): Promise<void> {
  const engine = getEngine();
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    let row: { id?: unknown; text?: unknown; language?: unknown };
    try {
      row = JSON.parse(line) as typeof row;
    } catch {
      fail(`line ${n} is not JSON`);
    }
    if (typeof row.text !== 'string') fail(`line ${n} has no "text" string`);
    const lang = resolveLanguage(language(row.language, defaultLanguage), row.text);
    const spans = engine.analyze(row.text, { ...base, language: lang });
    const out = { id: row.id ?? null, language: lang, spans: spans.map(({ start, end, entity_type, score }) => ({ start, end, entity_type, score })) };
    if (!process.stdout.write(JSON.stringify(out) + '\n')) await new Promise((r) => process.stdout.once('drain', r));
  }
}

async function runText(text: string, opts: AnalyzeOptions, method: RedactionMethod | undefined): Promise<void> {
  const started = performance.now();
  const spans = getEngine().explain(text, opts);
  const ms = performance.now() - started;
  const chars = [...text];
  if (spans.length === 0) process.stdout.write('No findings.\n');
  for (const s of spans) {
    const value = chars.slice(s.start, s.end).join('');
    process.stdout.write(
      `${s.entity_type.padEnd(22)} ${s.score.toFixed(2)}  [${s.start}, ${s.end})  ${JSON.stringify(value)}  (${s.recognizer})\n`,
    );
  }
  if (method) {
    const result = await redact(text, spans, method, { tenantSecret: 'cli-local-secret' });
    process.stdout.write(`\n${result.redacted_text}\n`);
  }
  process.stderr.write(`${spans.length} finding(s) in ${ms.toFixed(1)} ms (language ${opts.language})\n`);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      jsonl: { type: 'boolean', default: false },
      language: { type: 'string', short: 'l' },
      entities: { type: 'string', short: 'e' },
      threshold: { type: 'string', short: 't' },
      redact: { type: 'string', short: 'r' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(
      'Usage: npm run detect -- [--language en|es|auto] [--entities A,B] [--threshold 0.5] [--redact METHOD] "text"\n' +
        '       npm run detect -- --jsonl < input.jsonl\n',
    );
    return;
  }
  const lang = language(values.language, 'en');
  const base: Omit<AnalyzeOptions, 'language'> = {};
  if (values.entities) base.entities = values.entities.split(',').map((e) => e.trim()).filter(Boolean);
  if (values.threshold !== undefined) {
    const t = Number(values.threshold);
    if (!Number.isFinite(t) || t < 0 || t > 1) fail('--threshold must be a number between 0 and 1');
    base.threshold = t;
  }
  const method = values.redact as RedactionMethod | undefined;
  if (method && !REDACTION_METHODS.includes(method)) fail(`--redact must be one of ${REDACTION_METHODS.join(', ')}`);

  if (values.jsonl) return runJsonl(base, lang);
  const text = positionals.length > 0 ? positionals.join(' ') : '';
  if (!text) fail('give a text to analyze, or --jsonl to read JSON lines from stdin');
  return runText(text, { ...base, language: resolveLanguage(lang, text) }, method);
}

await main();
