import { describe, expect, it } from 'vitest';
import { detectLanguage } from '#shared/detection/language.js';

describe('language: "auto"', () => {
  it.each<[string, 'en' | 'es']>([
    ['hey maria u free later?', 'en'],
    ['first_name,last_name,email\nKaren,Whitaker,kw@example.com', 'en'],
    ['Deliver to:\nMegan Costa\n19 Orchard Lane, Nashua, NH 03062', 'en'],
    ['oye marta te vienes luego a comer con jose?', 'es'],
    ['nombre,apellidos,email\nCarmen,Vidal Ferrer,cv@example.com', 'es'],
    ['Hola, soy Lucía. Desde ayer la aplicación me dice que la contraseña es incorrecta.', 'es'],
    ['Entregar a:\nMarina Costa\nCalle del Pez 19, 28004 Madrid', 'es'],
  ])('%j is %s', (text, language) => {
    expect(detectLanguage(text).language).toBe(language);
  });

  it('answers the default language, en, when nothing decides', () => {
    expect(detectLanguage('12345 67890').language).toBe('en');
    expect(detectLanguage('').votes).toEqual({ en: 0, es: 0 });
  });
});
