/*
 * The Members sheet and its use (issue 49): a session built when the workbook has one looks each
 * unnamed player up by the number typed on its Pairs sheet (computed in a real formula engine,
 * test/support/formulaEngine.ts), names given by a file stay, and publishing writes the national
 * number the Members sheet lists for a member number.
 */
import { mitchellMovement } from "../../src/core/movements";
import { planPairsSession } from "../../src/session/pairsSession";
import { pairsSessionOfMovement } from "../../src/session/pairsSessionData";
import type { SessionPlan } from "../../src/session/plan";
import {
  membersSheetIn,
  nationalIdsOf,
  planMembersSheet,
  withMemberLookups,
} from "../../src/session/members";
import { evaluatePlan } from "../support/formulaEngine";

const MEMBERS = [
  { number: 107, name: "Ann Smith", nationalId: "00012345" },
  { number: "B12", name: "Bob Jones", club: "Kenilworth", visitor: true },
];

describe("the Members sheet", () => {
  it("is found in either language, without regard to case", () => {
    expect(membersSheetIn(["Sheet1", "members"])).toBe("members");
    expect(membersSheetIn(["Membres"])).toBe("Membres");
    expect(membersSheetIn(["Sheet1"])).toBeUndefined();
  });

  it("lists number, name, national number, home club and visitor", () => {
    const plan = planMembersSheet("en", MEMBERS);
    const sheet = plan.sheets[0]!;
    expect(sheet.name).toBe("Members");
    expect(sheet.blocks).toEqual([
      { address: "A1", values: [["Number", "Name", "National number", "Home club", "Visitor"]] },
      {
        address: "A2",
        values: [
          [107, "Ann Smith", "00012345", "", ""],
          ["B12", "Bob Jones", "", "Kenilworth", "Yes"],
        ],
      },
    ]);
    expect(planMembersSheet("fr").sheets[0]?.name).toBe("Membres");
  });

  it("gives a session's Pairs sheet the name of each member number typed, in a formula engine", () => {
    const movement = mitchellMovement({ tables: 2, rounds: 2, boardsPerRound: 1, firstBoard: 1 });
    const base = pairsSessionOfMovement(movement, "matchpoints", "Tuesday");
    // Pair 1 NS: two member numbers typed (one as text); pair 1 EW: a name given by a file.
    const pairs = base.pairs.map((pair, i) =>
      i === 0
        ? { ...pair, players: [{ memberNumber: "107" }, { memberNumber: "B12" }] }
        : i === 2
          ? { ...pair, players: [{ name: "Cy Given" }, { memberNumber: "999" }] }
          : pair
    );
    const session = planPairsSession(
      { ...base, pairs },
      { date: "2026-12-07", language: "en", existingSheets: ["Members"] }
    );
    const plan: SessionPlan = {
      sheets: [...session.sheets, ...planMembersSheet("en", MEMBERS).sheets],
      names: [],
      activate: "",
    };
    const book = evaluatePlan(plan);
    try {
      const rows = book.values("Tuesday Pairs", "A2:F5");
      expect(rows.map((row) => [row[2], row[4]])).toEqual([
        ["Ann Smith", "Bob Jones"],
        ["", ""],
        ["Cy Given", ""],
        ["", ""],
      ]);
    } finally {
      book.destroy();
    }
  });

  it("leaves a session's Pairs sheet as it was when the workbook has no Members sheet", () => {
    const movement = mitchellMovement({ tables: 2, rounds: 2, boardsPerRound: 1, firstBoard: 1 });
    const base = pairsSessionOfMovement(movement, "matchpoints", "Tuesday");
    const options = { date: "2026-12-07", language: "en" as const, existingSheets: [] };
    const pairsSheet = planPairsSession(base, options).sheets.find((s) => s.role === "pairs")!;
    expect(withMemberLookups(pairsSheet, undefined)).toBe(pairsSheet);
    expect(pairsSheet.blocks.some((block) => "formulas" in block)).toBe(false);
  });

  it("reads each member number's national number, numbers and text alike", () => {
    const ids = nationalIdsOf([
      ["Number", "Name", "National number"],
      [107, "Ann Smith", "00012345"],
      ["b12", "Bob Jones", ""],
      ["", "No number", "555"],
    ]);
    expect([...ids]).toEqual([["107", "00012345"]]);
  });
});
