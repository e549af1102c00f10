/**
 * The shared document corpus (real PDF/DOCX files with ground truth) lives beside the
 * repository in `shared/corpus/docs` (one level up from a clone, two from a worktree under
 * `wt/`); DOCS_CORPUS overrides.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function corpusDir(): string {
  const candidates = [process.env.DOCS_CORPUS, resolve(repoRoot, '../shared/corpus/docs'), resolve(repoRoot, '../../shared/corpus/docs')];
  const found = candidates.find((dir): dir is string => Boolean(dir) && existsSync(join(dir!, 'MANIFEST.md')));
  if (!found) throw new Error('Document corpus not found: set DOCS_CORPUS to the shared corpus/docs directory.');
  return found;
}

/** The files the unit tests read are kept in the repository (test/fixtures/documents), so a clean clone runs them. */
const FIXTURES = resolve(repoRoot, 'test/fixtures/documents');

export function corpusFile(relative: string): Uint8Array {
  const fixture = join(FIXTURES, relative);
  return new Uint8Array(readFileSync(existsSync(fixture) ? fixture : join(corpusDir(), relative)));
}
