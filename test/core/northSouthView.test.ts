import fc from "fast-check";
import type { Seat } from "../../src/core";
import { scoreContract, scoreDeal } from "../../src/core";
import { BOARDS_1_TO_64, law2Board, law2SideVulnerable } from "../support/law2Table";
import { allDeals, writtenResult } from "../support/scoreCases";

// The NS view: with the declarer given, scoreDeal gives North-South's score, which is the declaring
// side's score (Law 77) with the sign of the declarer's side; a board's vulnerability (Law 2 table,
// test/support/law2Table.ts) is the declarer's side's vulnerability on that board.
const SEATS: Seat[] = ["N", "E", "S", "W"];
const BOARDS = BOARDS_1_TO_64.slice(0, 32);
const deals = allDeals();
const contractText = (d: (typeof deals)[number]): string =>
  `${d.contract.level}${d.contract.strain}${"X".repeat(d.contract.doubling)}`;
const sign = (declarer: Seat): number => (declarer === "N" || declarer === "S" ? 1 : -1);
const times = (s: number, score: number): number => (s === 1 ? score : -score);

describe("scoreDeal's North-South view for boards 1-32 and every declarer, on all 2,940 deals", () => {
  it.each(BOARDS)(
    "board %i: a board number gives the same as TRUE/FALSE of the declarer's side, signed by the side",
    (board) => {
      const wrong: unknown[] = [];
      const boardName = law2Board(board).vulnerability;
      for (const declarer of SEATS) {
        const sideVulnerable = law2SideVulnerable(board, declarer);
        for (const d of deals.filter((deal) => deal.vulnerable === sideVulnerable)) {
          const deal = {
            contract: contractText(d),
            result: writtenResult(d.tricks, d.contract),
            declarer,
          };
          const expected = times(sign(declarer), scoreContract(d.contract, d.tricks, d.vulnerable));
          const got = [
            scoreDeal({ ...deal, vulnerability: board }),
            scoreDeal({ ...deal, vulnerability: String(board) }),
            scoreDeal({ ...deal, vulnerability: boardName }),
            scoreDeal({ ...deal, vulnerability: sideVulnerable }),
          ];
          if (got.some((score) => score !== expected || Object.is(score, -0)))
            wrong.push({ deal, got, expected });
        }
      }
      expect(wrong).toEqual([]);
    }
  );
});

describe("scoreDeal's North-South view on random deals (fast-check)", () => {
  it("is the declaring side's score, negated for East-West, at the declarer's side's vulnerability on any board", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...deals),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(...SEATS),
        (d, board, declarer) => {
          const sideVulnerable = law2SideVulnerable(board, declarer);
          const declaring = scoreDeal({
            contract: contractText(d),
            result: writtenResult(d.tricks, d.contract),
            vulnerability: sideVulnerable,
          });
          const northSouth = scoreDeal({
            contract: contractText(d),
            result: writtenResult(d.tricks, d.contract),
            vulnerability: board,
            declarer,
          });
          return northSouth === times(sign(declarer), declaring);
        }
      )
    );
  });

  it("gives the two sides opposite scores: North's and East's views of the same side-vulnerability differ only in sign", () => {
    fc.assert(
      fc.property(fc.constantFrom(...deals), (d) => {
        const deal = {
          contract: contractText(d),
          result: writtenResult(d.tricks, d.contract),
          vulnerability: d.vulnerable,
        };
        return scoreDeal({ ...deal, declarer: "N" }) === -scoreDeal({ ...deal, declarer: "E" });
      })
    );
  });
});
