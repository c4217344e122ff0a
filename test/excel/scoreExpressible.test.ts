import fc from "fast-check";
import { scoreContract } from "../../src/core";
import { score } from "../../src/excel/functions/score";
import { allDeals } from "../support/scoreCases";

// Issue 10's reading rules (docs/guide/scoring.md, "How results are read") refuse some bare
// numbers and read others by the whole call. Every (contract, tricks) pair of Law 77 must stay expressible: for
// each of the 2,940 deals, each unambiguous way of writing its result scores Law 77's score
// (worked out from Law 77's parts by scoreContract, itself held to Pavlicek's table), alone and
// in columns of either style a sheet uses.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;
const deals = allDeals();
type Deal = (typeof deals)[number];

const contractText = (d: Deal): string =>
  `${d.contract.level}${d.contract.strain}${"X".repeat(d.contract.doubling)}`;
const relativeOf = (d: Deal): number => d.tricks - (d.contract.level + 6);
const relativeText = (d: Deal): string => {
  const relative = relativeOf(d);
  return relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
};

/** A sheet of trick counts: the count, or from four down the down count as a negative number. */
const asTrickCount = (d: Deal): number => (relativeOf(d) <= -4 ? relativeOf(d) : d.tricks);
/**
 * A relative sheet typed in a General column: "+1" stored as 1, '= as the text "=", -1 as a
 * number. Alone, a bare 1 is refused (it could be 1 trick); beside "=" it is +1.
 */
const asEatenPlus = (d: Deal): number | string => (relativeOf(d) === 0 ? "=" : relativeOf(d));

describe("every Law 77 deal stays expressible under the reading rules", () => {
  it("scores each of the 2,940 deals written as relative text, in the contract cell, as a down count and as tricks (to three down)", () => {
    const wrong: unknown[] = [];
    for (const d of deals) {
      const expected = scoreContract(d.contract, d.tricks, d.vulnerable);
      const writings: [unknown, unknown][] = [
        [contractText(d), relativeText(d)],
        [`${contractText(d)}${relativeText(d)}`, null],
        [contractText(d), asTrickCount(d)],
      ];
      if (relativeOf(d) < 0) writings.push([contractText(d), relativeOf(d)]);
      for (const [contract, result] of writings) {
        const got = SCORE(contract, result, d.vulnerable);
        const gotInRange = SCORE([[contract]], [[result]], [[d.vulnerable]]);
        if (got !== expected || (gotInRange as unknown[][])[0]?.[0] !== expected) {
          wrong.push({ contract, result, vulnerable: d.vulnerable, expected, got });
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("scores random columns of either style, a trick-count sheet or a relative sheet whose plus signs Excel ate, line by line right (fast-check)", () => {
    const deal = fc.constantFrom(...deals);
    fc.assert(
      fc.property(
        fc.array(deal, { minLength: 1, maxLength: 40 }),
        fc.constantFrom("trick counts", "eaten plus"),
        (drawn, style) => {
          // A relative sheet is known by its "=" lines (typed '=); one made exactly is there.
          const madeExactly = deals.find((d) => relativeOf(d) === 0) as Deal;
          const lines = style === "eaten plus" ? [madeExactly, ...drawn] : drawn;
          const results = lines.map((d) => [
            style === "trick counts" ? asTrickCount(d) : asEatenPlus(d),
          ]);
          const out = SCORE(
            lines.map((d) => [contractText(d)]),
            results,
            lines.map((d) => [d.vulnerable])
          );
          expect(out).toEqual(
            lines.map((d) => [scoreContract(d.contract, d.tricks, d.vulnerable)])
          );
        }
      ),
      { numRuns: 500 }
    );
  });
});
