/**
 * The NER score tables (ner/person/score-table.ts, ner/organization/score-table.ts) and the
 * person cue table (ner/person/evidence.ts): well-formed, and single rules exercised by name on a
 * sentence. Each "by name" test removes its rule from the table and checks the result changes,
 * so it fails if that rule is deleted or stops firing there.
 */
import { describe, expect, it } from 'vitest';
import { Doc, type Candidate } from '#shared/detection/ner/doc.js';
import { findPersons, personCueBefore } from '#shared/detection/ner/person/index.js';
import { EVIDENCE_CUES, EV_CONTEXT, EV_LABEL, EV_NONE, EV_TITLE, EV_WEAK, type EvidenceCue } from '#shared/detection/ner/person/evidence.js';
import { FINDER_SCORES, PERSON_FLOOR, PERSON_SCORE_STAGES, type ScoreRule } from '#shared/detection/ner/person/score-table.js';
import { compileScoreTable } from '#shared/detection/ner/person/score.js';
import { findOrganizations } from '#shared/detection/ner/organization/index.js';
import { HEAD_RULES, ORG_SCORES, type HeadRule } from '#shared/detection/ner/organization/score-table.js';
import type { Language } from '#shared/detection/types.js';

const inUnitRange = (n: number) => Number.isFinite(n) && n >= 0 && n <= 1;

/** "name:score" of every PERSON candidate the person pass emits (below the threshold too). */
function persons(text: string, lang: Language = 'en'): string[] {
  const out: Candidate[] = [];
  findPersons(new Doc(text, lang), out);
  return out.map((c) => `${text.slice(c.start, c.end)}:${c.score}`);
}

function organizations(text: string, lang: Language = 'en'): string[] {
  const out: Candidate[] = [];
  findOrganizations(new Doc(text, lang), out);
  return out.map((c) => `${text.slice(c.start, c.end)}:${c.score}`);
}

/**
 * Runs fn with the named rule taken out of its table (restored afterwards). The person table is
 * compiled at load (score.ts), so it is recompiled after each change.
 */
function without<T>(tables: readonly (readonly unknown[])[], name: string, fn: () => T): T {
  for (const table of tables) {
    const rules = table as { name: string }[];
    const at = rules.findIndex((r) => r.name === name);
    if (at < 0) continue;
    const [rule] = rules.splice(at, 1);
    compileScoreTable();
    try {
      return fn();
    } finally {
      rules.splice(at, 0, rule!);
      compileScoreTable();
    }
  }
  throw new Error(`no rule named ${name}`);
}

const personTables = PERSON_SCORE_STAGES.map((s) => s.rules);

describe('person score table', () => {
  const rules: ScoreRule[] = PERSON_SCORE_STAGES.flatMap((s) => [...s.rules]);

  it('every rule has a unique name, a reason, an example and one effect in [0, 1]', () => {
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length);
    for (const r of rules) {
      expect(r.name, r.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.why.length, r.name).toBeGreaterThan(10);
      expect(r.example.length, r.name).toBeGreaterThan(2);
      const effects = [r.score, r.cap, r.raise, r.drop].filter((x) => x !== undefined);
      expect(effects.length, r.name).toBe(1);
      for (const v of [r.score, r.cap, r.raise]) if (v !== undefined) expect(inUnitRange(v), r.name).toBe(true);
    }
  });

  it('every first-match base stage ends with a rule that always holds', () => {
    for (const stage of PERSON_SCORE_STAGES.filter((s) => s.name.endsWith('-base'))) {
      expect(stage.firstMatch, stage.name).toBe(true);
      const last = stage.rules[stage.rules.length - 1]!;
      expect(last.score, stage.name).toBeDefined();
      expect(last.when({} as never, 0), stage.name).toBe(true);
    }
  });

  it('rule guards name a word count or an evidence level', () => {
    const levels = new Set([EV_NONE, EV_WEAK, EV_CONTEXT, EV_TITLE, EV_LABEL]);
    for (const r of rules) {
      if (r.words !== undefined) expect(['one', 'several'], r.name).toContain(r.words);
      if (r.evidence !== undefined) expect(levels.has(r.evidence), r.name).toBe(true);
    }
  });

  it('finder scores and the floor are in [0, 1] with a reason and an example', () => {
    for (const [name, s] of Object.entries({ ...FINDER_SCORES, floor: PERSON_FLOOR })) {
      expect(inUnitRange(s.score), name).toBe(true);
      expect(s.why.length, name).toBeGreaterThan(10);
      expect(s.example.length, name).toBeGreaterThan(2);
    }
  });

  // [rule, sentence, the candidate "name:score" the rule decides]
  const cases: [string, string, string][] = [
    ['given-and-surname', 'I was introduced to Carla Brandt last week.', 'Carla Brandt:0.85'],
    ['after-title', 'Please call Dr. Abbott tomorrow.', 'Abbott:0.9'],
    ['given-name-alone', 'I think Priya knows the answer.', 'Priya:0.6'],
    ['initial-and-unknown', 'I saw R. Mbeki there.', 'R. Mbeki:0.6'],
    ['place-word-alone', 'We visited Florence in May.', 'Florence:0.45'],
    ['product-noun', 'The Kelvin dashboard is down.', 'Kelvin:0.3'],
    // people6en (round 6)
    ['codename-word-alone', 'Teams: Falcon owns payments.', 'Falcon:0.3'],
    ['changelog-line', '- Fixed: Export to Willow sometimes dropped the last row.', 'Willow:0.3'],
    ['menu-path-step', 'Remove and re-add it under Settings > General > Keyboard.', 'General:0.3'],
    ['colour-note-after', 'Colour guide: Sahara (warm beige), Denver (slate blue).', 'Sahara:0.3'],
    ['natural-feature-last', 'Team names: Team Sydney Harbour, Team Marigold.', 'Sydney Harbour:0.3'],
    ['context-several', 'Dear Zorbat Quimble, your order shipped.', 'Zorbat Quimble:0.85'],
    ['spelled-in-email', 'We invited Zorbat Quimble (zorbat.quimble@example.com) too.', 'Zorbat Quimble:0.85'],
    ['human-verb-after', 'The carpet was a mess. Gary showed up on time.', 'Gary:0.7'],
    ['name-heading-spelled-below', 'ANJALI DESHPANDE\nFlat 12, Baner Road, Pune 411045 | +91 98220 41735 | anjali.deshpande@protonmail.com', 'ANJALI DESHPANDE:0.75'],
    ['after-kitchen-quantity', 'Finish with 50g cold butter and 60g Grana Padano.', 'Grana Padano:0.3'],
    ['result-line-side', 'Everton 0-0 Fulham\nNewcastle 3-2 Aston Villa\nBrighton 1-1 Crystal Palace', 'Aston Villa:0.3'],
    // people9en (round 9)
    ['changelog-line-everyday-word', 'v2.8.3\n* Fixed: Braai Mode timer kept running after the app was closed', 'Braai Mode:0.3'],
    ['hex-colour-after', '- Use Forest Green (#1F6F4A) for primary buttons', 'Forest Green:0.3'],
    ['bracketed-finish-after-product', 'Order summary:\n1 × Ridgeline 45L Hiking Pack (Moss)', 'Moss:0.3'],
    ['possessive-institution', "Baby is due for the second dose at Gertrude's Children's Hospital, Muthaiga.", 'Gertrude:0.3'],
  ];
  for (const [rule, text, expected] of cases) {
    it(`rule ${rule}: "${text}"`, () => {
      expect(persons(text)).toContain(expected);
      expect(without(personTables, rule, () => persons(text))).not.toContain(expected);
    });
  }

  // people9es: Spanish rules, [rule, sentence, the candidate "name:score" the rule decides]
  const casesEs: [string, string, string][] = [
    ['place-head-first-es', 'Se alquila apartamento en PH Torre Marina, piso 14.', 'Torre Marina:0.3'],
  ];
  for (const [rule, text, expected] of casesEs) {
    it(`rule ${rule}: "${text}"`, () => {
      expect(persons(text, 'es')).toContain(expected);
      expect(without(personTables, rule, () => persons(text, 'es'))).not.toContain(expected);
    });
  }

  // [rule, sentence, the name the rule drops]
  const drops: [string, string, string][] = [
    ['model-code-after', 'The Falcon X200 ships with a charger.', 'Falcon'],
    ['saint-place', 'We flew to San Sebastián for the weekend.', 'San Sebastián'],
    ['demonym', 'I bought a German one last year.', 'German'],
  ];
  for (const [rule, text, name] of drops) {
    it(`rule ${rule} drops "${name}"`, () => {
      expect(persons(text).some((c) => c.startsWith(`${name}:`))).toBe(false);
      expect(without(personTables, rule, () => persons(text)).some((c) => c.startsWith(`${name}:`))).toBe(true);
    });
  }
});

describe('person cue table', () => {
  const levels = new Set([EV_NONE, EV_WEAK, EV_CONTEXT, EV_TITLE, EV_LABEL]);

  it('every cue has a unique name, a known level, a reason and an example', () => {
    const cues: EvidenceCue[] = [...EVIDENCE_CUES];
    expect(new Set(cues.map((c) => c.name)).size).toBe(cues.length);
    for (const c of cues) {
      expect(levels.has(c.level), c.name).toBe(true);
      expect(c.why.length, c.name).toBeGreaterThan(10);
      expect(c.example.length, c.name).toBeGreaterThan(2);
    }
  });

  it('cue two-word-cue: "spoke with" names a person', () => {
    const text = 'I spoke with Zorbat yesterday.';
    const doc = () => new Doc(text, 'en');
    const at = (d: Doc) => [...Array(d.count).keys()].find((i) => d.isWord(i) && d.key(i) === 'zorbat')!;
    const d1 = doc();
    expect(personCueBefore(d1, at(d1))).toBe(true);
    const d2 = doc();
    expect(without([EVIDENCE_CUES], 'two-word-cue', () => personCueBefore(d2, at(d2)))).toBe(false);
  });
});

describe('organization score table', () => {
  it('every score and head rule has a reason, an example and a score in [0, 1]; names unique', () => {
    const rules: HeadRule[] = [...HEAD_RULES];
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length);
    expect(rules[rules.length - 1]!.when({ suffix: false, genericHead: false, everyday: false, heading: false, connector: false, civic: false, ofNext: false, direct: false, oneWordOf: false, tier: false, systemName: false })).toBe(true);
    for (const s of [...rules, ...Object.values(ORG_SCORES)]) {
      expect(inUnitRange(s.score), s.why).toBe(true);
      expect(s.why.length, s.why).toBeGreaterThan(10);
      expect(s.example.length, s.why).toBeGreaterThan(2);
    }
  });

  it('head rule generic-unit: "Departamento de Compras" is weak, "Universidad de Salamanca" is not', () => {
    const unit = 'Envíalo al Departamento de Compras mañana.';
    expect(organizations(unit, 'es')).toContain(`Departamento de Compras:${HEAD_RULES.find((r) => r.name === 'generic-unit')!.score}`);
    expect(without([HEAD_RULES], 'generic-unit', () => organizations(unit, 'es'))).toContain('Departamento de Compras:0.8');
    expect(organizations('Estudió en la Universidad de Salamanca.', 'es')).toContain('Universidad de Salamanca:0.8');
  });

  it('head rule civic-without-of: "City of Calgary" is a government, "County Durham" no organization', () => {
    expect(organizations('City of Calgary – Property tax notice', 'en')).toContain('City of Calgary:0.8');
    expect(organizations('We drove through County Durham.', 'en')).toEqual([]);
    expect(without([HEAD_RULES], 'civic-without-of', () => organizations('We drove through County Durham.', 'en'))).toContain('County Durham:0.8');
  });

  it('head rule heading-line: a heading with "de" names an institution', () => {
    const text = 'Irma Zavala, ext. 104\nColegio Americano del Noreste';
    expect(organizations(text, 'es')).toContain('Colegio Americano del Noreste:0.8');
    expect(organizations('Clinic Visit Summary', 'en')).toContain('Clinic Visit Summary:0.45');
  });
});
