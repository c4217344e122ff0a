import type { Seat } from "../../src/core";
import { scoreContract } from "../../src/core";
import { score } from "../../src/excel/functions/score";
import { BOARDS_1_TO_64, law2Board, law2SideVulnerable } from "../support/law2Table";
import { allDeals, writtenResult } from "../support/scoreCases";

// BRIDGE.SCORE with the declarer gives North-South's score: the declaring side's score (Law 77)
// with the sign of the declarer's side, at the vulnerability the Law 2 table gives the declarer's
// side on the board (test/support/law2Table.ts). One call per board scores all 2,940 deals for all
// four declarers: a column of deals against a row of declarers spills 2,940 x 4.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;
const SEATS: Seat[] = ["N", "E", "S", "W"];
const deals = allDeals();
const contracts = deals.map((d) => [
  `${d.contract.level}${d.contract.strain}${"X".repeat(d.contract.doubling)}`,
]);
const tricks = deals.map((d) => [writtenResult(d.tricks, d.contract)]);

describe("BRIDGE.SCORE's North-South view for boards 1-32 and declarers N E S W", () => {
  it.each(BOARDS_1_TO_64.slice(0, 32))(
    "board %i: board number and board vulnerability give the declaring side's score at the side's vulnerability, signed by the side",
    (board) => {
      // A deal's row holds its score for each declarer when the declarer's side has the deal's vulnerability.
      const expected = deals.map((d) =>
        SEATS.map((seat) => {
          if (law2SideVulnerable(board, seat) !== d.vulnerable) return "skip";
          const declaring = scoreContract(d.contract, d.tricks, d.vulnerable);
          return seat === "N" || seat === "S" ? declaring : -declaring;
        })
      );
      const bySideForm = SCORE(
        contracts,
        tricks,
        [SEATS.map((seat) => law2SideVulnerable(board, seat))],
        null,
        [SEATS]
      );
      const byBoardNumber = SCORE(contracts, tricks, [[board]], null, [SEATS]);
      const byBoardName = SCORE(contracts, tricks, law2Board(board).vulnerability, null, [SEATS]);
      const onlyComparable = (out: unknown): unknown =>
        (out as unknown[][]).map((row, r) =>
          row.map((cell, c) => (expected[r]?.[c] === "skip" ? "skip" : cell))
        );
      expect(onlyComparable(byBoardNumber)).toEqual(expected);
      expect(onlyComparable(byBoardName)).toEqual(expected);
      expect(onlyComparable(bySideForm)).toEqual(expected);
      expect(byBoardNumber).toEqual(bySideForm);
    }
  );
});
