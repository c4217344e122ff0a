/**
 * What a node's answer rests on (DDS's "relevant ranks", its winRanks): per suit, the cards whose
 * holders the answer depended on. The answer holds for every position where the same seats hold
 * those cards and all the cards above them, given the same suit lengths; the table stores it that
 * wide, so the fewer cards an answer rests on, the more positions it decides.
 */
import { countCards, highestRank } from "./cardMasks";
import { solver } from "./context";

/** The solver's state (context.ts), held once here: read, not passed along, as that costs. */
const s = solver;

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32 } = Math;

/** The answer at `base` (depth * 4) rests on no card. */
export function clearRelevant(relevant: Int32Array, base: number): void {
  relevant[base] = 0;
  relevant[base + 1] = 0;
  relevant[base + 2] = 0;
  relevant[base + 3] = 0;
}

/** The top cards of each suit by the depths of a table entry, as the relevant cards at `base`. */
export function setRelevantTops(base: number, depthsOfSuits: number): void {
  const hand = s.hand;
  for (let suit = 0; suit < 4; suit++) {
    const depth = (depthsOfSuits >> (4 * suit)) & 15;
    let live = hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]!;
    let tops = 0;
    for (let k = 0; k < depth; k++) {
      const bit = 1 << highestRank(live);
      tops |= bit;
      live ^= bit;
    }
    s.relevant[base + suit] = tops;
  }
}

/** How many top cards of each suit reach down to its lowest relevant card, four bits a suit. */
export function relevantDepths(base: number): number {
  const { hand, relevant } = s;
  let d = 0;
  for (let suit = 0; suit < 4; suit++) {
    const cards = relevant[base + suit]!;
    if (cards === 0) continue;
    const live = hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]!;
    d |= countCards(live >>> (31 - clz32(cards & -cards))) << (4 * suit);
  }
  return d;
}

/**
 * Lets go of counts (sets them to -1; -1 is none) whose sum fits in `budget`, the smallest
 * first, and returns the budget left: a cut-off then rests on none of what they stood for.
 */
export function letGoSmallest(counts: Int32Array, budget: number): number {
  for (;;) {
    let drop = -1;
    for (let suit = 0; suit < 4; suit++) {
      const count = counts[suit]!;
      if (count >= 0 && count <= budget && (drop < 0 || count < counts[drop]!)) drop = suit;
    }
    if (drop < 0) return budget;
    budget -= counts[drop]!;
    counts[drop] = -1;
  }
}
