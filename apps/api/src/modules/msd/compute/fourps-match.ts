// Matching a DSWD 4Ps list line against the consumer master (Joint Resolution 01 s.2026's
// automatic registration, decision 116). Names are compared as words in any order ("DELA CRUZ,
// JUAN P." is "Juan Perez Dela Cruz"), accents and punctuation dropped, suffixes (Jr., III) and
// initials set aside; the place is the barangay (or the consumer's address naming it).
// Exact: the same words in the same barangay, a middle initial agreeing, one such account.
// Near: words alike (similarity at least NEAR_SCORE) in the same barangay, or the same words in
// another barangay: a clerk decides. Otherwise unmatched.

export const NEAR_SCORE = 0.8;
/** Near candidates kept for the review, best first. */
export const MAX_CANDIDATES = 3;

const SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V']);

/** Upper case, accents dropped (Ñ is N), anything but letters and digits a space. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

function words(s: string | null): string[] {
  if (s === null) return [];
  const n = normalizeText(s);
  return n === '' ? [] : n.split(' ').filter((w) => !SUFFIXES.has(w));
}

/** Edit distance (insert, delete, replace) of two strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    for (let j = 1; j <= b.length; j += 1) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** 1 for the same text, 0 for nothing alike. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

export interface ListedPerson {
  lastName: string;
  firstName: string;
  middleName: string | null;
  barangay: string;
}

export interface ConsumerName {
  name: string;
  barangay: string;
  address: string | null;
}

export interface NameComparison {
  /** Similarity of the names' words (0 to 1, three decimals). */
  score: number;
  samePlace: boolean;
  /** The middle name disagrees with the account's middle initial or middle name. */
  middleDiffers: boolean;
}

/** Compares a listed person with an account's name and place. */
export function compareNames(p: ListedPerson, c: ConsumerName): NameComparison {
  const core = [...words(p.lastName), ...words(p.firstName)];
  const middle = words(p.middleName);
  const theirs = words(c.name);
  const coreSet = new Set(core);
  // The account's words beyond the listed last and first names: a middle name or its initial.
  let middleDiffers = false;
  const kept: string[] = [];
  for (const w of theirs) {
    if (coreSet.has(w)) {
      kept.push(w);
      continue;
    }
    if (w.length === 1) {
      if (middle.length > 0 && !middle.some((m) => m.startsWith(w))) middleDiffers = true;
      continue;
    }
    if (middle.includes(w)) continue;
    kept.push(w);
  }
  const key = (ws: string[]) => [...ws].sort().join(' ');
  const score = Math.round(similarity(key(core), key(kept)) * 1000) / 1000;
  const place = normalizeText(p.barangay);
  const samePlace =
    place !== '' &&
    (normalizeText(c.barangay) === place || ` ${normalizeText(c.address ?? '')} `.includes(` ${place} `));
  return { score, samePlace, middleDiffers };
}

export type MatchKind = 'Exact' | 'Near' | 'None';

export interface MatchCandidate<C> {
  consumer: C;
  score: number;
  samePlace: boolean;
}

export interface MatchResult<C> {
  kind: MatchKind;
  /** Exact: the one account; Near: the candidates, best first (at most MAX_CANDIDATES). */
  candidates: MatchCandidate<C>[];
}

/** The list line against the accounts worth comparing (those of its barangay, those of its name). */
export function matchListedPerson<C extends ConsumerName>(p: ListedPerson, consumers: readonly C[]): MatchResult<C> {
  const exact: MatchCandidate<C>[] = [];
  const near: MatchCandidate<C>[] = [];
  for (const consumer of consumers) {
    const cmp = compareNames(p, consumer);
    const candidate = { consumer, score: cmp.score, samePlace: cmp.samePlace };
    if (cmp.score === 1 && cmp.samePlace && !cmp.middleDiffers) exact.push(candidate);
    else if ((cmp.samePlace && cmp.score >= NEAR_SCORE) || cmp.score === 1) near.push(candidate);
  }
  if (exact.length === 1) return { kind: 'Exact', candidates: exact };
  const all = [...exact, ...near].sort((a, b) => b.score - a.score || Number(b.samePlace) - Number(a.samePlace));
  if (all.length === 0) return { kind: 'None', candidates: [] };
  return { kind: 'Near', candidates: all.slice(0, MAX_CANDIDATES) };
}
