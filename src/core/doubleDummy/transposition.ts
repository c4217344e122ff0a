/**
 * The transposition table (after DDS's TransTable): bounds on North-South's tricks from
 * positions met at the start of a trick. An entry covers every position with the same seat on
 * lead, the same number of cards in each hand's suits, and the same holders of the top cards of
 * each suit that the bound depended on (ranks made relative: transpositionKey.ts). A bound proved
 * with only the top two spades mattering serves every deal of spots below them.
 *
 * An entry is stored once, in a bucket it is found in from every position it covers:
 * - when the bound rested on every suit's top card (or the shape names its holder: one hand
 *   holds the whole suit), in the top card's bucket, hashed from the shape, the leader and the
 *   holder of each suit's top card; when that bucket is full and the bound rested on each suit's
 *   top two cards, in the top two cards' bucket, and so on down to five (SLOT_TOPS);
 * - else in the shape's bucket, hashed from the shape and the leader alone, or when that is full
 *   in the next bucket of its chain (SHAPE_CHAIN).
 * A bucket only overflows into the next once full, and buckets fill from their start and are
 * never emptied within a strain: so a look-up reads the next bucket only when the one before is
 * full (a byte per bucket says so). It reads the shape's chain, then the top cards' buckets,
 * stopping at the first entry that decides the target. A bucket keeps its entries in the order
 * of the cards they rest on, fewest first, so that entry is the one covering most positions and
 * the bound carried up the search covers as many as it can (an entry that replaces another in a
 * full bucket takes its slot, so there the order is only near). Without the overflow, a search
 * whose positions share a few shapes (a long run of winners cashed while the others discard)
 * gave up entries it needed again: random deal 572 of the benchmark searched 35 M nodes, with
 * it 3.6 M.
 *
 * Buckets of thirty-two entries: every entry of one shape and leader that some suit's top card
 * did not decide goes to one shallow bucket, and a hard deal has more of those than sixteen
 * slots keep. A full bucket gives up its entry with the fewest tricks left (the cheapest to
 * search again), of those the first from the slot after the last one given up: a shallow
 * bucket's entries share one shape, so one number of tricks left, and giving up always the
 * first of them would churn one slot. Entries carry the generation of the strain they belong
 * to, so clearing the table is a counter increment. (The sizes' figures: docs/PERFORMANCE.md.)
 */
import {
  KEY_BUCKETS,
  KEY_LEADER,
  KEY_LENGTHS,
  KEY_PATTERNS,
  KEY_SHAPE_A,
  KEY_SHAPE_B,
  SHAPE_CHAIN,
  BUCKET_SLOTS,
  SLOT_TOPS,
} from "./transpositionKey";

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { imul, min } = Math;
/**
 * 2^14 buckets of 32 entries of 32 bytes: 16 MB. Since quick tricks rest only on the cards the
 * cut-off needs, entries cover so many positions that twice the table saves 1-2 % of the nodes
 * and no time.
 */
const BITS = 14;
export const BUCKET = 32;
const BUCKET_MASK = (1 << BITS) - 1;
/**
 * Entries side by side, eight 32-bit words each, so that a bucket's scan reads adjacent memory:
 * tag (generation << 8 | tricks left << 2 | leader; 0 is empty), shapeA, shapeB, the four suits'
 * top patterns, and the bounds with the suit depths (depths | lower << 16 | upper << 24).
 */
export const STRIDE = 8;
/** log2 of STRIDE and of a bucket's words: an entry's or a bucket's index by a shift. */
export const STRIDE_SHIFT = 3;
export const BUCKET_SHIFT = 8;
export const TAG = 0;
export const SHAPE_A = 1;
export const SHAPE_B = 2;
export const TOP0 = 3;
export const BOUNDS = 7;

/** The table's entries, and the position being looked up or stored, read from its key by loadKey. */
export class TranspositionTable {
  readonly entries = new Int32Array((1 << BITS) * BUCKET * STRIDE);
  /** Per bucket, the slot after the last one given up: of equal victims, the first from there. */
  readonly nextVictim = new Uint8Array(1 << BITS);
  /**
   * Per bucket, the low byte of the generation it last took an entry in: a small array that
   * answers "is this bucket empty?" without reading the bucket (a cache miss). A fifth of the
   * buckets looked at are empty. (A byte left from 256 generations back only costs a scan.)
   */
  readonly storedIn = new Uint8Array(1 << BITS);
  /**
   * Per bucket, how many entries it holds of the generation storedIn names (a bucket fills from
   * its start): where a scan ends, where a store goes, and whether the bucket is full, so that
   * the one it overflows into may hold entries.
   */
  readonly held = new Uint8Array(1 << BITS);
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
  /** The bounds of the entry `lookUp` found deciding the target (0 and the tricks left when none). */
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

export function loadKey(t: TranspositionTable, key: Int32Array, at: number): void {
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

/**
 * The first word of the loaded position's bucket in slot `k`: hashed from its shape, leader and
 * the holders of each suit's top SLOT_TOPS[k] cards, or in the shape's chain (no top card) from
 * the shape, leader and place in the chain.
 */
export function bucketOf(t: TranspositionTable, k: number): number {
  const { l0, l1, l2, l3 } = t;
  const tops = SLOT_TOPS[k]!;
  const salt = tops === 0 ? k << 4 : tops;
  let h = imul(t.a ^ (t.leader << 30) ^ salt, 0x9e3779b1);
  h = imul(h ^ t.b ^ (h >>> 15), 0x85ebca77);
  // The shape's bucket (no top card) has nothing more to mix.
  if (tops > 0) {
    h = imul(h ^ topOf(t.p0, l0, min(tops, l0)) ^ (h >>> 13), 0x27d4eb2f);
    h = imul(h ^ topOf(t.p1, l1, min(tops, l1)) ^ (h >>> 14), 0x165667b1);
    h = imul(h ^ topOf(t.p2, l2, min(tops, l2)) ^ (h >>> 15), 0x9e3779b1);
    h = imul(h ^ topOf(t.p3, l3, min(tops, l3)) ^ (h >>> 16), 0x85ebca77);
  }
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h & BUCKET_MASK) << BUCKET_SHIFT;
}

/** A suit's pattern cut to its top `depth` cards, of a suit of `length` cards. */
export function topOf(pattern: number, length: number, depth: number): number {
  // Shifts, not arithmetic: int32 operations the compiler need not check for overflow (a
  // pattern has at most 27 bits, so `>>` keeps it positive).
  return pattern >> ((length - depth) << 1);
}

/**
 * Looks the position keyed at `key[at]` up: sets foundLower or foundUpper, and its depths, from
 * the first entry covering it that decides `target` (else they stay 0 and `tricksLeft`).
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
  const want = (t.generation << 8) | (tricksLeft << 2) | t.leader;
  // Decided: no store follows (and the top cards' buckets seldom hold a deciding entry resting
  // on fewer cards).
  if (scanSlots(t, key, at, 0, SHAPE_CHAIN, want, target)) return;
  scanSlots(t, key, at, SHAPE_CHAIN, BUCKET_SLOTS, want, target);
}

/**
 * Scans the buckets of slots `from` to `end` (one chain, each overflowing into the next) and
 * writes them into the key, -1 past the first bucket not full (no entry went further). Whether
 * the target is decided.
 */
function scanSlots(
  t: TranspositionTable,
  key: Int32Array,
  at: number,
  from: number,
  end: number,
  want: number,
  target: number
): boolean {
  for (let k = from; k < end; k++) {
    const bucket = bucketOf(t, k);
    key[at + KEY_BUCKETS + k] = bucket;
    if (scanBucket(t, bucket, want, target)) return true;
    if (!isFull(t, bucket)) {
      for (let j = k + 1; j < end; j++) key[at + KEY_BUCKETS + j] = -1;
      return false;
    }
  }
  return false;
}

/**
 * Takes the bound of the first entry of the bucket at `start` that covers the loaded position
 * and decides `target` (the bucket's order puts the one resting on the fewest cards first);
 * whether there was one.
 */
function scanBucket(t: TranspositionTable, start: number, want: number, target: number): boolean {
  const entries = t.entries;
  const bucket = start >>> BUCKET_SHIFT;
  if (t.storedIn[bucket] !== (t.generation & 255)) return false;
  const { a, b, p0, p1, p2, p3, l0, l1, l2, l3 } = t;
  const end = start + (t.held[bucket]! << STRIDE_SHIFT);
  for (let entry = start; entry < end; entry = (entry + STRIDE) | 0) {
    if (entries[entry | TAG] !== want) continue;
    // An entry whose bounds cannot decide the target is passed over before its cards are read.
    const bounds = entries[entry | BOUNDS]!;
    const lower = (bounds >> 16) & 255;
    const upper = bounds >>> 24;
    if (lower < target && upper >= target) continue;
    // The top cards first: of the entries of the same shape, most differ there.
    const d = bounds & 0xffff;
    if (
      topOf(p0, l0, d & 15) !== entries[entry | TOP0] ||
      topOf(p1, l1, (d >> 4) & 15) !== entries[entry | (TOP0 + 1)] ||
      topOf(p2, l2, (d >> 8) & 15) !== entries[entry | (TOP0 + 2)] ||
      topOf(p3, l3, (d >> 12) & 15) !== entries[entry | (TOP0 + 3)] ||
      entries[entry | SHAPE_A] !== a ||
      entries[entry | SHAPE_B] !== b
    ) {
      continue;
    }
    if (lower >= target) {
      t.foundLower = lower;
      t.lowerDepths = d;
    } else {
      t.foundUpper = upper;
      t.upperDepths = d;
    }
    return true;
  }
  return false;
}

/** Whether the bucket at `bucket` is full in this strain (so may have overflowed). */
export function isFull(t: TranspositionTable, bucket: number): boolean {
  const at = bucket >>> BUCKET_SHIFT;
  return t.storedIn[at] === (t.generation & 255) && t.held[at] === BUCKET;
}
