/*
 * A teams match's formulas computed in a real formula engine (test/support/formulaEngine.ts):
 * two boards typed in both rooms give each room's NS score (Law 77), the IMPs (Law 78B), the
 * running total and the match's VPs (WBF 2013 scale, test/fixtures/realdata/wbf_vp_tables.json).
 */
import { planSession } from "../../src/session/planSession";
import type { SessionPlan } from "../../src/session/plan";
import vpTables from "../fixtures/realdata/wbf_vp_tables.json";
import { evaluatePlan } from "../support/formulaEngine";

const plan = planSession({
  event: "teams",
  movement: { kind: "none", tables: 2, boards: 8 },
  matchBoards: 8,
  firstBoard: 1,
  name: "",
  date: "2026-11-30",
  language: "en",
  existingSheets: [],
});
const [match] = plan.sheets;

// Board 1 (dealer N, none vulnerable): 4♠ by North made with 10 tricks in the open room, 420;
// one down in the closed room, -50: 470 points, 10 IMPs. Board 2 (dealer E, NS vulnerable):
// 3NT by South just made in both rooms, 600 and 600: 0 IMPs. Boards 3-8 not played yet.
const typed: SessionPlan = {
  ...plan,
  sheets: [
    {
      ...match!,
      blocks: [
        ...match!.blocks,
        {
          address: "D3",
          values: [
            ["4S", "N", 10],
            ["3NT", "S", 9],
          ],
        },
        {
          address: "H3",
          values: [
            ["4S", "N", 9],
            ["3NT", "S", 9],
          ],
        },
      ],
    },
  ],
};

describe("a teams match, computed", () => {
  const workbook = evaluatePlan(typed);
  afterAll(() => workbook.destroy());
  const rows = workbook.values(match!.name, "A3:M10");

  it("scores each room, IMPs the boards played and keeps a running total; unplayed boards stay blank", () => {
    expect(
      rows.slice(0, 2).map((row) => [row[0], row[1], row[2], row[6], row[10], row[11], row[12]])
    ).toEqual([
      [1, "N", "None", 420, -50, 10, 10],
      [2, "E", "NS", 600, 600, 0, 10],
    ]);
    for (const row of rows.slice(2))
      expect([row[6], row[10], row[11], row[12]]).toEqual(["", "", "", ""]);
  });

  it("gives the match's IMPs and VPs for both teams on the 8-board scale", () => {
    const summary = workbook.values(match!.name, "P2:Q4");
    const vp8 = (vpTables.tables as Record<string, number[]>)["8"]!;
    expect(summary).toEqual([
      [10, -10],
      [vp8[10], Math.round((20 - vp8[10]!) * 100) / 100],
      [2, 2],
    ]);
  });
});
