/**
 * people6en (round 6): the lines of release notes and changelogs, labelled as Keep a Changelog and
 * app-store notes label them, name features, screens, themes and integrations, not people:
 *
 *   - Fixed: Export to Harbor sometimes dropped the last row.
 *   - Deprecated: the legacy Atlas API (removal planned for 5.0).
 *   - Added: Tasman keyboard shortcuts, Coral high-contrast theme
 *   Known issues: Carnegie export may time out above 50k rows.
 *
 * A one-word name with no person cue on such a line is a product word; a name after "by",
 * "thanks to" or a title keeps its evidence (the rule that reads this asks for none).
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { BULLET, COLON, HYPHEN, ASTERISK } from '../chars.js';
import { cueSet } from '../cue-bits.js';
import { perDocument } from '../per-document.js';

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Labels that open a changelog line ("Fixed:", "Known issues:", "New features:"); not "Updated:", a status line's word too. */
const CHANGELOG_LABELS = words(`added fixed fixes changed deprecated removed improved improvements new features known breaking bugfixes
  balanced buffed nerfed tweaked`);
// people9en, the second line: a game's patch notes ("- Balanced: Ranger class damage reduced by 5%",
// "Nerfed: Sentinel shield uptime")..
const CHANGELOG_LABELS_CUE = cueSet(CHANGELOG_LABELS);
/** Bullets before the label: "- Fixed:", "* Added:", "• New:". */
const BULLETS = new Set([HYPHEN, ASTERISK, BULLET]);

/** Token ranges [first, last] of the document's changelog lines, flattened; empty for most texts. */
const changelogLines = perDocument((doc: Doc): readonly number[] => {
  const out: number[] = [];
  const starts = doc.lineStarts();
  for (let l = 0; l < starts.length; l++) {
    let t = starts[l]!;
    if (BULLETS.has(doc.charAt(t)) && !doc.isWord(t)) t++;
    if (!doc.isWord(t) || !doc.inSet(t, CHANGELOG_LABELS_CUE)) continue;
    // "Known issues:", "New features:": one more word before the colon.
    let c = t + 1;
    if (doc.isWord(c) && doc.lower(c) && doc.sep(c) < SEP_NEWLINE) c++;
    if (!doc.isChar(c, COLON) || !doc.adjacent(c)) continue;
    const end = l + 1 < starts.length ? starts[l + 1]! - 1 : doc.count - 1;
    out.push(c + 1, end);
  }
  return out;
});

/** Token a sits on a changelog line, after its label ("- Fixed: Export to Harbor…"). */
export function onChangelogLine(doc: Doc, a: number): boolean {
  const lines = changelogLines(doc);
  for (let k = 0; k < lines.length; k += 2) if (a >= lines[k]! && a <= lines[k + 1]!) return true;
  return false;
}
