import fc from "fast-check";
import { impsForDifference, scoreContract } from "../../src/core";
import { allDeals } from "../support/scoreCases";

// Invariants of the Law 78B scale: a loss costs what the same gain earns, the scale only rises,
// it runs from -24 to 24 in whole IMPs, and no answer is -0 (Excel would show it as 0 but it is
// not a clean number to return).
const anyDifference = fc.double({ noNaN: true });
const realDifference = fc.integer({ min: -1100, max: 1100 }).map((n) => n * 10);

describe("impsForDifference (fast-check)", () => {
  it("is odd-symmetric: imps(-d) is -imps(d), and never -0, for any real number", () => {
    fc.assert(
      fc.property(anyDifference, (d) => {
        const gain = impsForDifference(d);
        const loss = impsForDifference(-d);
        return gain + loss === 0 && !Object.is(gain, -0) && !Object.is(loss, -0);
      })
    );
  });

  it("gives a whole number of IMPs from -24 to 24 with the sign of the difference", () => {
    fc.assert(
      fc.property(anyDifference, (d) => {
        const imps = impsForDifference(d);
        return (
          Number.isInteger(imps) &&
          Math.abs(imps) <= 24 &&
          (imps === 0 || Math.sign(imps) === Math.sign(d))
        );
      })
    );
  });

  it("never falls as the difference rises", () => {
    fc.assert(
      fc.property(anyDifference, anyDifference, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return impsForDifference(low) <= impsForDifference(high);
      })
    );
  });

  it("is odd-symmetric on differences in 10-point steps, as real scores differ", () => {
    fc.assert(
      fc.property(realDifference, (d) => impsForDifference(-d) + impsForDifference(d) === 0)
    );
  });

  it("gives the two rooms of a team board opposite IMPs for any two of the 2,940 scores", () => {
    const scores = allDeals().map((d) => scoreContract(d.contract, d.tricks, d.vulnerable));
    const score = fc.constantFrom(...scores);
    fc.assert(
      fc.property(score, score, (open, closed) => {
        const a = impsForDifference(open - closed);
        const b = impsForDifference(closed - open);
        // Opposite, and a tie is 0 to both rooms, never -0 (a === -b alone would let -0 pass).
        return a + b === 0 && !Object.is(a, -0) && !Object.is(b, -0);
      })
    );
  });
});
