/**
 * Where the table's first search in a strain starts: a guess of North-South's tricks with East on
 * lead, from the hands alone. Every trick the guess is off costs the search about one more pass
 * (table.ts steps one trick at a time from it), and the last strain's answer, the guess before,
 * was off by 2.3 tricks on average over list100's deals; this guess is off by 0.9.
 *
 * The guess is linear in counts a player would look at, fitted by least squares to random deals
 * our solver solved (`npm run bench -- dd-guess` refits and prints the weights; fitting to DDS's
 * answers or to list100 would tune the speed to the deals the benchmark measures). It moves only
 * where the search starts, never its answer.
 */
import { countCards } from "./cards";
import type { Holdings } from "./holdings";

/**
 * Features of a suit contract, in the order of SUIT_WEIGHTS: 1, North-South's high-card points,
 * their trumps, the longer trump hand's trumps, their shortness and East-West's. A side's
 * shortness: in each side suit, how far the shorter of its two hands falls below three cards
 * (doubleton 1, singleton 2, void 3): the ruffs it may take.
 */
export const SUIT_WEIGHTS: readonly number[] = [-7.615, 0.379, 0.808, 0.286, 0.151, -0.197];
/** Features of notrump, in the order of NOTRUMP_WEIGHTS: 1, North-South's high-card points. */
export const NOTRUMP_WEIGHTS: readonly number[] = [-4.159, 0.508];
/**
 * Added to the fitted tricks before rounding: a guess a trick too high costs the search less
 * than one a trick too low (the nodes of each value tried: docs/PERFORMANCE.md).
 */
const GUESS_ABOVE_FIT = 0.8;

/** The features of North-South's contract in `strain` (a suit index ♠ 0 .. ♣ 3, or 4 notrump). */
export function guessFeatures(holdings: Holdings, strain: number): number[] {
  const north = holdings[0] ?? [];
  const south = holdings[2] ?? [];
  let points = 0;
  for (let suit = 0; suit < 4; suit++) {
    points += highCardPoints(north[suit] ?? 0) + highCardPoints(south[suit] ?? 0);
  }
  if (strain === 4) return [1, points];
  const northTrumps = countCards(north[strain] ?? 0);
  const southTrumps = countCards(south[strain] ?? 0);
  return [
    1,
    points,
    northTrumps + southTrumps,
    Math.max(northTrumps, southTrumps),
    shortness(north, south, strain),
    shortness(holdings[1] ?? [], holdings[3] ?? [], strain),
  ];
}

/** The guess of North-South's tricks in `strain` with East on lead, within 0..`tricks`. */
export function firstGuess(holdings: Holdings, strain: number, tricks: number): number {
  const features = guessFeatures(holdings, strain);
  const weights = strain === 4 ? NOTRUMP_WEIGHTS : SUIT_WEIGHTS;
  let fitted = GUESS_ABOVE_FIT;
  features.forEach((feature, i) => (fitted += feature * weights[i]!));
  return Math.min(tricks, Math.max(0, Math.round(fitted)));
}

/** Per side suit, how far the shorter of the two hands falls below three cards. */
function shortness(hand: readonly number[], partner: readonly number[], trump: number): number {
  let short = 0;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === trump) continue;
    short += Math.max(0, 3 - Math.min(countCards(hand[suit] ?? 0), countCards(partner[suit] ?? 0)));
  }
  return short;
}

/**
 * A holding's high-card points (A 4, K 3, Q 2, J 1) from its 13-bit mask. core/hand.ts has the
 * same count for hands, but importing it would bring the deal formatting into the worker's bundle.
 */
function highCardPoints(mask: number): number {
  return (
    4 * ((mask >> 12) & 1) + 3 * ((mask >> 11) & 1) + 2 * ((mask >> 10) & 1) + ((mask >> 9) & 1)
  );
}
