/**
 * Foreign cities in the other language's spelling (ner/exonyms.ts): "Lisboa", "Londres",
 * "Cologne". A named room stays capped by thing-context.ts.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

describe('exonyms of major cities', () => {
  it('finds Spanish and English spellings the place lexicon lacks', () => {
    expect(labels('Intervendrá en el foro de Lisboa en noviembre.', 'es')).toContain('LOCATION:Lisboa');
    expect(labels('Se muda a Nueva York en septiembre.', 'es')).toContain('LOCATION:Nueva York');
    expect(labels('Our team in Cologne shipped it.', 'en')).toContain('LOCATION:Cologne');
  });
  it('leaves a named room and a lower-case word alone', () => {
    expect(labels('La sala de servidores se llama Tokio.', 'es').filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
    expect(labels('hay que ir a praga? no, a la praga de bichos no', 'es').filter((l) => l.startsWith('LOCATION:'))).toEqual([]);
  });
});
