/*
 * The transposition table's key (src/core/doubleDummy/transpositionKey.ts): below the first trick
 * start, a suit's pattern is the one of the trick start before with the last trick's cards taken
 * out (patternWithout), not read again from every live card. Checked against the pattern read
 * afresh (suitPattern, the definition: the holders of the live cards from the highest down) on
 * every holding drawn.
 */
import fc from "fast-check";
import { patternWithout, suitPattern } from "../../src/core/doubleDummy/transpositionKey";

/** A suit's live cards, each card's holder (0-3), and the cards of them a trick took out. */
const suits = fc
  .tuple(
    fc.integer({ min: 0, max: 8191 }),
    fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 13, maxLength: 13 }),
    fc.integer({ min: 0, max: 8191 })
  )
  .map(([live, holders, taken]) => ({ live, holders, gone: live & taken }));

/** The pattern of `live` (suit 0) by suitPattern, with `holders[rank]` holding each card. */
function patternOf(live: number, holders: readonly number[]): number {
  const owner = new Int8Array(64);
  holders.forEach((seat, rank) => (owner[rank] = seat));
  return suitPattern(Int32Array.of(live, 0, 0, 0), owner, 0);
}

describe("the key's suit patterns", () => {
  it("with the last trick's cards taken out equal the pattern read afresh", () => {
    fc.assert(
      fc.property(suits, ({ live, holders, gone }) => {
        const before = patternOf(live, holders);
        expect(patternWithout(before, live, gone)).toBe(patternOf(live & ~gone, holders));
      }),
      { numRuns: 5000 }
    );
  });

  it("lose two bits for each card taken out, the leading 1 kept", () => {
    // The pattern's definition (transpositionKey.ts): a 1, then two bits a live card.
    const ace = 1 << 12;
    const two = 1;
    // North holds the ace, East the two: 1 00 01; without the ace: 1 01; without both: 1.
    const holders = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const both = patternOf(ace | two, holders);
    expect(both).toBe(0b10001);
    expect(patternWithout(both, ace | two, ace)).toBe(0b101);
    expect(patternWithout(both, ace | two, ace | two)).toBe(1);
  });
});
