/**
 * How hard a piece of a double-dummy table (one deal, one strain) is likely to be, from the hands
 * alone, to solve the hardest pieces of a hand record first: the pool (ddPool.ts) then ends on
 * short pieces, with every worker busy to the end, rather than on one long piece started last.
 * Only the order rests on it: every piece is solved exactly whatever its estimate.
 *
 * A search is long when neither side can cash its tricks at once: the strength shared evenly
 * between the sides, in a suit contract the trumps too, and at notrump above all (no ruff ends a
 * line early). The weights are rough (docs/PERFORMANCE.md, "A hand record across all cores").
 */

/** hands[seat][suit]: seats N E S W, suits ♠ ♥ ♦ ♣, 13-bit masks (bit 0 the two). */
type Hands = readonly (readonly number[])[];

const NOTRUMP = 4;
/** Bits of the ace, king, queen and jack in a 13-bit suit mask, with their points. */
const HONOURS: readonly (readonly [number, number])[] = [
  [1 << 12, 4],
  [1 << 11, 3],
  [1 << 10, 2],
  [1 << 9, 1],
];

function cardsIn(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

function pointsIn(mask: number): number {
  let points = 0;
  for (const [bit, value] of HONOURS) if ((mask & bit) !== 0) points += value;
  return points;
}

/** A positive number, larger for a piece likely to take longer. */
export function pieceEstimate(hands: Hands, strain: number): number {
  let northSouthPoints = 0;
  let points = 0;
  for (let seat = 0; seat < 4; seat++) {
    for (const mask of hands[seat] ?? []) {
      const held = pointsIn(mask);
      points += held;
      if (seat % 2 === 0) northSouthPoints += held;
    }
  }
  // 1 when the points are shared evenly, 0 when one side holds them all.
  const evenPoints = points === 0 ? 1 : 1 - Math.abs(2 * northSouthPoints - points) / points;
  if (strain === NOTRUMP) return 2 + 2 * evenPoints;
  const trumps = [0, 1, 2, 3].map((seat) => cardsIn(hands[seat]?.[strain] ?? 0));
  const northSouthTrumps = (trumps[0] as number) + (trumps[2] as number);
  const allTrumps = northSouthTrumps + (trumps[1] as number) + (trumps[3] as number);
  const evenTrumps =
    allTrumps === 0 ? 1 : 1 - Math.abs(2 * northSouthTrumps - allTrumps) / allTrumps;
  return 1 + evenPoints + evenTrumps;
}
