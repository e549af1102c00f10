/**
 * The floor of the HTTP benchmark: the same POST bodies through the same detection engine and
 * redaction operator behind a bare node:http server, with nothing else (no API key, rate limit,
 * metering, tenant config, API Gateway event or middy). No implementation of POST /redact/text
 * can answer faster than this on the machine, so it shows what the machine allows.
 *
 * `node --import tsx test/bench/http/floor-server.ts` with FLOOR_PORT and FLOOR_PROCESSES
 * (node:cluster workers sharing the port; 1 = this process alone). Prints "floor ready" once
 * every process listens.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { getEngine } from '../../../shared/detection/engine.js';
import { redact } from '../../../shared/detection/operators/index.js';

const port = Number(process.env.FLOOR_PORT);
const processes = Number(process.env.FLOOR_PROCESSES ?? 1);

function serve(): void {
  const engine = getEngine();
  engine.analyze('Warm up with Jane Doe in Madrid.', { language: 'en' });
  createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { text } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string };
      const spans = engine.analyze(text, { language: 'en' });
      void redact(text, spans, 'type_label', { tenantSecret: 'floor' }).then((result) => {
        const body = JSON.stringify({ redacted_text: result.redacted_text, findings: result.findings, entity_count: result.findings.length });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
  }).listen(port, '127.0.0.1', () => {
    if (cluster.isPrimary) console.log('floor ready');
    else process.send?.('listening');
  });
}

if (processes > 1 && cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().on('message', (message) => {
      if (message === 'listening' && ++listening === processes) console.log('floor ready');
    });
  }
} else {
  serve();
}
