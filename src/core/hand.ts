import type { Hand, Holding } from "./deal";
import { SUIT_SYMBOLS, formatHolding } from "./deal";

/** High-card points by bit (Milton Work count): A 4 (bit 12), K 3, Q 2, J 1. */
const POINTS_OF_HONOURS: ReadonlyArray<readonly [bit: number, points: number]> = [
  [12, 4],
  [11, 3],
  [10, 2],
  [9, 1],
];

function highCardPointsOfHolding(holding: Holding): number {
  let points = 0;
  for (const [bit, value] of POINTS_OF_HONOURS) if (holding & (1 << bit)) points += value;
  return points;
}

/** A hand's high-card points: A 4, K 3, Q 2, J 1 (40 in a deal). */
export function highCardPoints(hand: Hand): number {
  return hand.reduce((sum, holding) => sum + highCardPointsOfHolding(holding), 0);
}

/** What a hand record shows for a void. */
export const VOID = "—";

/**
 * A hand as people read it: each suit's symbol and its cards from the ace down, a void as "—".
 * @example formatHand(parseDeal("N:AKJ5.T98.Q2.876 ...").hands[0]) // "♠AKJ5 ♥T98 ♦Q2 ♣876"
 */
export function formatHand(hand: Hand): string {
  return hand
    .map((holding, suit) => `${SUIT_SYMBOLS[suit]}${formatHolding(holding) || VOID}`)
    .join(" ");
}
