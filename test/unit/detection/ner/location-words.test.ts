/**
 * A Spanish small town spelled like an everyday word (location.ts, smallTownWord): the word at a
 * sentence start or inside a title-case run, the place after a place preposition.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const places = (text: string) => labels(text, 'es').filter((l) => l.startsWith('LOCATION:'));

describe('a small town named like an everyday Spanish word', () => {
  it.each([
    'Estancia estupenda, la habitación daba al puerto.',
    'Formación: Técnico Superior en Logística.',
    'Grado en Bellas Artes, 2018.',
  ])('%j has no place', (text) => {
    expect(places(text)).toEqual([]);
  });
  it('keeps a big city and a town after a place preposition', () => {
    expect(places('Sevilla estaba preciosa en abril.')).toContain('LOCATION:Sevilla');
    expect(places('Nos vemos en Estancia el sábado.')).toContain('LOCATION:Estancia');
  });
});
