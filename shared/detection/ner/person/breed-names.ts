/**
 * nopii8en: a dog or cat breed in Title Case ends with its breed word: "Irish Wolfhound", "Border
 * Terrier", "Cocker Spaniel", "Golden Retriever", "British Shorthair" (dog-show results, pet
 * adverts, vet notes). No surname is "Terrier" or "Spaniel", so a run of several words ending with
 * one is no person's name. Breed words that are also surnames ("Shepherd", "Setter", "Pointer")
 * are left out.
 */
import type { Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Breed words that end a breed's name (lower-case keys). */
const BREED_WORDS = cueSet(new Set([
  'terrier', 'spaniel', 'retriever', 'wolfhound', 'deerhound', 'greyhound', 'bloodhound', 'foxhound', 'sheepdog', 'bulldog',
  'mastiff', 'poodle', 'dachshund', 'schnauzer', 'rottweiler', 'pinscher', 'malamute', 'ridgeback',
  'whippet', 'lurcher', 'spitz', 'weimaraner', 'vizsla', 'shorthair', 'longhair',
]));

/** The run [a, b] of several words ends with a capitalized breed word ("Irish Wolfhound"). */
export function endsWithBreedWord(doc: Doc, a: number, b: number): boolean {
  return b > a && doc.capitalized(b) && doc.inSet(b, BREED_WORDS);
}
