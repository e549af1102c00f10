/**
 * The committed lexicon (shared/detection/data/lexicons.json) must be exactly what
 * `npm run build:lexicons` builds from the pinned source packages: nobody edits it by hand, and
 * a source bump without a rebuild fails here.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const data = (f: string) => fileURLToPath(new URL(`../../../../shared/detection/data/${f}`, import.meta.url));

describe('lexicon build', () => {
  it('matches the digest the build script wrote beside it', () => {
    const digest = createHash('sha256').update(readFileSync(data('lexicons.json'))).digest('hex');
    expect(readFileSync(data('lexicons.sha256'), 'utf8').trim()).toBe(digest);
  });

  it('equals a rebuild from the source packages', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', data('build-lexicons.ts'), '--check'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 130_000);
});
