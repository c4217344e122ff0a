/**
 * The transposition table (after DDS's TransTable): bounds on North-South's tricks from
 * positions met at the start of a trick. An entry covers every position with the same seat on
 * lead, the same number of cards in each hand's suits, and the same holders of the top cards of
 * each suit that the bound depended on (ranks made relative: transpositionKey.ts). A bound proved
 * with only the top two spades mattering serves every deal of spots below them.
 *
 * An entry is stored once: in the bucket hashed from the shape, the leader and the holder of
 * each suit's top card when the bound rested on every suit's top card (or the shape names its
 * holder: one hand holds the whole suit), else in the bucket hashed from the shape and the
 * leader alone; either way it is found from every position it covers. A look-up reads the
 * shape's bucket, then the top cards' bucket unless the first decided the target; of the entries
 * that decide it, it takes the one resting on the fewest cards, so that the bound carried up the
 * search covers as many positions as it can.
 *
 * Buckets of thirty-two entries: every entry of one shape and leader that some suit's top card
 * did not decide goes to one shallow bucket, and a hard deal has more of those than sixteen
 * slots keep. A full bucket gives up its entry with the fewest tricks left (the cheapest to
 * search again), the oldest of those first: a shallow bucket's entries share one shape, so one
 * number of tricks left, and giving up always the first of them would churn one slot. Entries
 * carry the generation of the strain they belong to, so clearing the table is a counter
 * increment. (The sizes' figures: docs/PERFORMANCE.md.)
 */
import {
  KEY_BUCKETS,
  KEY_LEADER,
  KEY_LENGTHS,
  KEY_PATTERNS,
  KEY_SHAPE_A,
  KEY_SHAPE_B,
  LEVELS,
  entryLevel,
} from "./transpositionKey";

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { imul, min } = Math;
/**
 * 2^14 buckets of 32 entries of 32 bytes: 16 MB. Since quick tricks rest only on the cards the
 * cut-off needs, entries cover so many positions that twice the table saves 1-2 % of the nodes
 * and no time.
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

/** The table's entries, and the position being looked up or stored, read from its key by loadKey. */
export class TranspositionTable {
  readonly entries = new Int32Array((1 << BITS) * BUCKET * STRIDE);
  /** Per bucket, the slot after the last one given up: of equal victims, the oldest goes first. */
  readonly nextVictim = new Uint8Array(1 << BITS);
  /**
   * Per bucket, the low byte of the generation it last took an entry in: a small array that
   * answers "is this bucket empty?" without reading the bucket (a cache miss). A fifth of the
   * buckets looked at are empty. (A byte left from 256 generations back only costs a scan.)
   */
  readonly storedIn = new Uint8Array(1 << BITS);
  generation = 0;
  a = 0;
  b = 0;
  leader = 0;
  p0 = 0;
  p1 = 0;
  p2 = 0;
  p3 = 0;
  l0 = 0;
  l1 = 0;
  l2 = 0;
  l3 = 0;
  /** The best bounds `lookUp` found for the position (0 and the tricks left when none). */
  foundLower = 0;
  foundUpper = 0;
  /** The suit depths (four bits per suit) behind foundLower and foundUpper. */
  lowerDepths = 0;
  upperDepths = 0;
}

export function clearTable(t: TranspositionTable): void {
  t.generation++;
  if (t.generation > 0x7fffff) {
    t.entries.fill(0);
    t.generation = 1;
  }
}

/** The cards each suit depth reaches, summed: the entry covering most positions has the least. */
function depthSum(d: number): number {
  return (d & 15) + ((d >> 4) & 15) + ((d >> 8) & 15) + ((d >> 12) & 15);
}

function loadKey(t: TranspositionTable, key: Int32Array, at: number): void {
  t.a = key[at + KEY_SHAPE_A]!;
  t.b = key[at + KEY_SHAPE_B]!;
  t.leader = key[at + KEY_LEADER]!;
  t.p0 = key[at + KEY_PATTERNS]!;
  t.p1 = key[at + KEY_PATTERNS + 1]!;
  t.p2 = key[at + KEY_PATTERNS + 2]!;
  t.p3 = key[at + KEY_PATTERNS + 3]!;
  t.l0 = key[at + KEY_LENGTHS]!;
  t.l1 = key[at + KEY_LENGTHS + 1]!;
  t.l2 = key[at + KEY_LENGTHS + 2]!;
  t.l3 = key[at + KEY_LENGTHS + 3]!;
}

/** The first word of the loaded position's bucket, hashed from its shape, leader and top `tops` cards. */
function bucketOf(t: TranspositionTable, tops: number): number {
  const { l0, l1, l2, l3 } = t;
  let h = imul(t.a ^ (t.leader << 30) ^ tops, 0x9e3779b1);
  h = imul(h ^ t.b ^ (h >>> 15), 0x85ebca77);
  h = imul(h ^ topOf(t.p0, l0, min(tops, l0)) ^ (h >>> 13), 0x27d4eb2f);
  h = imul(h ^ topOf(t.p1, l1, min(tops, l1)) ^ (h >>> 14), 0x165667b1);
  h = imul(h ^ topOf(t.p2, l2, min(tops, l2)) ^ (h >>> 15), 0x9e3779b1);
  h = imul(h ^ topOf(t.p3, l3, min(tops, l3)) ^ (h >>> 16), 0x85ebca77);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h & BUCKET_MASK) * BUCKET * STRIDE;
}

/** A suit's pattern cut to its top `depth` cards, of a suit of `length` cards. */
function topOf(pattern: number, length: number, depth: number): number {
  return pattern >>> (2 * (length - depth));
}

/**
 * Looks the position keyed at `key[at]` up: sets foundLower/foundUpper to the best bounds of all
 * the entries that cover it (0 and `tricksLeft` when none), and their depths to those of the
 * entries that decide `target` resting on the fewest cards.
 */
export function lookUp(
  t: TranspositionTable,
  key: Int32Array,
  at: number,
  tricksLeft: number,
  target: number
): void {
  loadKey(t, key, at);
  t.foundLower = 0;
  t.foundUpper = tricksLeft;
  t.lowerDepths = 0xffff;
  t.upperDepths = 0xffff;
  const want = (t.generation << 8) | (tricksLeft << 2) | t.leader;
  for (let k = 0; k < LEVELS.length; k++) {
    const bucket = bucketOf(t, LEVELS[k]!);
    key[at + KEY_BUCKETS + k] = bucket;
    scanBucket(t, bucket, want, target);
    // Decided: no store follows (and the top cards' bucket seldom holds a deciding entry
    // resting on fewer cards).
    if (t.foundLower >= target || t.foundUpper < target) return;
  }
}

/** Takes the bounds of the entries of the bucket at `start` that cover the loaded position. */
function scanBucket(t: TranspositionTable, start: number, want: number, target: number): void {
  const { entries, generation } = t;
  if (t.storedIn[start / (BUCKET * STRIDE)] !== (generation & 255)) return;
  const { a, b, p0, p1, p2, p3, l0, l1, l2, l3 } = t;
  let { foundLower, foundUpper, lowerDepths, upperDepths } = t;
  const end = start + BUCKET * STRIDE;
  for (let entry = start; entry < end; entry += STRIDE) {
    const tag = entries[entry + TAG]!;
    if (tag !== want) {
      // A bucket fills from its start: past the first empty entry there is nothing.
      if (tag >>> 8 !== generation) break;
      continue;
    }
    if (entries[entry + SHAPE_A] !== a || entries[entry + SHAPE_B] !== b) continue;
    const bounds = entries[entry + BOUNDS]!;
    const d = bounds & 0xffff;
    if (
      topOf(p0, l0, d & 15) !== entries[entry + TOP0] ||
      topOf(p1, l1, (d >> 4) & 15) !== entries[entry + TOP0 + 1] ||
      topOf(p2, l2, (d >> 8) & 15) !== entries[entry + TOP0 + 2] ||
      topOf(p3, l3, (d >> 12) & 15) !== entries[entry + TOP0 + 3]
    ) {
      continue;
    }
    const lower = (bounds >> 16) & 255;
    const upper = bounds >>> 24;
    // Of the entries that decide the target, the one resting on the fewest cards.
    if (lower >= target) {
      if (foundLower < target || depthSum(d) < depthSum(lowerDepths)) lowerDepths = d;
      if (lower > foundLower) foundLower = lower;
    } else if (lower > foundLower) foundLower = lower;
    if (upper < target) {
      if (foundUpper >= target || depthSum(d) < depthSum(upperDepths)) upperDepths = d;
      if (upper < foundUpper) foundUpper = upper;
    } else if (upper < foundUpper) foundUpper = upper;
  }
  t.foundLower = foundLower;
  t.foundUpper = foundUpper;
  t.lowerDepths = lowerDepths;
  t.upperDepths = upperDepths;
}

/**
 * Records that North-South take at least `target` (found) or fewer than `target` tricks from
 * every position keyed at `key[at]`'s shape and leader, agreeing on the top `d` cards of each suit.
 * The key must have been looked up first: its buckets are the ones lookUp wrote into it.
 */
export function store(
  t: TranspositionTable,
  key: Int32Array,
  at: number,
  d: number,
  tricksLeft: number,
  target: number,
  found: boolean
): void {
  loadKey(t, key, at);
  storeIn(t, key[at + KEY_BUCKETS + entryLevel(key, at, d)]!, d, tricksLeft, target, found);
}

/** Stores the bound for the loaded position in the bucket at `start`, as `store` does. */
function storeIn(
  t: TranspositionTable,
  start: number,
  d: number,
  tricksLeft: number,
  target: number,
  found: boolean
): void {
  const { entries, generation, a, b } = t;
  const want = (generation << 8) | (tricksLeft << 2) | t.leader;
  const t0 = topOf(t.p0, t.l0, d & 15);
  const t1 = topOf(t.p1, t.l1, (d >> 4) & 15);
  const t2 = topOf(t.p2, t.l2, (d >> 8) & 15);
  const t3 = topOf(t.p3, t.l3, (d >> 12) & 15);
  const end = start + BUCKET * STRIDE;
  let victim = start;
  let victimScore = 1 << 30;
  const bucket = start / (BUCKET * STRIDE);
  const first = t.nextVictim[bucket]!;
  for (let entry = start; entry < end; entry += STRIDE) {
    const tag = entries[entry + TAG]!;
    if (tag >>> 8 !== generation) {
      // A bucket fills from its start: past the first empty entry there is nothing.
      victim = entry;
      break;
    }
    const bounds = entries[entry + BOUNDS]!;
    if (
      tag === want &&
      (bounds & 0xffff) === d &&
      entries[entry + SHAPE_A] === a &&
      entries[entry + SHAPE_B] === b &&
      entries[entry + TOP0] === t0 &&
      entries[entry + TOP0 + 1] === t1 &&
      entries[entry + TOP0 + 2] === t2 &&
      entries[entry + TOP0 + 3] === t3
    ) {
      let lower = (bounds >> 16) & 255;
      let upper = bounds >>> 24;
      if (found) {
        if (lower < target) lower = target;
      } else if (upper >= target) upper = target - 1;
      entries[entry + BOUNDS] = d | (lower << 16) | (upper << 24);
      return;
    }
    const score = ((tag >> 2) & 63) * BUCKET + (((entry - start) / STRIDE - first) & (BUCKET - 1));
    if (score < victimScore) {
      victim = entry;
      victimScore = score;
    }
  }
  t.nextVictim[bucket] = ((victim - start) / STRIDE + 1) & (BUCKET - 1);
  t.storedIn[bucket] = generation & 255;
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
