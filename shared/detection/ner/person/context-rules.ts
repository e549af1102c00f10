/**
 * Score rules from the run's surroundings, after its shape score (shape-rules.ts): places,
 * products, labels and codes around it (CONTEXT_CHECKS, in order), the evidence before it
 * (EVIDENCE_RAISES, first match wins; levels from evidence.ts), then FINAL_CHECKS in order.
 * A rule's `words` and `evidence` fields are guards: it is tested only for runs of that many
 * words, at that evidence level.
 * See score-table.ts.
 */
import { EN_DEMONYMS } from '../cues.js';
import { SEP_NEWLINE } from '../doc.js';
import { COLON, DOT } from '../chars.js';
import { cueSet } from '../cue-bits.js';
import { EV_CONTEXT, EV_NONE, EV_TITLE, EV_WEAK } from './evidence.js';
import { SAINT_AND_PLACE_ABBREVIATIONS, SAINT_WORDS, abbreviatedLabel, humanAfter, modelCodeAt, productNounAround, spelledInEmail } from './context.js';
import type { RuleCondition, ScoreRule } from './score-table.js';
import { FLOOR, NOT_A_PERSON, SURE_NAME } from './score-levels.js';
import { partOfFullName } from './document-names.js';
import { FINISH_CUE, bracketedFinishAfterProduct, finishListItem, hexColourAfter, thingListItem } from './finish-lists.js';
import { givenOfFullName, vocativeOpeningLine } from './full-name-givens.js';
import { INSTITUTION_TAILS_CUE, possessiveInstitution, possessiveOfPerson } from './possessive.js';
import { quotedThingWithName, quotedTitle, quotedTitleWithCourtesy } from './quoted-titles.js';
import { FICTION_ROLES_CUE, fictionRoleAfter } from './fiction-roles.js';
import { characterInWorkReview } from './work-review.js';
import { brandShapedWordIn } from './inner-capitals.js';
import { SCORE_WITH_ES_CUE, TEAM_WORDS_CUE, drawScoreBeforeEs, endsWithEdition, matchScoreBefore, teamWordBefore } from './product-edition.js';
import { PRODUCT_BEFORE_CUE, afterHeadingProductNoun } from './heading-product.js';
import { resultLineSide } from './result-lines.js';
import { afterKitchenQuantity } from './ingredients.js';
import { DISH_WORDS_CUE, dishNounAfter, holdsDishWord } from './dish-names.js';
import { onChangelogLine } from './changelog-lines.js';
import { codenameWord } from './codename-words.js';
import { COLOUR_NOTE_CUE, capitalCodeGluedToDigits, codeNameAfterVersion, colourNoteAfter, menuPathStep, versionAfter } from './product-codes.js';
import { limitBeforeQuantity } from './spec-limits.js';
import { allNationalities, endsWithNaturalFeature, endsWithStreetType, nationalityFirst } from './street-and-nationality.js';
import { MEASURE_UNITS_CUE, unitAfterNumber } from './measure-units.js';
import { holdsPluralAcronym, insideDottedAbbreviation } from './plural-acronyms.js';
import { WEEKDAYS_CUE, beforeWeekday, weekdayActivityEs } from './event-days.js';
import { clockAt } from './clock-after.js';
import { STREET_NAME_WORDS_CUE, streetNamedAfter } from './street-named-after.js';
import { TIME_SPENT_UNITS_CUE, afterTimeSpent } from './time-spent.js';
import { pairedWithGivenName } from './paired-names.js';
import { nameHeadingSpelledBelow } from './name-heading.js';
import { BUILDING_WORDS_CUE, HOUSE_NAME_ENDS_CUE, buildingWordAfter, houseNameBeforeNumber } from './building-names.js';
import { FACILITY_NOUNS_CUE, facilityDesignatorAfter } from './facility-designator.js';
import { endsWithRoomWord, opensWithRoomWordEs, receiptItem } from './room-and-receipt.js';
import { endsWithBreedWord } from './breed-names.js';
import { afterRenamedTo } from './renamed-to.js';
import { enumeratedValue } from './enumerated-values.js';
import { ensembleWordAfter, quotedPieceAfterEnsemble } from './ensemble-names.js';
import { ratingHeadingAfter } from './rating-heading.js';
import { imperativeBeforeArticle } from './imperative.js';
import { QUANTIFIERS_CUE, endsWithQuantifier } from './quantifier-last.js';
import { cultivarName } from './cultivar-names.js';
import { varietyListItem } from './variety-lists.js';
import { newModelBefore } from './new-model.js';
import { afterCourtesyTitleEs, afterKinCompoundEs, afterWorkPartEs, exampleOfThingKindEs, honouredInInstitutionNameEs } from './spanish-thing-cues.js';
import { PRODUCT_ACRONYMS_CUE, productAcronymAfter } from './product-acronym-after.js';
import { afterCatalogueNounEs } from './catalogue-nouns.js';
import { PLACE_HEADS_ES, opensWithPlaceHeadEs } from './place-heads-es.js';
import { PERSON_ARTICLES_ES, articleNicknameEs } from './article-nicknames.js';
import { HEADING_PARTICLES_CUE, capsHeadingPieceEs } from './caps-heading-piece.js';
import { stateAbbreviationAfterCity } from './state-abbreviations.js';
import { opensIdiomEs } from './idiom-openers.js';
import { acronymAfterWeakTitle } from './weak-title-acronym.js';
import { givenNameBeforeColonPhone, givenNameBeforePhone } from './phone-after.js';
import { coordinatedBeforePluralNoun } from './coordinated-things.js';
import { selfIntroduction, verbThenPersonalPronoun, vocativeAtSentenceEnd } from './address-forms.js';
import { contactedBeforePhone } from './contact-phone.js';
import { closingNameEs } from './closing-name.js';
import { ageAppositionAfter } from './age-apposition.js';
import { HOLIDAY_TAILS_CUE, READING_VERBS_CUE, ampersandPair, articleAfterFirstWord, businessTail, colourAfterIn, coupleAroundAmpersand, holidayPossessive, opensWithFrequentWord, pairedWithSpeaker, productApposition, joinedByY, nameLabelAtLineStart, namedThing, namedThingInDocument, petName, petNameInBrackets, titleAfterReadingVerb } from './thing-names.js';

/** The saint and abbreviation words of context.ts as cue sets, for the document gates (`needs`). */
const SAINT_WORDS_CUE = cueSet(SAINT_WORDS);
const SAINT_AND_PLACE_ABBREVIATIONS_CUE = cueSet(SAINT_AND_PLACE_ABBREVIATIONS);

/** people7es: a run scored this or more keeps its score over a number that opens the next line. */
const NEXT_LINE_NUMBER_KEEPS = 0.6;

/**
 * The class conditions of rules that read the text after them (ScoreRule.pre): each rule's `when`
 * calls its own first, so a class walk can leave the rule out where this fails.
 */
const humanVerbAfterClass: RuleCondition = (f, score) => score >= FLOOR && f.firstGiven && f.upper < f.nameWords;
const pairedWithSpeakerClass: RuleCondition = (f, score) => score >= FLOOR && f.firstGiven && f.upper === 0;
const possessiveOfPersonClass: RuleCondition = (f, score) => score >= FLOOR && f.firstGiven && f.upper === 0;
const unknownWordsBeforeHumanVerbClass: RuleCondition = (f, score) => score < 0.6 && f.unknown === f.nameWords && f.nameWords <= 3 && f.upper === 0 && f.places === 0;
const surnameBeforeHumanVerbClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.6 && f.firstSurname && !f.firstCommon && !f.firstIsName && f.upper === 0 && f.places === 0;
const unknownWordPairedWithGivenNameClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.6 && f.unknown === 1 && f.upper === 0 && f.places === 0;
const unknownNamePairedWithGivenNameClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.6 && f.nameWords <= 3 && f.unknown === f.nameWords && f.upper === 0 && f.places === 0;
const coupleAroundAmpersandClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.6 && f.upper === 0 && f.evidence < EV_TITLE;
const verbThenHisHerClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.7 && f.firstGiven && f.nameWords <= 2 && f.upper === 0;
const contactedBeforePhoneClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.7 && f.nameWords <= 2 && f.upper === 0 && !f.firstCommon;
const vocativeAtSentenceEndClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.6 && (f.unknown === 1 || f.firstIsName) && f.upper === 0 && f.places === 0;
const closingNameClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.7 && f.firstGiven && f.upper === 0 && f.doc.lang === 'es';
const articleNicknameClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.6 && f.doc.lang === 'es' && (f.unknown === 1 || f.firstIsName) && f.upper === 0 && f.places === 0 && !f.firstCommon;
const selfIntroductionClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.7 && f.nameWords <= 2 && f.upper === 0 && f.places === 0 && !f.firstCommon;
const ageAppositionClass: RuleCondition = (f, score) => score >= FLOOR && score < 0.8 && f.nameWords <= 3 && f.upper === 0 && !f.firstCommon;
// nameLabelAtLineStart needs a listed given name (W_FIRST, firstGiven).
const nameAtLineStartClass: RuleCondition = (f) => f.places === 0 && f.upper === 0 && f.firstGiven;
// partOfFullName needs a surname, or a word that is neither an everyday word (W_COMMON implies a
// known word) nor a listed given name: so a surname or no everyday word.
const partOfFullNameClass: RuleCondition = (f) => f.upper === 0 && f.firstIsAmbiguousName === false && (f.firstSurname || !f.firstCommon);
const givenOfFullNameClass: RuleCondition = (f, score) => score >= FLOOR && f.firstGiven && f.upper === 0;
const spelledInEmailClass: RuleCondition = (f, score) => score < SURE_NAME && score >= FLOOR && f.upper < f.nameWords;
/**
 * The `pre` of the many rules whose `when` opens with tests of class features alone (`f.evidence <
 * EV_TITLE && …`, `score < SURE_NAME && …`; the rules below spell others out): the class walk then
 * leaves them out of the plans of the classes those fail for (about a third of the scored runs
 * have a context word or a title before them) instead of calling each on every run.
 */
const belowWeak: RuleCondition = (f) => f.evidence < EV_WEAK;
const belowContext: RuleCondition = (f) => f.evidence < EV_CONTEXT;
const belowTitle: RuleCondition = (f) => f.evidence < EV_TITLE;
/** Likewise for `when: (f, score) => score < SURE_NAME && f.evidence < level && …`. */
function unsureBelow(level: number): RuleCondition {
  return (f, score) => score < SURE_NAME && f.evidence < level;
}

export const CONTEXT_CHECKS: readonly ScoreRule[] = [
  { name: 'place-not-person', cap: NOT_A_PERSON,
    when: (f) => f.places > 0 && !f.initialSurname && !f.middleInitial && ((!f.firstIsName && (f.firsts === 0 || f.firstIsRegion)) || f.knownPlacePhrase),
    why: 'a known place without a given name first, or a whole gazetteer phrase', example: 'New York, San Diego, Andalucía' },
  { name: 'saint-place', needs: [SAINT_WORDS_CUE], drop: true, pre: (f) => f.evidence !== EV_TITLE, when: (f) => SAINT_WORDS.has(f.doc.key(f.a)) && f.evidence !== EV_TITLE,
    why: '"San", "Santa" start saints\' and places\' names', example: 'San Sebastián, Santa Cruz' },
  { name: 'demonym', drop: true, words: 'one', pre: (f) => f.doc.lang === 'en' && f.evidence < EV_CONTEXT, when: (f) => f.doc.lang === 'en' && f.evidence < EV_CONTEXT && EN_DEMONYMS.has(f.doc.key(f.a)),
    why: 'a nationality, not a given name', example: 'my German one, a French client' },
  // people6es (round 6): not a given name before a phone number (phone-after.ts).
  { name: 'word-before-number', drop: true, words: 'one', pre: belowTitle, when: (f) => f.doc.isNum(f.b + 1) && f.doc.spaced(f.b + 1) && f.evidence < EV_TITLE && !givenNameBeforePhone(f) && !contactedBeforePhone(f.doc, f.a, f.b),
    why: 'a single word before a number is a date, product or label', example: 'Jan 8, Base 21' },
  { name: 'abbreviated-label', drop: true, words: 'one', when: (f) => abbreviatedLabel(f),
    why: 'an abbreviation before "No."', example: 'DEA Reg. No., Ref. No.' },
  { name: 'product-noun', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && productNounAround(f),
    why: 'a product noun beside it, or a possessive before it', example: 'our Orion dashboard, el panel Orion, the Atlas app' },
  { name: 'model-code-after', drop: true,
    pre: belowTitle, when: (f, score) => f.evidence < EV_TITLE && modelCodeAt(f.doc, f.b + 1) && (f.nameWords === 1 || score < SURE_NAME),
    why: 'a short capital code glued to digits after it: a product model', example: 'Falcon X200, Orion S5, Atlas XR-7' },
  // people6en (round 6): product codes, versions, menu steps and colour notes (product-codes.ts).
  { name: 'capital-code-glued-to-digits', drop: true, when: (f) => capitalCodeGluedToDigits(f.doc, f.a, f.b),
    why: 'a run in capitals glued to the digits after it is a model code, even after a word read as a title', example: 'Brother HL-L8360 (badge release); Sharp MX-B5' },
  { name: 'version-after', cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && versionAfter(f.doc, f.b),
    why: 'a version token right after the run ("v3") makes it a product', example: 'Spec: Atlas v3 tablet; the Orion v2 API' },
  { name: 'menu-path-step', cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && menuPathStep(f.doc, f.a, f.b),
    why: 'a step of a menu path between spaced ">" is a screen or setting', example: 'remove and re-add it under Settings > General > Keyboard' },
  { name: 'colour-note-after', needs: [COLOUR_NOTE_CUE], cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && colourNoteAfter(f.doc, f.b),
    why: 'a bracketed colour note right after the run names a colour or finish (a person\'s note is a role: "Hartley (escalations)")', example: 'Sahara (warm beige), Denver (slate blue), Ruby (deep red)' },
  { name: 'codename-word-alone', cap: NOT_A_PERSON, words: 'one', pre: belowWeak, when: (f) => f.evidence < EV_WEAK && codenameWord(f.doc, f.a),
    why: 'a word that names services and products far more often than people (a bird, a myth, a star), alone and with no person cue', example: 'Teams: Falcon owns payments, Kestrel owns mobile (but: ask Orion)' },
  { name: 'code-name-after-version', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && codeNameAfterVersion(f.doc, f.a, f.b),
    why: 'one name alone in brackets right after a dotted version number is the release\'s code name', example: 'Release 2025.3 (Aspen); v5.0 (Phoenix)' },
  { name: 'dish-noun-after', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && dishNounAfter(f.doc, f.b),
    why: 'a lower-case dish noun right after one name makes a dish', example: 'Mon: Tuscan bean soup, Caesar wrap (but: Caesar said no)' },
  { name: 'form-label', drop: true, words: 'one', pre: belowContext, when: (f) => f.doc.isChar(f.b + 1, COLON) && f.doc.adjacent(f.b + 1) && f.evidence < EV_CONTEXT && !(f.places === 0 && nameLabelAtLineStart(f.doc, f.a)) && !givenNameBeforeColonPhone(f),
    why: 'one word glued to ":" is a form label (not a given name opening a notes line: see name-at-line-start)', example: 'Tel:, Ref:' },
  { name: 'colour-after-in', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && colourAfterIn(f.doc, f.a, f.b),
    why: 'two capitalized words with a colour word, after "in"/"en": a colour or finish', example: 'the sweater in Olive Green, In Dusty Rose, en Gris Perla' },
  { name: 'article-after-first-word-es', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && articleAfterFirstWord(f.doc, f.a, f.b),
    why: 'a bare Spanish article after the first word makes a clause: a name has "de" before it', example: 'Ganó el Marqués por goleada (but: Nuria de la Fuente)' },
  { name: 'business-tail', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && businessTail(f.doc, f.b),
    why: 'the run ends with a business word: a shop or firm named after a person or a song', example: 'Penny Lane Coffee, Marco Polo Pizzeria, Ana Ruiz Dental' },
  { name: 'ampersand-pair', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && ampersandPair(f.doc, f.a, f.b),
    why: 'one word joined by "&" to another capitalized word: a firm or brand', example: "Ben & Jerry's, Marks & Spencer" },
  { name: 'sentence-start-frequent-word', cap: NOT_A_PERSON, words: 'several',
    pre: (f, score) => score < SURE_NAME && f.firsts === 0 && f.evidence < EV_CONTEXT, when: (f, score) => score < SURE_NAME && f.firsts === 0 && f.evidence < EV_CONTEXT && f.doc.sentenceStart(f.a) && opensWithFrequentWord(f.doc, f.a),
    why: 'a sentence or heading that opens with one of the most frequent words (also a rare surname), no given name in the run', example: 'How Brightline cut onboarding time; Where Teams Meet' },
  { name: 'joined-by-y-without-given-name', cap: NOT_A_PERSON, words: 'several', pre: (f) => f.firsts === 0 && f.evidence < EV_CONTEXT, when: (f) => f.firsts === 0 && f.evidence < EV_CONTEXT && joinedByY(f.doc, f.a, f.b),
    why: 'words joined by "y", no given name among them, no surname before the "y" ("Ortega y Gasset" is one surname): a list of products or tools', example: 'Firefox y Edge no estaban afectados; SQL, Python, Tableau y Power BI' },
  { name: 'edition-word-last', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && endsWithEdition(f.doc, f.a, f.b),
    why: 'a run that ends with an edition word ("Pro", "Plus", "Ultra", "Mini", "Lite") is a product', example: 'Spec sheet – Meridian Pro 27 monitor; the Nimbus Lite' },
  { name: 'street-type-last', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && endsWithStreetType(f.doc, f.a, f.b),
    why: 'a street-type word that is no surname ends a street\'s name', example: 'the bus will detour via Central Ave' },
  { name: 'nationality-first', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && nationalityFirst(f.doc, f.a),
    why: 'people8en: a run that opens with a nationality names a breed, a dish or a style, never a person (no given name is a nationality)', example: 'Australian Shepherd vs Border Collie; a German Shepherd cross; Irish Wolfhound' },
  { name: 'all-nationalities', cap: NOT_A_PERSON, words: 'several', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && allNationalities(f.doc, f.a, f.b),
    why: 'a run of nationalities is a language or a people', example: 'Update translations (French Canadian, Spanish)' },
  { name: 'dish-word', needs: [DISH_WORDS_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && holdsDishWord(f.doc, f.a, f.b),
    why: 'a menu\'s dish word names a dish', example: 'Choose any two: Chana Masala, Dal Tadka' },
  { name: 'limit-before-quantity', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && limitBeforeQuantity(f.doc, f.a),
    why: '"Max" before a quantity is a spec sheet\'s maximum', example: 'Max torque 130Nm, 2 speeds' },
  { name: 'after-match-score', cap: NOT_A_PERSON, pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && matchScoreBefore(f.doc, f.a),
    why: 'a run right after a match score ("2–1") is a team in a result line (a sure full name stays: a scorer)', example: 'Brentford 2–1 Everton; Northside Hawks 3 – 1 Valley Rangers' },
  { name: 'result-line-side', cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && resultLineSide(f.doc, f.a, f.b),
    why: 'a run between two scores of a result line, or after the score at the line\'s end, is a team, even one named like a person', example: 'Newcastle 3-2 Aston Villa; Baskonia 79 – Valencia Basket 74; Hawks 3, Lincoln Park Rangers 1.' },
  { name: 'after-kitchen-quantity', cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && afterKitchenQuantity(f.doc, f.a),
    why: 'a run right after a weight, volume or kitchen measure is an ingredient or a product (people are not measured in grams or cups)', example: '60g Grana Padano; 2 cups of Sona Masoori; 200 ml Kikkoman' },
  { name: 'after-time-spent', needs: [TIME_SPENT_UNITS_CUE], cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && afterTimeSpent(f.doc, f.a),
    why: 'a run right after "<number> hours of" is a game, show or album the writer spent time on (time is spent with a person, not of one)', example: 'after maybe 40 hours of Mario Kart World; 3 seasons of Ted Lasso' },
  { name: 'unit-after-number', needs: [MEASURE_UNITS_CUE], drop: true, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && unitAfterNumber(f.doc, f.a),
    why: 'a run that opens with a unit of measure right after a number is a quantity and the thing measured', example: 'portátil con 16 GB de RAM; batería de 5000 mAh' },
  { name: 'plural-acronym', cap: NOT_A_PERSON, pre: unsureBelow(EV_TITLE), when: (f, score) => score < SURE_NAME && f.evidence < EV_TITLE && holdsPluralAcronym(f.doc, f.a, f.b),
    why: 'a run holding a plural acronym (capitals then "s") names a kind of thing: no name is written so', example: 'Comparativa de ERPs para pymes; Guía de APIs REST' },
  { name: 'before-weekday-without-given-name', needs: [WEEKDAYS_CUE], cap: NOT_A_PERSON, pre: (f) => f.firsts === 0 && f.evidence < EV_TITLE, when: (f) => f.firsts === 0 && f.evidence < EV_TITLE && beforeWeekday(f.doc, f.b),
    why: 'words with no given name right before a capitalized weekday name an event (a person before a weekday has a given name)', example: 'Promo Black Friday: 30% en toda la colección; Cyber Monday deals' },
  { name: 'weekday-activity-es', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && weekdayActivityEs(f.doc, f.a),
    why: 'nopii6es: "Domingo" before "de" and a lower-case word is the day of an activity (a person has a capitalized surname after "de")', example: 'Playlist "Domingo de limpieza" (but: Domingo de la Fuente)' },
  { name: 'house-name-before-street-number', needs: [HOUSE_NAME_ENDS_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f, score) => f.evidence < EV_TITLE && score <= SURE_NAME && houseNameBeforeNumber(f.doc, f.a, f.b),
    why: 'people7en: a name ending in "House", "Court" or "Lodge" before a house number names a building of a British or Australian address', example: 'Flat 4B, Marlowe House⏎27 Cavendish Road; Kestrel Court, 41–59 Harbour Road' },
  { name: 'building-word-after', needs: [BUILDING_WORDS_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && buildingWordAfter(f.doc, f.b),
    why: 'a capitalized building word right after the run makes it a building\'s name in an address', example: 'Flat 302, Sai Krupa Apartments; Registered office: Mahindra Towers, Worli' },
  // nopii6en (round 6): signs and visitor notes.
  { name: 'receipt-item', cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && receiptItem(f.doc, f.a, f.b),
    why: 'people7en: a quantity before and a price after make the run a product on a receipt line (room-and-receipt.ts)', example: '2 Lucky Me Pancit Canton ₱36.00; 1 Coke Mismo ₱20.00' },
  { name: 'facility-designator-after', needs: [FACILITY_NOUNS_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && facilityDesignatorAfter(f.doc, f.a, f.b),
    why: 'a run ending with a facility noun before a one-letter or numbered designator names part of a site (a run opening with a given name stays)', example: 'Visitor parking is in Car Park C; Loading Bay 4 (but: Jenny Park 3 on a scoreboard)' },
  // nopii7en (round 7): title-case commands in app reviews and release notes.
  { name: 'quantifier-last', needs: [QUANTIFIERS_CUE], cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && endsWithQuantifier(f.doc, f.a, f.b),
    why: 'a run ending with "All", "None", "Both" or "Each" is a title-case command or heading: no name ends so', example: 'Rich text is supported, but Mark All as Read is still missing; Reply All' },
  // nopii7en (round 7): plant labels and seed catalogues.
  { name: 'cultivar-name', cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && cultivarName(f.doc, f.a, f.b),
    why: 'a genus before a cultivar in single quotes, or the cultivar itself, is a plant (a nickname in quotes has a surname after it)', example: "Rosa 'Gertrude Jekyll'; Nepeta 'Six Hills Giant' (but: Robert 'Bobby' Smith)" },
  { name: 'variety-list-item', cap: NOT_A_PERSON, pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && varietyListItem(f.doc, f.a),
    why: 'people8es: the items of a list opened by "variedades como", "a variety (…)" or "varieties such as" are plant or fruit varieties (variety-lists.ts)', example: 'Variedades como Pierre de Ronsard o Gloria Dei; una variedad compacta (Cherry Pera, Tumbling Tom)' },
  // nopii7en (round 7): car and gadget reviews.
  { name: 'after-the-new', cap: NOT_A_PERSON, pre: unsureBelow(EV_TITLE), when: (f, score) => score < SURE_NAME && f.evidence < EV_TITLE && newModelBefore(f.doc, f.a),
    why: '"the new" / "a new" right before the run introduces a model or release (a new person has a noun between: "our new colleague Anna Lee")', example: 'The new Ranger Raptor has a 3.0L twin-turbo V6; a new Galaxy Tab' },
  // nopii7en (round 7): games and software with an acronym after them.
  { name: 'product-acronym-after', needs: [PRODUCT_ACRONYMS_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && productAcronymAfter(f.doc, f.b),
    why: 'a software or media acronym ("DLC", "API", "SDK") right after the run makes it a product or game (people take degree letters: "Jane Doe PhD")', example: 'Pro tip for Elden Ring DLC; the Stripe API' },
  // nopii6en (round 6): review headings.
  { name: 'rating-heading', cap: NOT_A_PERSON, pre: unsureBelow(EV_TITLE), when: (f, score) => score < SURE_NAME && f.evidence < EV_TITLE && ratingHeadingAfter(f.doc, f.a, f.b),
    why: 'a line that opens with the run and ends with a dash and a rating out of 5 or 10 heads a review of a product, place or show (a sure full name stays)', example: 'Aeropress Go — 5/5; Severance - 9/10' },
  { name: 'heading-product-noun', needs: [PRODUCT_BEFORE_CUE], cap: NOT_A_PERSON, pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && afterHeadingProductNoun(f.doc, f.a),
    why: 'a heading that opens with a product noun names the product after it (a sure full name stays)', example: 'Guía de tallas — Zapatillas Runner Sol; Manual de uso — Cafetera Milano Espresso' },
  { name: 'imperative-before-article', cap: 0.45, words: 'one', pre: unsureBelow(EV_WEAK), when: (f, score) => score < SURE_NAME && f.evidence < EV_WEAK && imperativeBeforeArticle(f.doc, f.a),
    why: 'one word opening a sentence before an article is an imperative verb and its object (a person opening a sentence is followed by a verb)', example: 'Brown the beef in batches; Dale la vuelta (but: Priya said the build broke)' },
  { name: 'saint-or-street-abbreviation', needs: [SAINT_AND_PLACE_ABBREVIATIONS_CUE], drop: true,
    when: (f) => f.doc.isChar(f.a - 1, DOT) && f.doc.adjacent(f.a - 1) && SAINT_AND_PLACE_ABBREVIATIONS.has(f.doc.key(f.a - 2)),
    why: 'a name after "St.", "Mt.", "Ft." is a saint, street or place', example: 'St. Louis, Mt. Hood' },
];

/** Does the run hold a name the lists know ("with Ana", "con García")? */
const weakEvidenceName = (f: Parameters<ScoreRule['when']>[0]) => f.firstIsName || (f.surnames > 0 && f.common === 0);
/** Does the run hold any name-like word, and not only everyday words? */
const contextName = (f: Parameters<ScoreRule['when']>[0]) => (f.firsts > 0 || f.surnames > 0 || f.unknown > 0) && f.common < f.nameWords;

export const EVIDENCE_RAISES: readonly ScoreRule[] = [
  { name: 'after-title', raise: 0.9, evidence: EV_TITLE, when: (f) => f.common < f.nameWords || (f.nameWords > 1 && f.firsts + f.surnames > 0),
    why: 'a title before it (several words after a title are a name even when each is also an everyday word)', example: 'Dr. Abbott, Sra. García, Dña. Consuelo Riva' },
  { name: 'weak-evidence-several', raise: 0.85, evidence: EV_WEAK, words: 'several', when: (f) => weakEvidenceName(f),
    why: 'a weak cue before several words with a known name', example: 'with Ana Ruiz, Claire and Tom Hale' },
  { name: 'weak-evidence-one', raise: 0.7, evidence: EV_WEAK, when: (f) => weakEvidenceName(f),
    why: 'a weak cue before one known name', example: 'with Ana, Claire and Tom' },
  { name: 'weak-evidence-ambiguous', raise: 0.6, evidence: EV_WEAK, pre: (f) => f.firstIsAmbiguousName, when: (f) => f.firstIsAmbiguousName && !f.doc.sentenceStart(f.a),
    why: 'a weak cue before an everyday-word given name', example: 'with Will' },
  { name: 'weak-evidence-surnames', raise: 0.75, evidence: EV_WEAK, when: (f) => f.nameWords > 1 && f.surnames > 0 && f.common < f.nameWords,
    why: 'a weak cue (or a whole CSV field) before words with a surname', example: '52262,Zorbat Quitzon,…' },
  { name: 'after-title-given-name', raise: 0.85, evidence: EV_TITLE, when: (f) => f.firstGiven,
    why: 'a title or kinship word before a given name that is also an everyday word (or a place)', example: 'la tía Rosario, Sra. Rosa' },
  { name: 'after-title-common', raise: 0.6, evidence: EV_TITLE, when: () => true,
    why: 'a title before everyday words only', example: 'Dr. Green' },
  { name: 'context-several', raise: 0.85, evidence: EV_CONTEXT, words: 'several', when: (f) => contextName(f),
    why: 'a context word ("Dear", "thanks", "patient") before several name words', example: 'Dear John Smith' },
  { name: 'context-one', raise: 0.75, evidence: EV_CONTEXT, when: (f) => contextName(f),
    why: 'a context word before one name word', example: 'thanks Quitzon' },
  { name: 'context-everyday-surname', raise: 0.6, evidence: EV_CONTEXT, pre: (f) => f.nameWords === 1 && f.surnames > 0, when: (f) => f.nameWords === 1 && f.surnames > 0 && !f.doc.sentenceStart(f.a) && f.doc.lower(f.a - 1),
    why: 'a lower-case person cue before a surname that is also an everyday word (a capitalized cue may open a product name: "the Client Portal")', example: 'Habrá que hablar con Montes; thanks Brown' },
  { name: 'context-everyday-name', raise: 0.7, evidence: EV_CONTEXT, when: (f) => f.firsts > 0,
    why: 'a greeting makes even an everyday-word name likely', example: 'Dear Will, Estimada Julio:' },
];

/** Greetings that address the reader by name, even in an all-caps SMS template: "Hola JULIAN,", "Hi SARAH,". */
const GREETING_WORDS = new Set(['hola', 'hi', 'hello', 'hey', 'dear', 'estimado', 'estimada', 'querido', 'querida']);
const greetingBefore = (doc: Parameters<ScoreRule['when']>[0]['doc'], a: number) => doc.isWord(a - 1) && doc.spaced(a) && GREETING_WORDS.has(doc.key(a - 1));

/** "I'm" (a PERSON_CONTEXT word) also comes before states written in Title Case: "I'm Happy", "I'm Back". */
const I_AM = "i'm";

// nopii8es (round 8): the class parts (`pre`) of the Spanish final checks below; the language is a
// class feature, so an English run's class plan leaves those rules out.
const spanishUnsureClass: RuleCondition = (f, score) => f.doc.lang === 'es' && score < SURE_NAME;
/** people9en: no sure name, no person cue, an everyday word among the run's words ("Braai Mode"). */
const changelogThingClass: RuleCondition = (f, score) => score < SURE_NAME && f.evidence === EV_NONE && f.common > 0;
const spanishUntitledClass: RuleCondition = (f) => f.doc.lang === 'es' && f.evidence < EV_TITLE;
const spanishUnsureUntitledClass: RuleCondition = (f, score) => f.doc.lang === 'es' && score < SURE_NAME && f.evidence < EV_TITLE;
const spanishEverydayNoNameClass: RuleCondition = (f) => f.doc.lang === 'es' && f.firstCommon && !f.firstGiven && !f.firstSurname;

export const FINAL_CHECKS: readonly ScoreRule[] = [
  { name: 'street-named-after-person', needs: [STREET_NAME_WORDS_CUE], cap: NOT_A_PERSON, when: (f) => streetNamedAfter(f.doc, f.a, f.b),
    why: 'a name before a street type, or after a street prefix and a title, is the name of a street, even after a title (a final check: the title raise comes before it)', example: 'No. 3 Dr. Isert Street; Nelson Mandela Avenue; Av. Pdte. Eduardo Frei Montalva 9750' },
  { name: 'after-draw-score-es', needs: [SCORE_WITH_ES_CUE], cap: NOT_A_PERSON, pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && drawScoreBeforeEs(f.doc, f.a),
    why: 'nopii6es: a run after "1-1 con" is the team a side drew with (a sure full name stays; a final check: "con" is a weak person cue whose raise comes before it)', example: 'quedó 11.º tras empatar 1-1 con Atlas en el Clásico Tapatío' },
  { name: 'inside-dotted-abbreviation', cap: NOT_A_PERSON, when: (f) => insideDottedAbbreviation(f.doc, f.a),
    why: 'a run that opens with a letter glued to an earlier "X." is the rest of an abbreviation, not an initial', example: 'D.O. Ribera del Duero · 100 % Tempranillo' },
  // nopii8en: not after a greeting, where the comma closes the vocative ("Hi Sandra, the Chesterfield sofa you ordered ships…").
  { name: 'product-apposition', cap: NOT_A_PERSON, words: 'one', pre: (f, score) => score < SURE_NAME, when: (f, score) => score < SURE_NAME && productApposition(f.doc, f.b) && !greetingBefore(f.doc, f.a),
    why: 'an apposition after the name calls it a product (a bot, an app, an AI assistant); after a greeting the comma closes a vocative', example: 'Ask Ada, our in-app helper (but: Ada, our new intern; Hi Sandra, the sofa you ordered ships)' },
  { name: 'state-after-i-am', cap: NOT_A_PERSON, words: 'one', pre: (f) => f.firstCommon, when: (f) => f.firstCommon && f.doc.isWord(f.a - 1) && f.doc.key(f.a - 1) === I_AM,
    why: 'one everyday word after "I\'m" is a state, not a self-introduction', example: "I'm Happy with it (but: I'm Grace Liu)" },
  { name: 'named-thing-not-person', cap: NOT_A_PERSON, words: 'one', pre: (f, score) => score < SURE_NAME, when: (f, score) => score < SURE_NAME && namedThing(f.doc, f.a),
    why: 'one name right after "named"/"called" whose noun phrase is a thing, not a person (a determiner opens it, no person noun in it)', example: 'the one named Zelda, a cabin called Willow (but: a guy named Steve)' },
  { name: 'quoted-title', cap: NOT_A_PERSON, pre: unsureBelow(EV_TITLE), when: (f, score) => score < SURE_NAME && f.evidence < EV_TITLE && quotedTitle(f.doc, f.a, f.b),
    why: 'a name alone in quotation marks in running text is a title or a thing (not a CSV cell, a log value, nor a sure full name: the certificate says "Siobhan Ni Bhriain")', example: 'singing "Danny Boy" every year; 4. "Jolene"; the "Moss" is more olive' },
  { name: 'quoted-title-with-courtesy-word', cap: NOT_A_PERSON, pre: (f) => f.evidence === EV_TITLE, when: (f) => f.evidence === EV_TITLE && quotedTitleWithCourtesy(f.doc, f.a, f.b),
    why: 'a quotation that holds a courtesy title and a name, alone in running text, names a work or a product (not a CSV cell or a log value)', example: 'Vino Tinto Reserva "Don Aurelio" 2019; reading "Mrs Dalloway" (but: ask Mrs Dalloway)' },
  { name: 'quoted-thing-with-name', cap: NOT_A_PERSON, pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && quotedThingWithName(f.doc, f.a, f.b),
    why: 'a quotation that opens with a capitalized everyday word before the name names a mode, preset or team', example: 'un ecualizador llamado "Modo Lola"; the "Team Alice" board' },
  { name: 'fictional-character', needs: [FICTION_ROLES_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && fictionRoleAfter(f.doc, f.b),
    why: 'a name the sentence calls a story\'s protagonist, narrator or villain is a fictional character, not personal data', example: 'Daniel Sempere es un protagonista al que coges cariño; Elizabeth Bennet is the sharpest heroine' },
  { name: 'character-in-work-review', cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && characterInWorkReview(f.doc, f.a, f.b),
    why: 'people8en: a name with no person cue in a text that opens as the review of a book, film, series or game is a character (work-review.ts)', example: 'Film review: … Evelyn and Douglas\'s slow-burn romance still works (but: by Ann Cleeves)' },
  { name: 'hex-colour-after', cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && hexColourAfter(f.doc, f.b),
    why: 'people9en: a hex colour code right after the run names a colour (style guides and design notes)', example: 'Use Forest Green (#1F6F4A) for primary buttons; Midnight #0B1F3A for headers' },
  { name: 'bracketed-finish-after-product', needs: [FINISH_CUE], cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && bracketedFinishAfterProduct(f.doc, f.a, f.b),
    why: 'people9en: colour or finish words alone in a bracket right after a capitalized product name are its colourway', example: '1 × Ridgeline 45L Hiking Pack (Moss); Merino Crew Socks (Charcoal, size 9–11)' },
  { name: 'finish-list-item', needs: [FINISH_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && finishListItem(f.doc, f.a, f.b),
    why: 'an item of a list of colours or finishes (after "in" or a "Colours:" label, one item a colour word)', example: 'Available in Oat, Sage, Clay and Midnight; Colours: Stealth Black, Lunar Grey, Miami Teal' },
  { name: 'thing-list-item', cap: NOT_A_PERSON, words: 'one', pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && thingListItem(f.doc, f.a),
    why: 'one name among comma-listed everyday words is a programme, setting or product', example: 'Programas: Algodón, Sintéticos, Mix, Lana, Rápido' },
  // people6es (round 6): a final check, as the weak evidence of a list ("Carmen, … y … Martina") raises after the context checks.
  { name: 'after-catalogue-noun-es', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && afterCatalogueNounEs(f.doc, f.a),
    why: 'one name right after a Spanish garment, furniture or office noun is the thing\'s model name (a person takes "de": "la blusa de Carmen")', example: 'Descubre el vestido Carmen, la blusa Valentina y el pantalón Martina; pizarra Miró' },
  // nopii8es (round 8): final checks, as the kinship, title and "de" raises come before them.
  { name: 'after-kin-compound-es', cap: NOT_A_PERSON, pre: spanishUnsureClass, when: (f, score) => spanishUnsureClass(f, score) && afterKinCompoundEs(f.doc, f.a),
    why: 'a compound noun ending in "madre"/"padre" is no kinship word: the name after it is a product\'s', example: 'Pan de masa madre Rústico; placa madre Gigabyte (but: mi madre Rosa)' },
  { name: 'everyday-word-after-don-es', cap: NOT_A_PERSON, words: 'one', evidence: EV_TITLE,
    pre: spanishEverydayNoNameClass, when: (f, score) => spanishEverydayNoNameClass(f, score) && afterCourtesyTitleEs(f.doc, f.a),
    why: '"Don"/"Doña" before one everyday word no name list knows is a book, a brand or a mascot', example: 'este mes Don Quijote; Don Limpio (but: don Justo, Doña Blanco)' },
  { name: 'after-work-part-es', cap: NOT_A_PERSON, pre: spanishUnsureUntitledClass, when: (f, score) => spanishUnsureUntitledClass(f, score) && afterWorkPartEs(f.doc, f.a),
    why: 'a season, chapter or episode "de" a name is a show\'s or a book\'s', example: 'todas las temporadas de Aída; el último episodio de Lost' },
  { name: 'honoured-in-institution-name-es', cap: NOT_A_PERSON, pre: spanishUntitledClass, when: (f, score) => spanishUntitledClass(f, score) && honouredInInstitutionNameEs(f.doc, f.a),
    why: 'a name that closes a title-case institution, venue or competition name is the person it honours', example: 'Liga de Béisbol Profesional Roberto Clemente; Estadio Olímpico Lluís Companys' },
  { name: 'example-of-thing-kind-es', cap: NOT_A_PERSON, pre: spanishUnsureUntitledClass, when: (f, score) => spanishUnsureUntitledClass(f, score) && exampleOfThingKindEs(f.doc, f.a),
    why: 'a name after a plural noun of kinds of things and "como" is one of those things (never after a noun of people)', example: 'Variedades como Cherry Pera, Corazón de Buey o Raf; marcas como Bruguer (but: autores como Cortázar)' },
  { name: 'state-abbreviation-after-city', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && stateAbbreviationAfterCity(f.doc, f.a),
    why: 'people7es: a Mexican state\'s abbreviation after the city ends an address', example: 'Col. Americana, C.P. 44160, Guadalajara, Jal.' },
  { name: 'caps-heading-piece-es', needs: [HEADING_PARTICLES_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && f.upper === f.nameWords && capsHeadingPieceEs(f.doc, f.a),
    why: 'people7es: an all-capitals run opening with "DEL"/"DE LA" right after another capitalized word is the rest of a heading', example: 'REGLAMENTO DEL HUERTO URBANO; NORMAS DE LA COMUNIDAD' },
  // people7es: several words with no given name after the same nouns ("la campaña Verano Andino",
  // "4 pijamas Petit Bateau"); "el jefe de campaña Luis Pérez" keeps its given name.
  { name: 'after-catalogue-noun-es-several', cap: NOT_A_PERSON, words: 'several', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && f.firsts === 0 && afterCatalogueNounEs(f.doc, f.a),
    why: 'a name of several words, none a given name, right after a Spanish catalogue or feature noun is the thing\'s name', example: 'paleta para la campaña Verano Andino; 4 pijamas Petit Bateau' },
  // nopii7es: a Spanish set phrase opening with a noun that is also a given name (idiom-openers.ts).
  { name: 'opens-idiom-es', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && opensIdiomEs(f.doc, f.a),
    why: 'a noun that is also a given name opening a Spanish set phrase', example: 'Lluvia de ideas para la campaña de primavera; Flor de sal' },
  // people6es (round 6): a final check, as the title raise comes before it.
  { name: 'acronym-after-weak-title', cap: NOT_A_PERSON, words: 'one', evidence: EV_TITLE, when: (f) => acronymAfterWeakTitle(f),
    why: 'an everyday-word title ("Brother", "Sister") before an unlisted all-capitals word is a brand and its model line (a listed name in capitals stays: "Sister MARY")', example: 'Impresora "Gaudí" (Brother MFC, escáner) en recepción' },
  { name: 'pet-name-in-brackets', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && petNameInBrackets(f.doc, f.a, f.b),
    why: 'people7es: a name in brackets after a pet noun on its line, or before a bracket that opens with one, is the pet\'s', example: 'Quejas por el perro del 4ºB (Rufo) que ladra; Canelo (perro, podenco)' },
  { name: 'pet-name', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && petName(f.doc, f.a),
    why: 'one name right after an animal noun is a pet\'s', example: 'Our golden retriever Winston destroyed the Kong; mi gata Luna' },
    { name: 'book-after-reading-verb', needs: [READING_VERBS_CUE], cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && titleAfterReadingVerb(f.doc, f.a, f.b),
    why: 'a name right after a reading verb is a book title ("reading Anna\'s email" keeps the person)', example: 'Reading Anna Karenina on the new Kindle; estoy leyendo Pedro Páramo' },
    { name: 'named-thing-in-document', cap: NOT_A_PERSON, words: 'one', pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && namedThingInDocument(f.doc, f.a),
    why: 'a name the same text gives to a thing ("named our robot vacuum Sheldon", "a cabin called Willow") is that thing at every mention, unless a person cue stands before it', example: 'We named our robot vacuum Sheldon. Sheldon gets stuck under the couch.' },
  { name: 'changelog-line', cap: NOT_A_PERSON, words: 'one', pre: (f, score) => score < SURE_NAME && f.evidence === EV_NONE, when: (f, score) => score < SURE_NAME && f.evidence === EV_NONE && onChangelogLine(f.doc, f.a),
    why: 'people6en: one name with no person cue on a release-notes line ("Fixed:", "Added:", "Known issues:") is a feature, theme or integration', example: '- Fixed: Export to Harbor sometimes dropped the last row; - Added: Tasman keyboard shortcuts' },
  { name: 'changelog-line-everyday-word', cap: NOT_A_PERSON, words: 'several', pre: changelogThingClass, when: (f, score) => changelogThingClass(f, score) && onChangelogLine(f.doc, f.a),
    why: 'people9en: several words with an everyday word among them and no person cue on a release-notes line name a feature or mode (a full name scores higher and is kept)', example: '* Fixed: Braai Mode timer kept running; - Balanced: Dark Ranger class damage' },
  { name: 'natural-feature-last', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && endsWithNaturalFeature(f.doc, f.a, f.b),
    why: 'people6en: a natural-feature word that is no surname ends a place\'s name, even after a context word (a final check: the evidence raise comes before it)', example: 'Team Sydney Harbour; the Hudson Bay connector' },
  { name: 'place-phrase-despite-evidence', cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && f.knownPlacePhrase,
    why: 'evidence short of a title does not turn a known place phrase into a person', example: 'Des Moines in a CSV row' },
  { name: 'all-caps-heading', cap: NOT_A_PERSON,
    pre: (f) => f.upper === f.nameWords && f.firsts + f.surnames < 2 && f.evidence < EV_TITLE, when: (f) => f.upper === f.nameWords && f.firsts + f.surnames < 2 && f.evidence < EV_TITLE && !(f.evidence === EV_CONTEXT && f.firstIsName && (f.nameWords > 1 || greetingBefore(f.doc, f.a))),
    why: 'all-caps runs need two known names or a title (a context word and a given name do too; a greeting and one given name too)', example: 'ANNUAL REPORT (but: cardholder HENRY ADEYEMI, Hola JULIAN, tu envío…)' },
  // people7es: a number on the next line caps only a weak run ("Pasajeros: Gonzalo Ferrer y Amparo
  // Liñán⏎14-17 nov: …" stays; "…en Nube Segura⏎1. Abre Ajustes" does not).
  { name: 'number-after', cap: NOT_A_PERSON, pre: (f, score) => f.evidence < EV_CONTEXT && score < SURE_NAME, when: (f, score) => f.doc.isNum(f.b + 1) && (f.doc.sep(f.b + 1) < SEP_NEWLINE || score < NEXT_LINE_NUMBER_KEEPS) && f.evidence < EV_CONTEXT && score < SURE_NAME && !clockAt(f.doc, f.b + 1) && !givenNameBeforePhone(f) && !contactedBeforePhone(f.doc, f.a, f.b),
    why: 'a number right after a run that is no sure name: a product (a clock time after it is a finishing time or a stamp: "Liam O\'Driscoll 16:32"; a phone after a given name is the person to call: "Adela 622 318 904")', example: 'Nimbus Pro 14, Orion 3' },
  { name: 'name-heading-spelled-below', raise: 0.75, words: 'several', pre: (f) => f.firstGiven && f.upper === f.nameWords, when: (f) => f.a === 0 && f.firstGiven && f.upper === f.nameWords && nameHeadingSpelledBelow(f.doc, f.a, f.b),
    why: 'a name in capitals alone on the first line, spelled in the e-mail of the contact line below it: a CV or letterhead', example: 'ANJALI DESHPANDE⏎Flat 12, …, Pune 411045 | anjali.deshpande@protonmail.com' },
  { name: 'human-verb-after', raise: 0.7, pre: humanVerbAfterClass, when: (f, score) => humanVerbAfterClass(f, score) && humanAfter(f.doc, f.b),
    why: 'a given name followed by a verb only people do, or a staff post', example: 'Gary showed up on time; Marco at the front desk' },
  { name: 'possessive-institution', needs: [INSTITUTION_TAILS_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && possessiveInstitution(f.doc, f.b),
    why: 'people9en: a name before "\'s" and capitalized words ending in an institution word is part of the institution\'s name', example: "due for the MR 2nd dose at Gertrude's Children's Hospital; St Andrew's Primary School" },
  { name: 'holiday-possessive', needs: [HOLIDAY_TAILS_CUE], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && holidayPossessive(f.doc, f.b),
    why: 'a name before "\'s Day" or "\'s Eve" names a holiday', example: "Valentine's Day balloons, St Patrick's Day" },
  { name: 'paired-with-speaker', raise: 0.7, pre: pairedWithSpeakerClass, when: (f, score) => pairedWithSpeakerClass(f, score) && pairedWithSpeaker(f.doc, f.b),
    why: 'a given name joined to the speaker ("and I", "y yo"): only a person is, even an everyday-word name', example: 'Will and I are flying to Seattle; Rosa y yo vamos' },
  // people8en: not a code-name word ("- Kestrel: ledger" in a team directory; codename-words.ts).
  { name: 'name-at-line-start', raise: 0.7, words: 'one', pre: nameAtLineStartClass, when: (f, score) => nameAtLineStartClass(f, score) && nameLabelAtLineStart(f.doc, f.a) && !codenameWord(f.doc, f.a),
    why: 'a given name glued to ":" at the start of a notes line or bullet, text after it', example: '- Arjun: still blocked on legal review' },
  { name: 'part-of-full-name-in-document', raise: 0.7, words: 'one', pre: partOfFullNameClass, when: (f, score) => partOfFullNameClass(f, score) && partOfFullName(f.doc, f.a),
    why: 'a lone word that the same text uses in a full name ("Given Surname") is that person', example: 'Your claim is with Anneke Pietersen. Pietersen will call you.' },
  { name: 'given-of-full-name-in-document', raise: 0.7, words: 'one',
    // Not an everyday-word name opening a sentence: "Mark Ruiz will lead it. Mark the items as done".
    pre: givenOfFullNameClass, when: (f, score) => givenOfFullNameClass(f, score) && !(f.firstIsAmbiguousName && f.doc.sentenceStart(f.a) && !vocativeOpeningLine(f.doc, f.a)) && givenOfFullName(f.doc, f.a),
    why: 'a given name alone that the same text uses in a full name ("Given Surname") is that person, even at a sentence start or when it is also an everyday word', example: 'Introduction – Carla Brandt / Jun Takahashi. Carla, Jun – I promised I\'d connect you two.' },
  { name: 'possessive-of-person', raise: 0.7, pre: possessiveOfPersonClass, when: (f, score) => possessiveOfPersonClass(f, score) && possessiveOfPerson(f.doc, f.b),
    why: 'a given name in the possessive before a relative or a life event', example: "drinks for Beatrice's leaving do; Amira (Zara's mum)" },
  { name: 'unknown-words-before-human-verb', raise: 0.6,
    pre: unknownWordsBeforeHumanVerbClass, when: (f, score) => unknownWordsBeforeHumanVerbClass(f, score) && humanAfter(f.doc, f.b),
    why: 'words no list knows, followed by a verb only people do', example: 'Ruairí mentioned that the renewal moved; Ekene Obiora said yes' },
  { name: 'surname-before-human-verb', raise: 0.6, words: 'one',
    pre: surnameBeforeHumanVerbClass, when: (f, score) => surnameBeforeHumanVerbClass(f, score) && !f.doc.sentenceStart(f.a) && humanAfter(f.doc, f.b),
    why: 'people6en: a surname alone, mid-sentence, followed by a verb only people do (as a word no list knows is: unknown-words-before-human-verb)', example: "its the tray 2 thing, Okafor said facilities are swapping it" },
  { name: 'unknown-word-paired-with-given-name', raise: 0.6, words: 'one',
    pre: unknownWordPairedWithGivenNameClass, when: (f, score) => unknownWordPairedWithGivenNameClass(f, score) && !f.doc.sentenceStart(f.a) && pairedWithGivenName(f.doc, f.a, f.b),
    why: 'a word no list knows joined by "and"/"y" to a plain given name is a second person (a nickname or a name the lists lack)', example: 'two chill 20-somethings (Lachie and Mei); delegar más en Ximena y Toño (not "Slack and Jira")' },
  { name: 'unknown-name-paired-with-given-name', raise: 0.6, words: 'several',
    pre: unknownNamePairedWithGivenNameClass, when: (f, score) => unknownNamePairedWithGivenNameClass(f, score) && pairedWithGivenName(f.doc, f.a, f.b),
    why: 'people7en: words no list knows joined by "and"/"y" to a plain given name are another person\'s full name (as one such word is: unknown-word-paired-with-given-name)', example: 'especially Naledi Khumalo and Byron O\'Neill (not "Tripp Trapp and Zorbat")' },
  { name: 'couple-around-ampersand', raise: 0.6,
    pre: coupleAroundAmpersandClass, when: (f, score) => coupleAroundAmpersandClass(f, score) && coupleAroundAmpersand(f.doc, f.a, f.b),
    why: 'people7en: a given name, "&", a given name and a family name: a couple signing or travelling together, even with everyday-word given names (thing-names.ts)', example: 'Itinerary – Hope & Mercedes Adjei; Faith & Joy Adeyemi (not "Marks & Spencer")' },
  { name: 'verb-then-his-her', raise: 0.7,
    pre: verbThenHisHerClass, when: (f, score) => verbThenHisHerClass(f, score) && verbThenPersonalPronoun(f.doc, f.b),
    why: 'people7en: a given name before a verb and "his"/"her" is the subject of a person\'s act (a place or a product takes "its"; address-forms.ts)', example: 'Just a reminder Jasper needs his wellies; Grace lost her phone' },
  { name: 'contacted-before-phone', raise: 0.7,
    pre: contactedBeforePhoneClass, when: (f, score) => contactedBeforePhoneClass(f, score) && contactedBeforePhone(f.doc, f.a, f.b),
    why: 'people7en: one or two names between a contact verb and a phone number are the person to contact (contact-phone.ts)', example: 'text Melvin 9183 2274; Text Gary 414.555.0182; ring Siobhan on 087 224 1190' },
  { name: 'vocative-at-sentence-end', raise: 0.6, words: 'one',
    pre: vocativeAtSentenceEndClass, when: (f, score) => vocativeAtSentenceEndClass(f, score) && vocativeAtSentenceEnd(f.doc, f.a),
    why: 'people7en: one name after a comma closing a sentence addressed to "you" is the reader\'s (address-forms.ts)', example: 'Your bill is ready, Ayodele. (not "Shipped to Leeds, Yorkshire.")' },
  { name: 'closing-name-es', raise: 0.7, words: 'one',
    pre: closingNameClass, when: (f, score) => closingNameClass(f, score) && closingNameEs(f.doc, f.a),
    why: 'people8es: a given name alone on the last line of a Spanish note that opens with a greeting signs it (closing-name.ts)', example: 'Hola Encarna, te pido vacaciones. Si hay algún problema, dímelo.⏎⏎Rocío' },
  { name: 'article-nickname-in-chat-es', raise: 0.6, words: 'one', needs: [PERSON_ARTICLES_ES],
    pre: articleNicknameClass, when: (f, score) => articleNicknameClass(f, score) && articleNicknameEs(f.doc, f.a, f.b),
    why: 'people9es: in a Spanish chat line, "el"/"la"/"al" before a first name or a nickname no list knows is spoken Spanish for a person (not after "en"/"por", not a place, brand or everyday word; article-nicknames.ts)', example: 'Kevin: va pues, le digo a la Kiara entonces; mamá: y dile al Limbert que no llegue tarde (not "en el Cuscatlán")' },
  { name: 'self-introduction', raise: 0.7,
    pre: selfIntroductionClass, when: (f, score) => selfIntroductionClass(f, score) && selfIntroduction(f.doc, f.a, f.b),
    why: 'people7en: a name after "it\'s"/"this is" and before "from"/"here"/"calling" is a caller introducing themself (address-forms.ts)', example: 'G\'day, it\'s Shazza from the Ipswich Turf Club' },
  { name: 'age-apposition-after', raise: 0.8,
    pre: ageAppositionClass, when: (f, score) => ageAppositionClass(f, score) && ageAppositionAfter(f.doc, f.b),
    why: 'people8en: an age in commas right after the run, as news and notices write a person (age-apposition.ts)', example: 'Rekha Deshpande, 52, set off from Kanyakumari (not "Leeds, 3 wins")' },
  { name: 'spelled-in-email', raise: SURE_NAME, words: 'several',
    pre: spelledInEmailClass, when: (f, score) => spelledInEmailClass(f, score) && spelledInEmail(f.doc, f.a, f.b),
    why: 'the name is spelled in the e-mail address right after it', example: 'Mossie Quitzon, mossie.quitzon@…; Jan Gray <jan.gray@…>' },
  { name: 'team-name', needs: [TEAM_WORDS_CUE], cap: NOT_A_PERSON, pre: unsureBelow(EV_TITLE), when: (f, score) => score < SURE_NAME && f.evidence < EV_TITLE && teamWordBefore(f.doc, f.a),
    why: 'a name right after a capitalized "Team"/"Equipo" is a team\'s name (a sure full name stays)', example: 'Sprint 42 retro – Team Falcon; Equipo Atlas' },
  { name: 'brand-shaped-word', cap: NOT_A_PERSON, pre: belowTitle, when: (f, score) => f.evidence < EV_TITLE && score >= FLOOR && brandShapedWordIn(f.doc, f.a, f.b),
    why: 'a word with a capital inside it, after letters no name prefix has, is a brand or product (names have "Mc", "Mac", "De", "La" prefixes)', example: 'si usas Mac y AirPods; reinstalado FortiClient (but: Shona McAllister, DeShawn)' },
  { name: 'coordinated-before-plural-noun', cap: NOT_A_PERSON, pre: unsureBelow(EV_CONTEXT), when: (f, score) => score < SURE_NAME && f.evidence < EV_CONTEXT && coordinatedBeforePluralNoun(f.doc, f.a, f.b),
    why: 'people7en: two names joined by "and"/"or" before a plural noun they qualify name two things of that kind (two people are followed by a verb; a final check, after the pair raises)', example: 'the Ranger and Voyager basemaps; the Ivory and Onyx widgets (but: Anna and Mark visited)' },
  { name: 'room-word-last', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && endsWithRoomWord(f.doc, f.a, f.b),
    why: 'people7en: a room word ends the name of a room or a class, which no surname is, even after a sign-off (a final check, after the evidence raises; room-and-receipt.ts)', example: 'Kind regards,⏎Little Acorns Room; Year 4 (Willow Class); the Merlion Room' },
  { name: 'room-word-first-es', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && opensWithRoomWordEs(f.doc, f.a, f.b),
    why: 'people8es: Spanish names a room, cluster or server with its noun first, and no person\'s name opens with "Sala" or "Clúster" (room-and-receipt.ts)', example: '- Sala Rosario: 8 personas; Clúster Valencia al 63 % de CPU (but: Rosario Sala)' },
  { name: 'place-head-first-es', needs: [PLACE_HEADS_ES], cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && opensWithPlaceHeadEs(f.doc, f.a, f.b),
    why: 'people9es: a Spanish place name opens with its kind, a neighbourhood, tower, port or housing estate, then a name; no person\'s name opens with "Villa", "Torre" or "Puerto" (a final check, after the evidence raises; place-heads-es.ts)', example: 'vivo en Urb. Villa Carolina, Calle 15; en PH Torre Marina, piso 14; a las 8:00 en Puerto Quetzal (but: Carmen Villa, Luis de la Torre)' },
  // nopii8en: ensembles and their pieces in a concert programme (ensemble-names.ts).
  { name: 'ensemble-word-after', cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && ensembleWordAfter(f.doc, f.b),
    why: 'nopii8en: a run right before a capitalized ensemble word names a choir or an orchestra, which no surname is (ensemble-names.ts)', example: 'Junior Choir: "Rainbow Connection"; the Hallé Youth Orchestra' },
  { name: 'quoted-piece-after-ensemble', cap: NOT_A_PERSON, pre: belowTitle, when: (f) => f.evidence < EV_TITLE && quotedPieceAfterEnsemble(f.doc, f.a, f.b),
    why: 'nopii8en: a quoted run after "<ensemble word>:" is the piece it plays, a song title even when it is a full name (ensemble-names.ts)', example: 'String Quartet: "Eleanor Rigby"' },
  // nopii8en: the allowed values of a field in a data dictionary (enumerated-values.ts).
  { name: 'enumerated-value', cap: NOT_A_PERSON, words: 'one', pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && enumeratedValue(f.doc, f.a),
    why: 'nopii8en: a value of a "<field>: one of A, B, C" list in a data dictionary or a form spec names a house, a plan or a status (enumerated-values.ts)', example: 'house: one of Kelly, Flynn, Mawson, Chisholm' },
  // nopii8en: a new name after "renamed to" (renamed-to.ts).
  { name: 'after-renamed-to', cap: NOT_A_PERSON, pre: belowContext, when: (f) => f.evidence < EV_CONTEXT && afterRenamedTo(f.doc, f.a),
    why: 'nopii8en: the run after "renamed to"/"rebranded as", and the second name of a pair after it, is the new name of a theme, plan or feature; a person is not renamed (a final check: the pair raises come before it; renamed-to.ts)', example: 'The Hyde Park and Camden themes were renamed to Park Light and Camden Dark.' },
  // nopii8en: a breed word ends a breed's name (breed-names.ts).
  { name: 'breed-word-last', cap: NOT_A_PERSON, words: 'several', pre: belowTitle, when: (f) => f.evidence < EV_TITLE && endsWithBreedWord(f.doc, f.a, f.b),
    why: 'nopii8en: a breed word ends the name of a dog or cat breed, which no surname is (a final check, after the evidence raises; breed-names.ts)', example: 'Best in Show: Irish Wolfhound; Reserve: Border Terrier (but: Dr. Anna Shepherd stays)' },
];
