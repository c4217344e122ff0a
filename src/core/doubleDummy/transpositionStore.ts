/**
 * Storing a bound in the transposition table (transposition.ts says where an entry goes and
 * why): into the bucket its cards allow, or the next of its chain or level when that is full;
 * there, while it has room, after the entries resting on as few cards or fewer, else over the
 * same entry when there is one, else over the entry with the fewest tricks left.
 */
import {
  BOUNDS,
  BUCKET,
  BUCKET_SHIFT,
  SHAPE_A,
  SHAPE_B,
  STRIDE,
  STRIDE_SHIFT,
  TAG,
  TOP0,
  TranspositionTable,
  bucketOf,
  isFull,
  loadKey,
  topOf,
} from "./transposition";
import { BUCKET_SLOTS, KEY_BUCKETS, SHAPE_CHAIN, SLOT_TOPS, entryCovers } from "./transpositionKey";

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
  // The top cards' chain when the entry rests on every suit's top card, else the shape's; then
  // down the chain while the bucket is full and the entry rests on the next one's top cards.
  const topCards = entryCovers(key, at, d, SLOT_TOPS[SHAPE_CHAIN]!);
  let k = topCards ? SHAPE_CHAIN : 0;
  const last = topCards ? BUCKET_SLOTS - 1 : SHAPE_CHAIN - 1;
  let bucket = key[at + KEY_BUCKETS + k]!;
  while (k < last && isFull(t, bucket) && entryCovers(key, at, d, SLOT_TOPS[k + 1]!)) {
    k++;
    bucket = key[at + KEY_BUCKETS + k]!;
    if (bucket < 0) {
      bucket = bucketOf(t, k);
      key[at + KEY_BUCKETS + k] = bucket;
    }
  }
  storeIn(t, bucket, d, tricksLeft, target, found);
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
  const bucket = start >>> BUCKET_SHIFT;
  const held = t.storedIn[bucket] === (generation & 255) ? t.held[bucket]! : 0;
  if (held < BUCKET) {
    // Room left: the entry goes after those resting on as few cards or fewer, the others move
    // up a slot. (The same entry met again is seldom there, 1.6 % of stores on list100's deals
    // 3-30; a second copy costs a slot, never an answer: each copy holds a true bound.)
    t.storedIn[bucket] = generation & 255;
    t.held[bucket] = held + 1;
    const cards = depthSum(d);
    let slot = held;
    while (slot > 0 && depthSum(entries[start + ((slot - 1) << STRIDE_SHIFT) + BOUNDS]!) > cards)
      slot--;
    const at = start + (slot << STRIDE_SHIFT);
    if (slot < held) entries.copyWithin(at + STRIDE, at, start + (held << STRIDE_SHIFT));
    write(t, at, want, d, tricksLeft, target, found);
    return;
  }
  // Full: the same entry is updated, else the one with the fewest tricks left gives way.
  const t0 = topOf(t.p0, t.l0, d & 15);
  const t1 = topOf(t.p1, t.l1, (d >> 4) & 15);
  const t2 = topOf(t.p2, t.l2, (d >> 8) & 15);
  const t3 = topOf(t.p3, t.l3, (d >> 12) & 15);
  const end = start + BUCKET * STRIDE;
  let victim = start;
  let victimScore = 1 << 30;
  const first = t.nextVictim[bucket]!;
  for (let entry = start; entry < end; entry += STRIDE) {
    const tag = entries[entry + TAG]!;
    if (tag >>> 8 !== generation) {
      // Another strain's entry, in a bucket whose count is left from 256 strains back: free.
      victim = entry;
      break;
    }
    if (
      tag === want &&
      entries[entry + TOP0] === t0 &&
      entries[entry + TOP0 + 1] === t1 &&
      entries[entry + TOP0 + 2] === t2 &&
      entries[entry + TOP0 + 3] === t3 &&
      (entries[entry + BOUNDS]! & 0xffff) === d &&
      entries[entry + SHAPE_A] === a &&
      entries[entry + SHAPE_B] === b
    ) {
      const bounds = entries[entry + BOUNDS]!;
      let lower = (bounds >> 16) & 255;
      let upper = bounds >>> 24;
      if (found) {
        if (lower < target) lower = target;
      } else if (upper >= target) upper = target - 1;
      entries[entry + BOUNDS] = d | (lower << 16) | (upper << 24);
      return;
    }
    const score =
      ((tag >> 2) & 63) * BUCKET + ((((entry - start) >>> STRIDE_SHIFT) - first) & (BUCKET - 1));
    if (score < victimScore) {
      victim = entry;
      victimScore = score;
    }
  }
  t.nextVictim[bucket] = (((victim - start) >>> STRIDE_SHIFT) + 1) & (BUCKET - 1);
  write(t, victim, want, d, tricksLeft, target, found);
}

/** The cards an entry's suit depths reach (the low 16 bits of `d`), summed: fewer cover more positions. */
function depthSum(d: number): number {
  return (d & 15) + ((d >> 4) & 15) + ((d >> 8) & 15) + ((d >> 12) & 15);
}

/** Writes the loaded position's entry at `victim`: its tag, shape, top cards and bound. */
function write(
  t: TranspositionTable,
  victim: number,
  want: number,
  d: number,
  tricksLeft: number,
  target: number,
  found: boolean
): void {
  const entries = t.entries;
  entries[victim + TAG] = want;
  entries[victim + SHAPE_A] = t.a;
  entries[victim + SHAPE_B] = t.b;
  entries[victim + TOP0] = topOf(t.p0, t.l0, d & 15);
  entries[victim + TOP0 + 1] = topOf(t.p1, t.l1, (d >> 4) & 15);
  entries[victim + TOP0 + 2] = topOf(t.p2, t.l2, (d >> 8) & 15);
  entries[victim + TOP0 + 3] = topOf(t.p3, t.l3, (d >> 12) & 15);
  const lower = found ? target : 0;
  const upper = found ? tricksLeft : target - 1;
  entries[victim + BOUNDS] = d | (lower << 16) | (upper << 24);
}
