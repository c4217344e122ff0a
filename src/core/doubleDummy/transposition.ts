/**
 * The transposition table: bounds on North-South's tricks from positions met at the start of a
 * trick, keyed by the remaining cards with ranks made relative (each suit read from its highest
 * remaining card down, two bits naming the holder of each), and by the seat on lead. Positions
 * that differ only in cards already played share an entry: after the ace and king have gone,
 * Q-J-x is the same holding as A-K-x.
 *
 * Open addressing in buckets of four; a full bucket gives up its entry with the fewest tricks
 * left (the cheapest to search again). Entries carry the generation of the strain they belong
 * to, so clearing the table is a counter increment.
 */
const BITS = 20;
const SIZE = 1 << BITS;
const MASK = SIZE - 1;
const BUCKET = 4;

const key0 = new Int32Array(SIZE + BUCKET);
const key1 = new Int32Array(SIZE + BUCKET);
const key2 = new Int32Array(SIZE + BUCKET);
const key3 = new Int32Array(SIZE + BUCKET);
/** generation << 8 | tricks left << 2 | leader; 0 is empty. */
const tag = new Int32Array(SIZE + BUCKET);
const lower = new Int8Array(SIZE + BUCKET);
const upper = new Int8Array(SIZE + BUCKET);
let generation = 0;

export function clearTable(): void {
  generation++;
  if (generation > 0x7fffff) {
    tag.fill(0);
    generation = 1;
  }
}

function bucketOf(k0: number, k1: number, k2: number, k3: number, leader: number): number {
  let h = Math.imul(k0 ^ (leader << 29), 0x9e3779b1);
  h = Math.imul(h ^ k1 ^ (h >>> 15), 0x85ebca77);
  h = Math.imul(h ^ k2 ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ k3 ^ (h >>> 16), 0x27d4eb2f);
  h ^= h >>> 15;
  return h & MASK;
}

/** The slot holding the position, or -1. */
export function findEntry(k0: number, k1: number, k2: number, k3: number, leader: number): number {
  const start = bucketOf(k0, k1, k2, k3, leader);
  const gen = generation << 8;
  for (let slot = start; slot < start + BUCKET; slot++) {
    const t = tag[slot]!;
    if (
      (t & ~0xfc) === (gen | leader) &&
      key0[slot] === k0 &&
      key1[slot] === k1 &&
      key2[slot] === k2 &&
      key3[slot] === k3
    ) {
      return slot;
    }
  }
  return -1;
}

export function lowerBoundAt(slot: number): number {
  return lower[slot]!;
}

export function upperBoundAt(slot: number): number {
  return upper[slot]!;
}

/** Records that North-South take at least `target` (found) or fewer than `target` tricks. */
export function storeBound(
  k0: number,
  k1: number,
  k2: number,
  k3: number,
  leader: number,
  tricksLeft: number,
  target: number,
  found: boolean
): void {
  const start = bucketOf(k0, k1, k2, k3, leader);
  const gen = generation << 8;
  let victim = start;
  let victimTricks = 99;
  for (let slot = start; slot < start + BUCKET; slot++) {
    const t = tag[slot]!;
    if (t >>> 8 !== generation) {
      victim = slot;
      victimTricks = -1;
      continue;
    }
    if (
      (t & 3) === leader &&
      key0[slot] === k0 &&
      key1[slot] === k1 &&
      key2[slot] === k2 &&
      key3[slot] === k3
    ) {
      if (found) {
        if (lower[slot]! < target) lower[slot] = target;
      } else if (upper[slot]! >= target) upper[slot] = target - 1;
      return;
    }
    const tricks = (t >> 2) & 63;
    if (tricks < victimTricks) {
      victim = slot;
      victimTricks = tricks;
    }
  }
  tag[victim] = gen | (tricksLeft << 2) | leader;
  key0[victim] = k0;
  key1[victim] = k1;
  key2[victim] = k2;
  key3[victim] = k3;
  lower[victim] = found ? target : 0;
  upper[victim] = found ? tricksLeft : target - 1;
}
