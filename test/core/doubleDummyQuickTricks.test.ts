/*
 * The solver's quick tricks (src/core/doubleDummy/quickTricks.ts, viaPartner.ts) on deals of
 * three or four cards a hand drawn from two or three suits only: long suits, where a side crosses
 * between its hands (the top card opposite the second-best, a low card to partner's winner
 * after cashing the top cards above it, partner's long cards after the entry). Each cut-off
 * rests on the cards it names and nothing else, so a rule counting one trick too many, or
 * resting on too few cards, shows as a table that differs from the plain minimax
 * (test/support/bruteForceDoubleDummy.ts, the definition of double-dummy tricks).
 */
import fc from "fast-check";
import { NO_TRUMP } from "../../src/core/doubleDummy/position";
import { solveStrain } from "../../src/core/doubleDummy/table";
import { bruteForceNorthSouthTricks, dealOf } from "../support/bruteForceDoubleDummy";

/** The 13 cards of each suit in `suits`, suit * 16 + rank. */
function cardsOf(suits: readonly number[]): number[] {
  return suits.flatMap((suit) => Array.from({ length: 13 }, (_, rank) => (suit << 4) | rank));
}

/** A deal of three or four cards a hand from two or three of the four suits. */
const longSuitDeals = fc
  .tuple(
    fc.integer({ min: 3, max: 4 }),
    fc.shuffledSubarray([0, 1, 2, 3], { minLength: 2, maxLength: 3 })
  )
  .chain(([perHand, suits]) =>
    fc
      .shuffledSubarray(cardsOf(suits), { minLength: 4 * perHand, maxLength: 4 * perHand })
      .map((cards) => dealOf(cards, perHand))
  );

describe("the double-dummy solver's quick tricks, on deals of long suits", () => {
  it("equals a plain minimax in every strain, from every lead", () => {
    fc.assert(
      fc.property(longSuitDeals, fc.constantFrom(0, 1, 2, 3, NO_TRUMP), (hands, strain) => {
        const expected = [0, 1, 2, 3].map((leader) =>
          bruteForceNorthSouthTricks(hands, strain, leader)
        );
        expect(solveStrain(hands, strain)).toEqual(expected);
      }),
      { numRuns: Number(process.env.DD_QUICK_RUNS ?? 150) }
    );
  });
});
