/*
 * A teams match's totals and a bye's award (src/core/teams/matchTotals.ts): the rule worked out
 * from numbers, and the same rule written as formulas by the sheets' algebra
 * (src/session/formulaTotals.ts) giving the same figures in a formula engine
 * (test/support/formulaEngine.ts). Expected VPs: the WBF 2013 continuous scale
 * (test/fixtures/realdata/wbf_vp_tables.json, 8 boards: the winner's VPs by IMP margin).
 */
import fc from "fast-check";
import type { TotalValue } from "../../../src/core/teams/matchTotals";
import {
  byeVps,
  numberTotals,
  roundMatchTotals,
  twoRoomMatchTotals,
} from "../../../src/core/teams/matchTotals";
import { victoryPointsForMargin } from "../../../src/core/victoryPoints";
import { formulaTotals } from "../../../src/session/formulaTotals";
import vpTables from "../../fixtures/realdata/wbf_vp_tables.json";
import { evaluatePlan } from "../../support/formulaEngine";

const BOARDS = 8;
const numbers = numberTotals((margin) => victoryPointsForMargin(margin, BOARDS));
const wbf8 = (vpTables as { tables: Record<string, number[]> }).tables["8"]!;

/** The round rule from numbers: the IMPs first, then the VPs from them, as the sheet reads them. */
function roundFromNumbers(
  boards: readonly (number | "")[],
  typedHome: number | "",
  typedAway: number | ""
) {
  const match = { boards, typed: [typedHome, typedAway], typedHome, typedAway };
  const { imps } = roundMatchTotals(numbers, match, { home: "", away: "" });
  return { imps, vps: roundMatchTotals(numbers, match, imps).vps };
}

describe("a match of a round, from numbers", () => {
  it("gives the home team the boards it won and the away team those it lost", () => {
    const { imps, vps } = roundFromNumbers([3, -2, "", 7, 0, -5, "", ""], "", "");
    expect(imps).toEqual({ home: 10, away: 7 });
    expect(vps).toEqual({
      home: victoryPointsForMargin(3, BOARDS),
      away: victoryPointsForMargin(-3, BOARDS),
    });
  });

  it("takes the IMPs typed for the match over the boards', a blank typed cell as 0", () => {
    expect(roundFromNumbers([3, -2], 25, "").imps).toEqual({ home: 25, away: 0 });
  });

  it("leaves a match with nothing typed and no board scored blank, and its VPs", () => {
    expect(roundFromNumbers(["", ""], "", "")).toEqual({
      imps: { home: "", away: "" },
      vps: { home: "", away: "" },
    });
  });
});

describe("a two-room match, from numbers", () => {
  it("totals the home team's IMPs, the visitors' opposite, and each team's VPs (WBF 2013, 8 boards)", () => {
    const boardImps = [10, 0, "", "", "", "", "", ""] as const;
    // As the sheet computes it, a cell at a time: the home IMPs, the visitors' from them, the VPs.
    let totals = twoRoomMatchTotals(numbers, boardImps, { home: "", away: "" });
    for (let step = 0; step < 2; step++)
      totals = twoRoomMatchTotals(numbers, boardImps, totals.imps);
    expect(totals.imps).toEqual({ home: 10, away: -10 });
    expect(totals.boardsPlayed).toBe(2);
    expect(totals.vps.home).toBeCloseTo(wbf8[10]!, 2);
    expect(totals.vps.away).toBeCloseTo(20 - wbf8[10]!, 2);
  });
});

describe("a bye", () => {
  it("gets the award once the round has a result, and at once in a round with no match", () => {
    expect(byeVps(numbers, ["", ""], 12)).toBe("");
    expect(byeVps(numbers, ["", 13.2], 12)).toBe(12);
    expect(byeVps(numbers, undefined, 12)).toBe(12);
  });
});

describe("the rule as the sheets' formulas", () => {
  const cell = fc.oneof(fc.constant("" as const), fc.integer({ min: -24, max: 24 }));
  const typedCell = fc.oneof(fc.constant("" as const), fc.integer({ min: 0, max: 120 }));

  it("gives the figures the rule gives from numbers (a formula engine computing the round's row)", () => {
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 1, maxLength: 6 }),
        typedCell,
        typedCell,
        (boards, home, away) => {
          // Row 1: the boards in A..F, typed home and away in G and H; IMPs in I and J, VPs in K and L.
          const formulas = roundMatchTotals(
            formulaTotals((margin) => `BRIDGE.VP(${margin}, ${BOARDS})`),
            { boards: "A1:F1", typed: "G1:H1", typedHome: "G1", typedAway: "H1" },
            { home: "I1", away: "J1" }
          );
          const row = [...boards, ...Array<"">(6 - boards.length).fill(""), home, away];
          const workbook = evaluatePlan({
            sheets: [
              {
                role: "match",
                name: "R1",
                headerAddresses: [],
                headerRows: 0,
                blocks: [
                  { address: "A1", values: [row] },
                  {
                    address: "I1",
                    formulas: [
                      [
                        formulas.imps.home,
                        formulas.imps.away,
                        formulas.vps.home,
                        formulas.vps.away,
                      ].map((formula) => `=${formula}`),
                    ],
                  },
                ],
                columnWidths: [],
                numberFormats: [],
                validations: [],
                highlights: [],
              },
            ],
            names: [],
            activate: "R1",
          });
          const [computed] = workbook.values("R1", "I1:L1");
          workbook.destroy();
          const expected = roundFromNumbers(row.slice(0, 6), home, away);
          const figures: TotalValue[] = [
            expected.imps.home,
            expected.imps.away,
            expected.vps.home,
            expected.vps.away,
          ];
          computed!.forEach((value, i) => {
            const want = figures[i];
            if (typeof want === "number") expect(value).toBeCloseTo(want, 9);
            else expect(value === null ? "" : value).toBe(want);
          });
        }
      ),
      { numRuns: 40 }
    );
  });
});
