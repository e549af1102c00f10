/**
 * people8es (round 8). A configuration file's keys look like chat speakers: a lower-case word,
 * a colon, then the value ("  lima:        { prioridad: alta, reintentos: 5 }", "valencia: {
 * prioridad: media }"). When the value opens a mapping with "{" (YAML flow style, JSON-like
 * config), the line is a setting, not a message: chat lines do not start with a brace.
 */
import { type Doc, SEP_NEWLINE } from './doc.js';
import { COLON, OPEN_BRACE } from './chars.js';

/** The label at word s ends in a colon followed by "{" on the same line: "lima: { … }". */
export function mappingValueLine(doc: Doc, s: number): boolean {
  let c = s + 1;
  while (c < doc.count && doc.sep(c) < SEP_NEWLINE && !doc.isChar(c, COLON)) c++;
  return doc.isChar(c, COLON) && configValueAfter(doc, c);
}

/**
 * The colon at token c opens a setting's value rather than a message: "{" on its line ("lima: {
 * prioridad: alta }"), or nothing at all on its line, a parent key whose entries follow
 * ("colas:⏎  lima: …"). A chat speaker's message follows the colon on the same line.
 */
export function configValueAfter(doc: Doc, c: number): boolean {
  const v = c + 1;
  return v >= doc.count || doc.sep(v) >= SEP_NEWLINE || doc.isChar(v, OPEN_BRACE);
}
