/**
 * The transposition table: bounds on North-South's tricks from positions met at the start of a
 * trick. An entry covers every position with the same seat on lead, the same number of cards in
 * each hand's suits, and the same holders of the top cards of each suit that the bound depended
 * on (ranks made relative: after the ace and king have gone, the queen is the top card). A bound
 * proved with only the top two spades mattering serves every deal of spots below them.
 *
 * Key of a position: `shape0`/`shape1`, the suit lengths (four bits per hand and suit), and the
 * seat on lead pick a bucket; each suit's remaining cards read from the highest down, two bits
 * naming the holder of each after a leading 1 (`pattern`), are compared on their top `depth`
 * cards only.
 *
 * Buckets of eight entries; a full bucket gives up its entry with the fewest tricks left (the
 * cheapest to search again). Entries carry the generation of the strain they belong to, so
 * clearing the table is a counter increment.
 */
/** 2^16 buckets of 8: 512 K entries, 18 MB. Four times as many searched no fewer nodes on list100 deals. */
const BITS = 16;
const BUCKET = 8;
const SIZE = (1 << BITS) * BUCKET;
const BUCKET_MASK = (1 << BITS) - 1;

const shapeA = new Int32Array(SIZE);
const shapeB = new Int32Array(SIZE);
/** generation << 8 | tricks left << 2 | leader; 0 is empty. */
const tag = new Int32Array(SIZE);
const top0 = new Int32Array(SIZE);
const top1 = new Int32Array(SIZE);
const top2 = new Int32Array(SIZE);
const top3 = new Int32Array(SIZE);
/** How many top cards of each suit matter: four bits per suit. */
const depths = new Int32Array(SIZE);
const lower = new Int8Array(SIZE);
const upper = new Int8Array(SIZE);
let generation = 0;

export function clearTable(): void {
  generation++;
  if (generation > 0x7fffff) {
    tag.fill(0);
    generation = 1;
  }
}

/**
 * Every entry covers at least the top HASHED_TOPS cards of each suit, so the bucket can be picked
 * by them as well as by the shape: positions of one shape are many.
 */
export const HASHED_TOPS = 2;

function bucketOf(
  a: number,
  b: number,
  leader: number,
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  l0: number,
  l1: number,
  l2: number,
  l3: number,
  tops: number
): number {
  let h = Math.imul(a ^ (leader << 30) ^ tops, 0x9e3779b1);
  h = Math.imul(h ^ b ^ (h >>> 15), 0x85ebca77);
  h = Math.imul(h ^ topOf(p0, l0, Math.min(tops, l0)) ^ (h >>> 13), 0x27d4eb2f);
  h = Math.imul(h ^ topOf(p1, l1, Math.min(tops, l1)) ^ (h >>> 14), 0x165667b1);
  h = Math.imul(h ^ topOf(p2, l2, Math.min(tops, l2)) ^ (h >>> 15), 0x9e3779b1);
  h = Math.imul(h ^ topOf(p3, l3, Math.min(tops, l3)) ^ (h >>> 16), 0x85ebca77);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h & BUCKET_MASK) * BUCKET;
}

/** The position being looked up: set by `lookUp`, read by the search. */
export let foundLower = 0;
export let foundUpper = 0;
/** The suit depths (four bits per suit) behind foundLower and foundUpper. */
export let lowerDepths = 0;
export let upperDepths = 0;

/** A suit's pattern cut to its top `depth` cards, of a suit of `length` cards. */
function topOf(pattern: number, length: number, depth: number): number {
  return pattern >>> (2 * (length - depth));
}

/**
 * Looks the position up: sets foundLower/foundUpper to the best bounds of all the entries that
 * cover it (0 and `tricksLeft` when none).
 */
export function lookUp(
  a: number,
  b: number,
  leader: number,
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  l0: number,
  l1: number,
  l2: number,
  l3: number,
  tricksLeft: number
): void {
  foundLower = 0;
  foundUpper = tricksLeft;
  lowerDepths = 0;
  upperDepths = 0;
  const want = (generation << 8) | (tricksLeft << 2) | leader;
  scanBucket(
    bucketOf(a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3, 13),
    want,
    a,
    b,
    p0,
    p1,
    p2,
    p3,
    l0,
    l1,
    l2,
    l3
  );
  scanBucket(
    bucketOf(a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3, HASHED_TOPS),
    want,
    a,
    b,
    p0,
    p1,
    p2,
    p3,
    l0,
    l1,
    l2,
    l3
  );
}

function scanBucket(
  start: number,
  want: number,
  a: number,
  b: number,
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  l0: number,
  l1: number,
  l2: number,
  l3: number
): void {
  for (let slot = start; slot < start + BUCKET; slot++) {
    if (tag[slot] !== want || shapeA[slot] !== a || shapeB[slot] !== b) continue;
    const d = depths[slot]!;
    if (
      topOf(p0, l0, d & 15) !== top0[slot] ||
      topOf(p1, l1, (d >> 4) & 15) !== top1[slot] ||
      topOf(p2, l2, (d >> 8) & 15) !== top2[slot] ||
      topOf(p3, l3, (d >> 12) & 15) !== top3[slot]
    ) {
      continue;
    }
    if (lower[slot]! > foundLower) {
      foundLower = lower[slot]!;
      lowerDepths = d;
    }
    if (upper[slot]! < foundUpper) {
      foundUpper = upper[slot]!;
      upperDepths = d;
    }
  }
}

/**
 * Records that North-South take at least `target` (found) or fewer than `target` tricks from
 * every position sharing the shape, the leader and the top `d` cards of each suit.
 */
export function store(
  a: number,
  b: number,
  leader: number,
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  l0: number,
  l1: number,
  l2: number,
  l3: number,
  d: number,
  tricksLeft: number,
  target: number,
  found: boolean
): void {
  const full = l0 | (l1 << 4) | (l2 << 8) | (l3 << 12);
  const start0 = bucketOf(a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3, 13);
  storeIn(start0, a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3, full, tricksLeft, target, found);
  const start1 = bucketOf(a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3, HASHED_TOPS);
  if (d !== full)
    storeIn(start1, a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3, d, tricksLeft, target, found);
}

function storeIn(
  start: number,
  a: number,
  b: number,
  leader: number,
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  l0: number,
  l1: number,
  l2: number,
  l3: number,
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
  let victim = start;
  let victimScore = 1 << 30;
  for (let slot = start; slot < start + BUCKET; slot++) {
    const t = tag[slot]!;
    if (t >>> 8 !== generation) {
      if (victimScore > -1) {
        victim = slot;
        victimScore = -1;
      }
      continue;
    }
    if (
      t === want &&
      depths[slot] === d &&
      shapeA[slot] === a &&
      shapeB[slot] === b &&
      top0[slot] === t0 &&
      top1[slot] === t1 &&
      top2[slot] === t2 &&
      top3[slot] === t3
    ) {
      if (found) {
        if (lower[slot]! < target) lower[slot] = target;
      } else if (upper[slot]! >= target) upper[slot] = target - 1;
      return;
    }
    const score = (t >> 2) & 63;
    if (score < victimScore) {
      victim = slot;
      victimScore = score;
    }
  }
  tag[victim] = want;
  shapeA[victim] = a;
  shapeB[victim] = b;
  top0[victim] = t0;
  top1[victim] = t1;
  top2[victim] = t2;
  top3[victim] = t3;
  depths[victim] = d;
  lower[victim] = found ? target : 0;
  upper[victim] = found ? tricksLeft : target - 1;
}
