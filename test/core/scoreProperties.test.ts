import fc from "fast-check";
import type { Contract } from "../../src/core";
import { scoreContract } from "../../src/core";
import { DOUBLINGS, LEVELS, STRAINS, allDeals } from "../support/scoreCases";

// Invariants of Law 77, checked on all 2,940 deals and on random ones: declarer's side scores a
// positive premium for a contract fulfilled (at least the 50 partscore premium over a trick score)
// and the defenders score the undertricks; each extra trick declarer takes is worth something.
const CONTRACTS: Contract[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) => DOUBLINGS.map((doubling) => ({ level, strain, doubling })))
);
const contract = fc.constantFrom(...CONTRACTS);

describe("scoreContract on all 2,940 deals", () => {
  it("never falls when declarer takes one more trick, for every contract and vulnerability", () => {
    const falls = CONTRACTS.flatMap((c) =>
      [false, true].flatMap((vulnerable) =>
        Array.from({ length: 13 }, (_, tricks) => ({ c, vulnerable, tricks })).filter(
          ({ tricks }) =>
            scoreContract(c, tricks + 1, vulnerable) < scoreContract(c, tricks, vulnerable)
        )
      )
    );
    expect(falls).toEqual([]);
  });

  it("gives at least 50 for a contract made and a negative score for one that fails", () => {
    const wrong = allDeals().filter(({ contract: c, tricks, vulnerable }) => {
      const score = scoreContract(c, tricks, vulnerable);
      return tricks >= c.level + 6 ? score < 50 : score >= 0;
    });
    expect(wrong).toEqual([]);
  });

  it("gives whole multiples of 10, never -0", () => {
    const odd = allDeals().filter(({ contract: c, tricks, vulnerable }) => {
      const score = scoreContract(c, tricks, vulnerable);
      return !Number.isInteger(score / 10) || Object.is(score, -0);
    });
    expect(odd).toEqual([]);
  });
});

describe("scoreContract on random deals (fast-check)", () => {
  it("is monotone in tricks: more tricks never score less", () => {
    fc.assert(
      fc.property(
        contract,
        fc.boolean(),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 13 }),
        (c, vulnerable, a, b) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          return scoreContract(c, fewer, vulnerable) <= scoreContract(c, more, vulnerable);
        }
      )
    );
  });

  it("is at least 50 when made, negative when not", () => {
    fc.assert(
      fc.property(
        contract,
        fc.boolean(),
        fc.integer({ min: 0, max: 13 }),
        (c, vulnerable, tricks) => {
          const score = scoreContract(c, tricks, vulnerable);
          return tricks >= c.level + 6 ? score >= 50 : score < 0;
        }
      )
    );
  });

  it("never scores a side better for being vulnerable when it fails, nor worse when it makes", () => {
    fc.assert(
      fc.property(contract, fc.integer({ min: 0, max: 13 }), (c, tricks) => {
        const notVulnerable = scoreContract(c, tricks, false);
        const vulnerable = scoreContract(c, tricks, true);
        return tricks >= c.level + 6 ? vulnerable >= notVulnerable : vulnerable <= notVulnerable;
      })
    );
  });
});
