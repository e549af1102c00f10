/**
 * people6en (round 6): words that name projects, services, releases and products far more often
 * than people, though a given-name list holds them: teams name their services after birds, myths
 * and stars ("Teams: Falcon owns payments, Kestrel owns mobile", "Export to Harbor", "the legacy
 * Atlas API", "queue backlog alert (Orion)"). Alone and with no person cue, such a word is no
 * person; a cue still makes one ("ask Orion", "Dr. Atlas", "Orion Baptiste").
 *
 * people8es (round 8), the "quetzal" line: "nombres de aves para colas técnicas (Cóndor, Quetzal)".
 * people8en, the last line: "Harrier", "Merlin" (birds of prey, a team directory "- Merlin: data platform") and
 * "Everest" (a service: <service name="Everest">).
 *
 * Only rare given names go here: "Wren", "Raven", "Aspen", "Nova" and "Willow" are given to many
 * children and stay out.
 */
import { type Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

const CODENAME_WORDS = new Set(`
  atlas orion apollo titan falcon kestrel heron osprey harbor harbour hermes zeus pegasus lynx
  sparrow hawk eagle condor
  quetzal
  harrier merlin everest`.trim().split(/\s+/));
const CODENAME_WORDS_CUE = cueSet(CODENAME_WORDS);

/** Token a is a code-name word ("Atlas", "Kestrel"). */
export function codenameWord(doc: Doc, a: number): boolean {
  return doc.inSet(a, CODENAME_WORDS_CUE);
}
