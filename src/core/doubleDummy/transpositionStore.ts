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
  FILTER,
  TOP0,
  boundsWord,
  bucketOf,
  filterMask,
  isFull,
  lowerOf,
  table,
  topOf,
  topTwoHolders,
  upperOf,
} from "./transposition";
import {
  BUCKET_SLOTS,
  KEY_BUCKETS,
  KEY_LEADER,
  KEY_LENGTHS,
  KEY_PATTERNS,
  KEY_SHAPE_A,
  KEY_SHAPE_B,
  SHAPE_CHAIN,
  SLOT_TOPS,
  entryCovers,
} from "./transpositionKey";

const { entries, storedIn, held, nextVictim } = table;

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
  // The top cards' chain when the entry rests on every suit's top card, else the shape's; then
  // down the chain while the bucket is full and the entry rests on the next one's top cards.
  const topCards = entryCovers(key, at, d, SLOT_TOPS[SHAPE_CHAIN]!);
  let k = topCards ? SHAPE_CHAIN : 0;
  const last = topCards ? BUCKET_SLOTS - 1 : SHAPE_CHAIN - 1;
  let bucket = key[at + KEY_BUCKETS + k]!;
  while (k < last && isFull(bucket) && entryCovers(key, at, d, SLOT_TOPS[k + 1]!)) {
    k++;
    bucket = key[at + KEY_BUCKETS + k]!;
    if (bucket < 0) {
      bucket = bucketOf(
        k,
        key[at + KEY_SHAPE_A]!,
        key[at + KEY_SHAPE_B]!,
        key[at + KEY_LEADER]!,
        key[at + KEY_PATTERNS]!,
        key[at + KEY_PATTERNS + 1]!,
        key[at + KEY_PATTERNS + 2]!,
        key[at + KEY_PATTERNS + 3]!,
        key[at + KEY_LENGTHS]!,
        key[at + KEY_LENGTHS + 1]!,
        key[at + KEY_LENGTHS + 2]!,
        key[at + KEY_LENGTHS + 3]!
      );
      key[at + KEY_BUCKETS + k] = bucket;
    }
  }
  const lower = found ? target : 0;
  const upper = found ? tricksLeft : target - 1;
  storeIn(key, at, bucket, d, tricksLeft, lower, upper);
}

/** Stores the bound for the position keyed at `key[at]` in the bucket at `start`, as `store` does. */
function storeIn(
  key: Int32Array,
  at: number,
  start: number,
  d: number,
  tricksLeft: number,
  lower: number,
  upper: number
): void {
  const generation = table.generation;
  const want = (tricksLeft << 2) | key[at + KEY_LEADER]!;
  const a = key[at + KEY_SHAPE_A]!;
  const b = key[at + KEY_SHAPE_B]!;
  const p0 = key[at + KEY_PATTERNS]!;
  const p1 = key[at + KEY_PATTERNS + 1]!;
  const p2 = key[at + KEY_PATTERNS + 2]!;
  const p3 = key[at + KEY_PATTERNS + 3]!;
  const l0 = key[at + KEY_LENGTHS]!;
  const l1 = key[at + KEY_LENGTHS + 1]!;
  const l2 = key[at + KEY_LENGTHS + 2]!;
  const l3 = key[at + KEY_LENGTHS + 3]!;
  const t0 = topOf(p0, l0, d & 15);
  const t1 = topOf(p1, l1, (d >> 4) & 15);
  const t2 = topOf(p2, l2, (d >> 8) & 15);
  const t3 = topOf(p3, l3, (d >> 12) & 15);
  const mask = filterMask(d);
  const filter = (mask << 16) | (topTwoHolders(p0, p1, p2, p3, l0, l1, l2, l3) & mask);
  const bucket = start >>> BUCKET_SHIFT;
  const count = storedIn[bucket] === generation ? held[bucket]! : 0;
  let slot = start;
  if (count < BUCKET) {
    // Room left: the entry goes after those resting on as few cards or fewer, the others move
    // up a slot. (The same entry met again is seldom there, 1.6 % of stores on list100's deals
    // 3-30; a second copy costs a slot, never an answer: each copy holds a true bound.)
    storedIn[bucket] = generation;
    held[bucket] = count + 1;
    const cards = depthSum(d);
    let place = count;
    while (place > 0 && depthSum(entries[start + ((place - 1) << STRIDE_SHIFT) + BOUNDS]!) > cards)
      place--;
    slot = start + (place << STRIDE_SHIFT);
    if (place < count) entries.copyWithin(slot + STRIDE, slot, start + (count << STRIDE_SHIFT));
  } else {
    // Full: the same entry is updated, else the one with the fewest tricks left gives way.
    const end = start + BUCKET * STRIDE;
    let victimScore = 1 << 30;
    const first = nextVictim[bucket]!;
    for (let entry = start; entry < end; entry += STRIDE) {
      const bounds = entries[entry + BOUNDS]!;
      if (
        bounds >>> 24 === want &&
        (bounds & 0xffff) === d &&
        entries[entry + TOP0] === t0 &&
        entries[entry + TOP0 + 1] === t1 &&
        entries[entry + TOP0 + 2] === t2 &&
        entries[entry + TOP0 + 3] === t3 &&
        entries[entry + SHAPE_A] === a &&
        entries[entry + SHAPE_B] === b
      ) {
        const oldLower = lowerOf(bounds);
        const oldUpper = upperOf(bounds);
        entries[entry + BOUNDS] = boundsWord(
          d,
          lower > oldLower ? lower : oldLower,
          upper < oldUpper ? upper : oldUpper,
          want
        );
        return;
      }
      const score =
        ((bounds >>> 26) & 15) * BUCKET +
        ((((entry - start) >>> STRIDE_SHIFT) - first) & (BUCKET - 1));
      if (score < victimScore) {
        slot = entry;
        victimScore = score;
      }
    }
    nextVictim[bucket] = (((slot - start) >>> STRIDE_SHIFT) + 1) & (BUCKET - 1);
  }
  entries[slot + FILTER] = filter;
  entries[slot + SHAPE_A] = a;
  entries[slot + SHAPE_B] = b;
  entries[slot + TOP0] = t0;
  entries[slot + TOP0 + 1] = t1;
  entries[slot + TOP0 + 2] = t2;
  entries[slot + TOP0 + 3] = t3;
  entries[slot + BOUNDS] = boundsWord(d, lower, upper, want);
}

/** The cards an entry's suit depths reach (the low 16 bits of `d`), summed: fewer cover more positions. */
function depthSum(d: number): number {
  return (d & 15) + ((d >> 4) & 15) + ((d >> 8) & 15) + ((d >> 12) & 15);
}
