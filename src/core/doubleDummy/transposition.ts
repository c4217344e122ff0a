/**
 * The transposition table: bounds on North-South's tricks from positions met at the start of a
 * trick. An entry covers every position with the same seat on lead, the same number of cards in
 * each hand's suits, and the same holders of the top cards of each suit that the bound depended
 * on (ranks made relative: after the ace and king have gone, the queen is the top card). A bound
 * proved with only the top two spades mattering serves every deal of spots below them.
 *
 * Key of a position: `shapeA`/`shapeB`, the suit lengths (four bits per hand and suit), and the
 * seat on lead; each suit's remaining cards read from the highest down, two bits naming the
 * holder of each after a leading 1 (`pattern`), compared on an entry's top `depth` cards only.
 *
 * An entry is stored once: in the bucket hashed from the shape, the leader and the holder of
 * each suit's top card when the bound rested on every suit's top card (or the shape names its
 * holder: one hand holds the whole suit), else in the bucket hashed from the shape and the
 * leader alone; either way it is found from every position it covers. A look-up reads the
 * shape's bucket, then the top cards' bucket unless the first decided the target; of the entries
 * that decide it, it takes the one resting on the fewest cards, so that the bound carried up the
 * search covers as many positions as it can. (A third bucket, hashed from the whole position,
 * used to keep a second copy of each entry: it decided 0.4 % of the look-ups first, and reading
 * it cost more than the searches it saved.)
 *
 * Buckets of thirty-two entries: every entry of one shape and leader that some suit's top card
 * did not decide goes to one shallow bucket, and a hard deal has more of those than sixteen
 * slots keep (DDS's test deals 40, 93, 70, 54 and 71: 241 M nodes with 2^16 buckets of sixteen,
 * 195 M with twice as many buckets, 175 M with buckets twice as large). A full bucket gives up
 * its entry with the fewest tricks left (the cheapest to search again), the oldest of those
 * first. (A shallow bucket's entries share one shape, so one number of tricks left: giving up
 * the first of them, as before, churned one slot and kept the others from the start of the
 * search.) Entries carry the generation of the strain they belong to, so clearing the table is
 * a counter increment.
 */

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { imul, min } = Math;
/**
 * 2^14 buckets of 32 entries of 32 bytes: 16 MB. Since quick tricks rest only on the cards the
 * cut-off needs, entries cover so many positions that twice the table saves 1-2 % of the nodes
 * (list100's deals 3-8 / 9-20: 4.30 M / 18.56 M with 16 MB, 4.29 M / 18.40 M with 32 MB; the hard
 * deals 40, 93, 70, 54 and 71: 34.5 M against 33.9 M) and no time (-6 % / +0.5 %).
 */
const BITS = 14;
const BUCKET = 32;
const BUCKET_MASK = (1 << BITS) - 1;
/**
 * Entries side by side, eight 32-bit words each, so that a bucket's scan reads adjacent memory:
 * tag (generation << 8 | tricks left << 2 | leader; 0 is empty), shapeA, shapeB, the four suits'
 * top patterns, and the bounds with the suit depths (depths | lower << 16 | upper << 24).
 */
const STRIDE = 8;
const TAG = 0;
const SHAPE_A = 1;
const SHAPE_B = 2;
const TOP0 = 3;
const BOUNDS = 7;
const entries = new Int32Array((1 << BITS) * BUCKET * STRIDE);
/** Per bucket, the slot after the last one given up: of equal victims, the oldest goes first. */
const nextVictim = new Uint8Array(1 << BITS);
/**
 * Per bucket, the low byte of the generation it last took an entry in: a small array that
 * answers "is this bucket empty?" without reading the bucket (a cache miss). A fifth of the
 * buckets looked at are empty. (A byte left from 256 generations back only costs a scan.)
 */
const storedIn = new Uint8Array(1 << BITS);
let generation = 0;

export function clearTable(): void {
  generation++;
  if (generation > 0x7fffff) {
    entries.fill(0);
    generation = 1;
  }
}

/** How many top cards of each suit pick an entry's bucket: none (the shape's bucket) or one. */
const LEVELS = [0, 1];
/** The cards each suit depth reaches, summed: the entry covering most positions has the least. */
function depthSum(d: number): number {
  return (d & 15) + ((d >> 4) & 15) + ((d >> 8) & 15) + ((d >> 12) & 15);
}

/**
 * A position's key, as the search writes it into its own array (one key per depth, since the
 * search looks a position up, searches below it, then stores it): the suit lengths as
 * shapeA/shapeB, the seat on lead, each suit's pattern, each suit's length; then the buckets
 * lookUp found, for store.
 */
export const KEY_SHAPE_A = 0;
export const KEY_SHAPE_B = 1;
export const KEY_LEADER = 2;
/** Four words: the patterns of spades, hearts, diamonds, clubs. */
export const KEY_PATTERNS = 3;
/** Four words: the suits' lengths, in the same order. */
export const KEY_LENGTHS = 7;
/** One word per level, written by lookUp for store: the position's bucket at each of the LEVELS. */
const KEY_BUCKETS = 11;
export const KEY_WORDS = KEY_BUCKETS + LEVELS.length;

/** The position being looked up or stored, read from its key by `loadKey`. */
let a = 0;
let b = 0;
let leader = 0;
let p0 = 0;
let p1 = 0;
let p2 = 0;
let p3 = 0;
let l0 = 0;
let l1 = 0;
let l2 = 0;
let l3 = 0;

function loadKey(key: Int32Array, at: number): void {
  a = key[at + KEY_SHAPE_A]!;
  b = key[at + KEY_SHAPE_B]!;
  leader = key[at + KEY_LEADER]!;
  p0 = key[at + KEY_PATTERNS]!;
  p1 = key[at + KEY_PATTERNS + 1]!;
  p2 = key[at + KEY_PATTERNS + 2]!;
  p3 = key[at + KEY_PATTERNS + 3]!;
  l0 = key[at + KEY_LENGTHS]!;
  l1 = key[at + KEY_LENGTHS + 1]!;
  l2 = key[at + KEY_LENGTHS + 2]!;
  l3 = key[at + KEY_LENGTHS + 3]!;
}

/** The first word of the position's bucket, hashed from its shape, leader and top `tops` cards. */
function bucketOf(tops: number): number {
  let h = imul(a ^ (leader << 30) ^ tops, 0x9e3779b1);
  h = imul(h ^ b ^ (h >>> 15), 0x85ebca77);
  h = imul(h ^ topOf(p0, l0, min(tops, l0)) ^ (h >>> 13), 0x27d4eb2f);
  h = imul(h ^ topOf(p1, l1, min(tops, l1)) ^ (h >>> 14), 0x165667b1);
  h = imul(h ^ topOf(p2, l2, min(tops, l2)) ^ (h >>> 15), 0x9e3779b1);
  h = imul(h ^ topOf(p3, l3, min(tops, l3)) ^ (h >>> 16), 0x85ebca77);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h & BUCKET_MASK) * BUCKET * STRIDE;
}

/** The position being looked up: set by `lookUp`, read by the search. */
export let foundLower = 0;
export let foundUpper = 0;
/** The suit depths (four bits per suit) behind foundLower and foundUpper. */
export let lowerDepths = 0;
export let upperDepths = 0;
/** The target of the search looking up: the bounds that decide it are the ones wanted. */
let lookedUpTarget = 0;

/** A suit's pattern cut to its top `depth` cards, of a suit of `length` cards. */
function topOf(pattern: number, length: number, depth: number): number {
  return pattern >>> (2 * (length - depth));
}

/**
 * Looks the position keyed at `key[at]` up: sets foundLower/foundUpper to the best bounds of all
 * the entries that cover it (0 and `tricksLeft` when none).
 */
export function lookUp(key: Int32Array, at: number, tricksLeft: number, target: number): void {
  loadKey(key, at);
  lookedUpTarget = target;
  foundLower = 0;
  foundUpper = tricksLeft;
  lowerDepths = 0xffff;
  upperDepths = 0xffff;
  const want = (generation << 8) | (tricksLeft << 2) | leader;
  for (let k = 0; k < LEVELS.length; k++) {
    const bucket = bucketOf(LEVELS[k]!);
    key[at + KEY_BUCKETS + k] = bucket;
    scanBucket(bucket, want);
    // Decided: no store follows (and the top cards' bucket seldom holds a deciding entry
    // resting on fewer cards).
    if (foundLower >= target || foundUpper < target) return;
  }
}

function scanBucket(start: number, want: number): void {
  if (storedIn[start / (BUCKET * STRIDE)] !== (generation & 255)) return;
  const end = start + BUCKET * STRIDE;
  for (let at = start; at < end; at += STRIDE) {
    const tag = entries[at + TAG]!;
    if (tag !== want) {
      // A bucket fills from its start: past the first empty entry there is nothing.
      if (tag >>> 8 !== generation) return;
      continue;
    }
    if (entries[at + SHAPE_A] !== a || entries[at + SHAPE_B] !== b) continue;
    const bounds = entries[at + BOUNDS]!;
    const d = bounds & 0xffff;
    if (
      topOf(p0, l0, d & 15) !== entries[at + TOP0] ||
      topOf(p1, l1, (d >> 4) & 15) !== entries[at + TOP0 + 1] ||
      topOf(p2, l2, (d >> 8) & 15) !== entries[at + TOP0 + 2] ||
      topOf(p3, l3, (d >> 12) & 15) !== entries[at + TOP0 + 3]
    ) {
      continue;
    }
    const lower = (bounds >> 16) & 255;
    const upper = bounds >>> 24;
    // Of the entries that decide the target, the one resting on the fewest cards.
    if (lower >= lookedUpTarget) {
      if (foundLower < lookedUpTarget || depthSum(d) < depthSum(lowerDepths)) lowerDepths = d;
      if (lower > foundLower) foundLower = lower;
    } else if (lower > foundLower) foundLower = lower;
    if (upper < lookedUpTarget) {
      if (foundUpper >= lookedUpTarget || depthSum(d) < depthSum(upperDepths)) upperDepths = d;
      if (upper < foundUpper) foundUpper = upper;
    } else if (upper < foundUpper) foundUpper = upper;
  }
}

/**
 * Records that North-South take at least `target` (found) or fewer than `target` tricks from
 * every position keyed at `key[at]`'s shape and leader, agreeing on the top `d` cards of each suit.
 * The key must have been looked up first: its buckets are the ones lookUp wrote into it.
 */
export function store(
  key: Int32Array,
  at: number,
  d: number,
  tricksLeft: number,
  target: number,
  found: boolean
): void {
  loadKey(key, at);
  // The top cards' bucket when the entry rests on every suit's top card, or the shape names its
  // holder (one hand holds the whole suit); else the shape's bucket. (Nodes on list100's deals
  // 3-8 / 9-20 / 21-36: 4.30 M / 18.56 M / 26.09 M with every suit's top card needed, 4.24 M /
  // 18.18 M / 25.74 M with the shape naming some; time -1.5 % / -6.6 %.)
  const tops = LEVELS[1]!;
  const level =
    ((d & 15) >= min(tops, l0) || oneHolder(a & 0xffff)) &&
    (((d >> 4) & 15) >= min(tops, l1) || oneHolder(a >>> 16)) &&
    (((d >> 8) & 15) >= min(tops, l2) || oneHolder(b & 0xffff)) &&
    (((d >> 12) & 15) >= min(tops, l3) || oneHolder(b >>> 16))
      ? 1
      : 0;
  storeIn(key[at + KEY_BUCKETS + level]!, d, tricksLeft, target, found);
}

/** Whether one hand holds every card of a suit, from the suit's four lengths (four bits each). */
function oneHolder(lengths: number): boolean {
  return (
    (lengths & 0xf) === lengths ||
    (lengths & 0xf0) === lengths ||
    (lengths & 0xf00) === lengths ||
    (lengths & 0xf000) === lengths
  );
}

function storeIn(
  start: number,
  d: number,
  tricksLeft: number,
  target: number,
  found: boolean
): void {
  const want = (generation << 8) | (tricksLeft << 2) | leader;
  const t0 = topOf(p0, l0, d & 15);
  const t1 = topOf(p1, l1, (d >> 4) & 15);
  const t2 = topOf(p2, l2, (d >> 8) & 15);
  const t3 = topOf(p3, l3, (d >> 12) & 15);
  const end = start + BUCKET * STRIDE;
  let victim = start;
  let victimScore = 1 << 30;
  const bucket = start / (BUCKET * STRIDE);
  const first = nextVictim[bucket]!;
  for (let at = start; at < end; at += STRIDE) {
    const t = entries[at + TAG]!;
    if (t >>> 8 !== generation) {
      // A bucket fills from its start: past the first empty entry there is nothing.
      victim = at;
      break;
    }
    const bounds = entries[at + BOUNDS]!;
    if (
      t === want &&
      (bounds & 0xffff) === d &&
      entries[at + SHAPE_A] === a &&
      entries[at + SHAPE_B] === b &&
      entries[at + TOP0] === t0 &&
      entries[at + TOP0 + 1] === t1 &&
      entries[at + TOP0 + 2] === t2 &&
      entries[at + TOP0 + 3] === t3
    ) {
      let lower = (bounds >> 16) & 255;
      let upper = bounds >>> 24;
      if (found) {
        if (lower < target) lower = target;
      } else if (upper >= target) upper = target - 1;
      entries[at + BOUNDS] = d | (lower << 16) | (upper << 24);
      return;
    }
    const score = ((t >> 2) & 63) * BUCKET + (((at - start) / STRIDE - first) & (BUCKET - 1));
    if (score < victimScore) {
      victim = at;
      victimScore = score;
    }
  }
  nextVictim[bucket] = ((victim - start) / STRIDE + 1) & (BUCKET - 1);
  storedIn[bucket] = generation & 255;
  entries[victim + TAG] = want;
  entries[victim + SHAPE_A] = a;
  entries[victim + SHAPE_B] = b;
  entries[victim + TOP0] = t0;
  entries[victim + TOP0 + 1] = t1;
  entries[victim + TOP0 + 2] = t2;
  entries[victim + TOP0 + 3] = t3;
  const lower = found ? target : 0;
  const upper = found ? tricksLeft : target - 1;
  entries[victim + BOUNDS] = d | (lower << 16) | (upper << 24);
}
