/*
 * The double-dummy solver (src/core/doubleDummy) on small deals of a few cards a hand, where a
 * plain minimax over every card (test/support/bruteForceDoubleDummy.ts, the definition of
 * double-dummy tricks) is quick: equal to it in every strain from every lead, and the relations
 * any double-dummy table keeps: a side never takes more tricks than there are, turning the deal
 * a seat round turns the table, and cards no other card separates are interchangeable.
 */
import fc from "fast-check";
import { firstGuess } from "../../src/core/doubleDummy/firstGuess";
import { NO_TRUMP } from "../../src/core/doubleDummy/position";
import { solveStrain, solveTable } from "../../src/core/doubleDummy/table";
import { bruteForceNorthSouthTricks, dealOf } from "../support/bruteForceDoubleDummy";

type Hands = number[][];

const CARDS = Array.from({ length: 52 }, (_, i) => ((i % 4) << 4) | Math.floor(i / 4));

const smallDeals = (maxPerHand: number) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: maxPerHand }),
      fc.shuffledSubarray(CARDS, { minLength: 52, maxLength: 52 })
    )
    .map(([perHand, cards]) => dealOf(cards, perHand));

const STRAINS = [0, 1, 2, 3, NO_TRUMP];

/** Each seat's hand given to the next seat clockwise (North's cards to East, ...). */
function turned(hands: Hands): Hands {
  return [hands[3]!, hands[0]!, hands[1]!, hands[2]!];
}

function perHand(hands: Hands): number {
  let count = 0;
  for (const holding of hands[0]!) for (let m = holding; m; m &= m - 1) count++;
  return count;
}

describe("the double-dummy solver on small deals", () => {
  it("equals a plain minimax over every card, in every strain, from every lead", () => {
    fc.assert(
      fc.property(smallDeals(4), fc.constantFrom(...STRAINS), (hands, strain) => {
        const solved = solveStrain(hands, strain);
        const expected = [0, 1, 2, 3].map((leader) =>
          bruteForceNorthSouthTricks(hands, strain, leader)
        );
        expect(solved).toEqual(expected);
      }),
      { numRuns: 150 }
    );
  });

  // From five cards a hand the table is asked at trick starts, and which positions an entry
  // covers turns on the cards each answer rested on: the quick tricks', a run's, a cut-off
  // move's (docs/PERFORMANCE.md, "Checking the solver").
  it("equals a minimax on deals of five cards a hand, where the table's entries cover other positions", () => {
    fc.assert(
      fc.property(
        fc
          .shuffledSubarray(CARDS, { minLength: 52, maxLength: 52 })
          .map((cards) => dealOf(cards, 5)),
        fc.constantFrom(...STRAINS),
        (hands, strain) => {
          const expected = [0, 1, 2, 3].map((leader) =>
            bruteForceNorthSouthTricks(hands, strain, leader)
          );
          expect(solveStrain(hands, strain)).toEqual(expected);
        }
      ),
      { numRuns: 20 }
    );
  });

  // Notrump deals of three and four cards a hand are where second hand's side most often wins
  // the trick led and cashes the tricks it needs after it (quickTricks.ts, secondHandTakesTricks).
  it("equals a plain minimax in notrump, where second hand's side may win and cash its tricks", () => {
    fc.assert(
      fc.property(
        smallDeals(4).filter((hands) => perHand(hands) >= 3),
        (hands) => {
          const expected = [0, 1, 2, 3].map((leader) =>
            bruteForceNorthSouthTricks(hands, NO_TRUMP, leader)
          );
          expect(solveStrain(hands, NO_TRUMP)).toEqual(expected);
        }
      ),
      { numRuns: 200 }
    );
  });

  it("answers the same from any first guess: the guess only sets where the search starts", () => {
    fc.assert(
      fc.property(smallDeals(4), fc.constantFrom(...STRAINS), fc.nat(), (hands, strain, pick) => {
        const guess = pick % (perHand(hands) + 1);
        const expected = [0, 1, 2, 3].map((leader) =>
          bruteForceNorthSouthTricks(hands, strain, leader)
        );
        expect(solveStrain(hands, strain, guess)).toEqual(expected);
      }),
      { numRuns: 100 }
    );
  });

  it("guesses a whole number of tricks between none and all, for deals of any size", () => {
    fc.assert(
      fc.property(smallDeals(13), fc.constantFrom(...STRAINS), (hands, strain) => {
        const tricks = perHand(hands);
        const guess = firstGuess(hands, strain, tricks);
        expect(Number.isInteger(guess) && guess >= 0 && guess <= tricks).toBe(true);
      }),
      { numRuns: 200 }
    );
  });

  it("never gives a declarer more tricks than there are, nor fewer than none", () => {
    fc.assert(
      fc.property(smallDeals(7), (hands) => {
        const tricks = perHand(hands);
        for (const row of solveTable(hands)) {
          for (const count of row) expect(count >= 0 && count <= tricks).toBe(true);
        }
      }),
      { numRuns: 40 }
    );
  });

  it("turns the table with the deal: East holding North's cards takes North's tricks", () => {
    fc.assert(
      fc.property(smallDeals(7), (hands) => {
        const table = solveTable(hands);
        expect(solveTable(turned(hands))).toEqual([table[3], table[0], table[1], table[2]]);
      }),
      { numRuns: 30 }
    );
  });

  it("is unchanged when a card is replaced by an undealt one no dealt card separates from it", () => {
    fc.assert(
      fc.property(smallDeals(6), fc.nat(), (hands, pick) => {
        // Candidate moves: a dealt card to the next rank up or down when that rank is undealt.
        const moves: [number, number, number, number][] = [];
        for (let seat = 0; seat < 4; seat++) {
          for (let suit = 0; suit < 4; suit++) {
            const dealt = hands[0]![suit]! | hands[1]![suit]! | hands[2]![suit]! | hands[3]![suit]!;
            for (let rank = 0; rank < 13; rank++) {
              if (!(hands[seat]![suit]! & (1 << rank))) continue;
              for (const to of [rank - 1, rank + 1]) {
                if (to >= 0 && to < 13 && !(dealt & (1 << to))) moves.push([seat, suit, rank, to]);
              }
            }
          }
        }
        fc.pre(moves.length > 0);
        const [seat, suit, rank, to] = moves[pick % moves.length]!;
        const moved = hands.map((hand) => [...hand]);
        moved[seat]![suit] = (moved[seat]![suit]! & ~(1 << rank)) | (1 << to);
        expect(solveTable(moved)).toEqual(solveTable(hands));
      }),
      { numRuns: 30 }
    );
  });

  it("swaps the columns of two suits when every hand swaps its holdings in them", () => {
    fc.assert(
      fc.property(
        smallDeals(7),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (hands, a, b) => {
          const swapped = hands.map((hand) => {
            const copy = [...hand];
            copy[a] = hand[b]!;
            copy[b] = hand[a]!;
            return copy;
          });
          // Columns C D H S NT hold suits 3 2 1 0 and NT.
          const column = (suit: number) => 3 - suit;
          const expected = solveTable(hands).map((row) => {
            const copy = [...row];
            copy[column(a)] = row[column(b)]!;
            copy[column(b)] = row[column(a)]!;
            return copy;
          });
          expect(solveTable(swapped)).toEqual(expected);
        }
      ),
      { numRuns: 30 }
    );
  });
});
