/*
 * Players' names (issue 27 item 3): every pairs session gets a Pairs sheet (pair, direction,
 * players' names and member numbers: the layout the export reads), and its Ranking shows each
 * pair's names beside RANKING's spill by formula. The formulas are computed in a real formula
 * engine (test/support/formulaEngine.ts) on a real session typed in (Compscore3's
 * mp_pairs_mitchell_03, abftech/cobalt, GPL-3.0; its pairs and places as test/fixtures/realdata
 * publishes them) with names typed into its Pairs sheet as a scorer would.
 */
import type { SessionOptions } from "../../src/session/planSession";
import { planSession } from "../../src/session/planSession";
import { planPairsSession } from "../../src/session/pairsSession";
import { pairsOfLines } from "../../src/session/pairsSessionData";
import { readUsebioFixture } from "../files/support/fixtures";
import { typedLines } from "./support/compscoreLines";
import type { CellValue, SessionPlan, SheetPlan } from "../../src/session/plan";
import published from "../fixtures/realdata/mp_pairs_mitchell_03.json";
import { evaluatePlan } from "../support/formulaEngine";

const BASE: SessionOptions = {
  event: "pairs-mp",
  movement: { kind: "mitchell", tables: 5, rounds: 5, boardsPerRound: 3 },
  matchBoards: 24,
  firstBoard: 1,
  name: "",
  date: "2026-11-30",
  language: "en",
  existingSheets: ["Sheet1"],
};

function sheetOf(plan: SessionPlan, role: SheetPlan["role"]): SheetPlan {
  const found = plan.sheets.find((s) => s.role === role);
  if (!found) throw new Error(`no ${role} sheet`);
  return found;
}

function valuesAt(sheet: SheetPlan, address: string): readonly (readonly CellValue[])[] {
  const block = sheet.blocks.find((b) => b.address === address);
  if (!block || !("values" in block)) throw new Error(`no values at ${address}`);
  return block.values;
}

describe("the Pairs sheet of a built session", () => {
  it("lists a Mitchell's pairs 1-5 North-South then 1-5 East-West under the shared header, names blank", () => {
    // mitchellMovement seats NS pair t at table t and the EW pairs 1..tables (planSession's Mitchell).
    const pairs = sheetOf(planSession(BASE), "pairs");
    expect(pairs.name).toBe("Session 2026-11-30 Pairs");
    expect(valuesAt(pairs, "A1")).toEqual([
      ["Pair", "Direction", "Player 1", "Player 1 member no.", "Player 2", "Player 2 member no."],
    ]);
    expect(valuesAt(pairs, "A2")).toEqual([
      ...[1, 2, 3, 4, 5].map((pair) => [pair, "NS", "", "", "", ""]),
      ...[1, 2, 3, 4, 5].map((pair) => [pair, "EW", "", "", "", ""]),
    ]);
  });

  it("gives a Howell's pairs (Howell04T2B18: 4 pairs at 2 tables) no direction (one field)", () => {
    const plan = planSession({ ...BASE, movement: { kind: "howell", id: "Howell04T2B18" } });
    const rows = valuesAt(sheetOf(plan, "pairs"), "A2");
    expect(rows.map((row) => row[0])).toEqual([1, 2, 3, 4]);
    expect(rows.every((row) => row[1] === "")).toBe(true);
  });

  it("has only its header when no movement seats the pairs, and French headers in French", () => {
    const plan = planSession({
      ...BASE,
      language: "fr",
      movement: { kind: "none", tables: 4, boards: 8 },
    });
    const pairs = sheetOf(plan, "pairs");
    expect(pairs.name).toBe("Séance 2026-11-30 Paires");
    expect(pairs.blocks).toHaveLength(1);
    expect(valuesAt(pairs, "A1")[0]).toEqual([
      "Paire",
      "Orientation",
      "Joueur 1",
      "N° de licence joueur 1",
      "Joueur 2",
      "N° de licence joueur 2",
    ]);
    expect(valuesAt(sheetOf(plan, "ranking"), "G1")).toEqual([["Joueurs"]]);
  });
});

describe("the Ranking's names, computed", () => {
  // Names typed as a scorer would: both for most pairs, one only for 2NS, none for 3EW.
  const NAMES: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
    published.pairs.map((pair) => [
      `${pair.pair_number}|${pair.direction}`,
      pair.pair_number === "2NS"
        ? ["Ann Smith", ""]
        : pair.pair_number === "3EW"
          ? ["", ""]
          : [`North ${pair.pair_number}`, `South ${pair.pair_number}`],
    ])
  );

  function withTypedNames(plan: SessionPlan): SessionPlan {
    return {
      ...plan,
      sheets: plan.sheets.map((sheet) => {
        if (sheet.role !== "pairs") return sheet;
        const rows = valuesAt(sheet, "A2").map((row) => {
          const [first, second] = NAMES[`${String(row[0])}|${String(row[1])}`] ?? ["", ""];
          return [row[0] ?? "", row[1] ?? "", first, "", second, ""];
        });
        return { ...sheet, blocks: [sheet.blocks[0]!, { address: "A2", values: rows }] };
      }),
    };
  }

  const lines = typedLines(readUsebioFixture("mp_pairs_mitchell_03"));
  const plan = withTypedNames(
    planPairsSession(
      {
        name: "",
        lines,
        pairs: pairsOfLines(lines, undefined),
        boards: [...new Set(lines.map((line) => line.board))],
        scoring: "matchpoints",
        fields: undefined,
        maxPairs: 13,
      },
      { date: "2026-11-30", language: "en", existingSheets: [] }
    )
  );
  const ranking = sheetOf(plan, "ranking").name;

  it(`shows beside each of the ${published.pairs.length} ranked pairs the names typed for it, blank below the ranking`, () => {
    const workbook = evaluatePlan(plan);
    try {
      const rows = workbook.values(ranking, `A1:G${1 + 2 * published.pairs.length}`);
      expect(rows[0]?.[6]).toBe("Players");
      const ranked = rows.slice(1, 1 + published.pairs.length);
      expect(ranked.every((row) => row[1] !== "")).toBe(true);
      for (const row of ranked) {
        const [first, second] = NAMES[`${String(row[1])}|${String(row[5])}`]!;
        const expected = [first, second].filter((name) => name !== "").join(" & ");
        expect([row[1], row[6]]).toEqual([row[1], expected]);
      }
      expect(ranked.find((row) => row[1] === "2NS")?.[6]).toBe("Ann Smith");
      expect(ranked.find((row) => row[1] === "3EW")?.[6]).toBe("");
      expect(ranked.find((row) => row[1] === "3NS")?.[6]).toBe("North 3NS & South 3NS");
      const below = rows.slice(1 + published.pairs.length);
      expect(below.length).toBeGreaterThan(0);
      expect(below.every((row) => row[6] === "" || row[6] === null)).toBe(true);
    } finally {
      workbook.destroy();
    }
  });

  it("tells apart North-South pair 1 and East-West pair 1 of a Mitchell numbered 1..n in each field", () => {
    const mitchell = planSession(BASE);
    const pairs = sheetOf(mitchell, "pairs");
    const named = valuesAt(pairs, "A2").map((row) => [
      row[0] ?? "",
      row[1] ?? "",
      `${String(row[0])}${String(row[1])}`,
      "",
      "",
      "",
    ]);
    // Every line scored 3NT making (BRIDGE.SCORE of board, contract and tricks): a flat board.
    const results = sheetOf(mitchell, "results");
    const lines = valuesAt(results, "A2").map((row) => [...row.slice(0, 5), "3NT", "N", 9, ""]);
    const scored: SessionPlan = {
      ...mitchell,
      sheets: mitchell.sheets.map((sheet) =>
        sheet.role === "pairs"
          ? { ...sheet, blocks: [sheet.blocks[0]!, { address: "A2", values: named }] }
          : sheet.role === "results"
            ? {
                ...sheet,
                blocks: sheet.blocks.map((b) => (b.address === "A2" ? { ...b, values: lines } : b)),
              }
            : sheet
      ),
    };
    const workbook = evaluatePlan(scored);
    try {
      const rows = workbook.values(sheetOf(mitchell, "ranking").name, "A2:G11");
      expect(rows).toHaveLength(10);
      for (const row of rows) expect(row[6]).toBe(`${String(row[1])}${String(row[5])}`);
    } finally {
      workbook.destroy();
    }
  });
});
