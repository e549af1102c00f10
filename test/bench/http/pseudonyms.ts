/**
 * `npm run bench:pseudonyms`: one POST /redact/text with N distinct e-mail addresses (default
 * 2,000, about 60 KB) and `redaction_method: pseudonymize`, against `npm start --in-memory`.
 * Three rounds: all values new; the same text again (all found); N other new values while the
 * first N are stored (more collisions to probe past). Prints the time of each round.
 *   --count N   distinct values per request (default 2000)
 */
import { parseArgs } from 'node:util';
import { spawnServer, waitReady } from './server.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '2000' } } });
const count = Number(values.count);
const emails = (tag: string) => Array.from({ length: count }, (_, i) => `person.${tag}${i}@example.com`);

const server = await spawnServer();
try {
  await waitReady(server);
  // Load the redaction handler (engine, lexicons) first, as a warm Lambda would have it.
  await fetch(`${server.apiUrl}/redact/text`, {
    method: 'POST',
    headers: { 'x-api-key': server.key, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'warm up, jane@example.com', redaction_method: 'pseudonymize' }),
  });
  const round = async (label: string, list: string[]) => {
    const text = list.join(', ');
    const started = performance.now();
    const res = await fetch(`${server.apiUrl}/redact/text`, {
      method: 'POST',
      headers: { 'x-api-key': server.key, 'content-type': 'application/json' },
      body: JSON.stringify({ text, redaction_method: 'pseudonymize' }),
    });
    const ms = performance.now() - started;
    const body = (await res.json()) as { findings?: { replacement: string }[]; detail?: string };
    const distinct = new Set(body.findings?.map((f) => f.replacement)).size;
    console.log(
      `  ${label.padEnd(34)} ${String(res.status)}  ${(ms / 1000).toFixed(2)} s  ${(text.length / 1024).toFixed(0)} KB  ${distinct} distinct pseudonyms` +
        (body.detail ? `  (${body.detail})` : ''),
    );
    return body;
  };
  console.log(`POST /redact/text, ${count} distinct e-mails, pseudonymize (local, in memory)`);
  const first = await round('new values', emails('a'));
  const again = await round('same text again (all stored)', emails('a'));
  const same = JSON.stringify(first.findings) === JSON.stringify(again.findings);
  console.log(`  deterministic: ${same ? 'yes' : 'NO'}`);
  await round('other new values (store holds N)', emails('b'));
  if (!same) process.exitCode = 1;
} finally {
  await server.stop();
}
