/*
 * The master points of a session built by the pane: its Ranking sheet's BRIDGE.MASTERPOINTS
 * column, computed (HyperFormula with the BRIDGE functions: test/support/formulaEngine.ts), read
 * back and published as USEBIO 1.2. For the Compscore3 session mp_pairs_mitchell_03
 * (abftech/cobalt, GPL-3.0, test/fixtures/usebio) typed in, the file carries the
 * MASTER_POINTS_AWARDED Compscore3 published for every pair, and the header's master point
 * elements in the Compscore3 files' order.
 */
import { readUsebio } from "../../src/files/usebioRead";
import { writeUsebio } from "../../src/files/usebioWrite";
import { RANKING_MASTER_POINTS_COLUMN, planPairsSession } from "../../src/session/pairsSession";
import type { ResultLine } from "../../src/session/pairsSessionData";
import { pairsOfLines } from "../../src/session/pairsSessionData";
import {
  awardInFileUnits,
  masterPointSettings,
} from "../../src/session/publish/masterPointsFromSheet";
import type { SessionValues } from "../../src/session/publish/sessionFromSheets";
import { sessionFromSheets } from "../../src/session/publish/sessionFromSheets";
import { findSessions } from "../../src/session/publish/sessionSheets";
import type { CellValue } from "hyperformula";
import { evaluatePlan } from "../support/formulaEngine";
import { readUsebioFixture } from "../files/support/fixtures";
import { departuresFromCompscore } from "../files/support/usebioStructure";
import { typedLines } from "./support/compscoreLines";

const NAME = "Club 2026-11-30";
const RANKING = `${NAME} Ranking`;

const asExcelReads = (rows: CellValue[][]): unknown[][] =>
  rows.map((row) =>
    row.map((cell) =>
      typeof cell === "object" && cell !== null && "value" in cell ? cell.value : cell
    )
  );

/** The session's sheets computed, read as the pane reads them, the H1 formula as it is written. */
function computedValues(lines: ResultLine[], masterPoints?: string): SessionValues {
  const plan = planPairsSession(
    {
      name: NAME,
      lines,
      pairs: pairsOfLines(lines, undefined),
      boards: [...new Set(lines.map((line) => line.board))],
      scoring: "matchpoints",
      fields: undefined,
      maxPairs: 40,
    },
    { date: "2026-11-30", language: "en", existingSheets: [] }
  ).sheets;
  const ranking = plan.find((sheet) => sheet.role === "ranking");
  const h1 = ranking?.blocks.find((block) => block.address === "H1");
  const written = h1 && "formulas" in h1 ? String(h1.formulas[0]?.[0]) : "";
  const formula = masterPoints ?? written;
  // The scorer's own formula in H1, as the pane reads a sheet the scorer edited.
  const sheets = plan.map((sheet) =>
    sheet.role !== "ranking" || masterPoints === undefined
      ? sheet
      : {
          ...sheet,
          blocks: sheet.blocks.map((block) =>
            block.address === "H1" ? { address: "H1", formulas: [[masterPoints]] } : block
          ),
        }
  );
  const workbook = evaluatePlan({ sheets, names: [], activate: RANKING });
  try {
    const [found] = findSessions(plan.map((sheet) => sheet.name));
    const results = plan[0]?.blocks.find((block) => block.address === "J2");
    const pointsFormula = results && "formulas" in results ? results.formulas[0]?.[1] : "";
    return {
      sheets: found!,
      results: asExcelReads(workbook.values(NAME, `A1:L${lines.length + 1}`)),
      pointsFormula: pointsFormula ?? "",
      ranking: asExcelReads(workbook.values(RANKING, "A1:H41")),
      masterPointsFormula: formula,
      handRecords: [],
    };
  } finally {
    workbook.destroy();
  }
}

const OPTIONS = { today: "2026-12-01", programVersion: "test", clubName: "Test club" };

describe("a session's master points published (Compscore3's mp_pairs_mitchell_03 typed in)", () => {
  const xml = readUsebioFixture("mp_pairs_mitchell_03");
  const compscore = readUsebio(xml);
  const lines = typedLines(xml);
  const values = computedValues(lines);
  const text = writeUsebio(sessionFromSheets(values, OPTIONS));

  it("plans the Ranking's column H as BRIDGE.MASTERPOINTS over the ranking's spill, ABF written out", () => {
    expect(RANKING_MASTER_POINTS_COLUMN).toBe(8);
    expect(values.masterPointsFormula).toBe('=BRIDGE.MASTERPOINTS(A1:F41, , "ABF", , , 21)');
    expect(values.ranking[0]?.[7]).toBe("Master points");
  });

  it("carries for every pair the MASTER_POINTS_AWARDED Compscore3 published (hundredths)", () => {
    const awards = new Map(readUsebio(text).pairs.map((pair) => [pair.pair, pair.masterPoints]));
    expect(awards.size).toBe(13);
    for (const pair of compscore.pairs) {
      expect([pair.pair, awards.get(pair.pair)]).toEqual([pair.pair, pair.masterPoints]);
    }
  });

  it("writes the master point elements where the Compscore3 files do: scale, type and flag in the header, type per pair", () => {
    expect(text).toMatch(
      /<MASTER_POINT_SCALE>Club<\/MASTER_POINT_SCALE>\n\s*<MASTER_POINT_TYPE>GREEN<\/MASTER_POINT_TYPE>\n\s*<MPS_AWARDED_FLAG>Y<\/MPS_AWARDED_FLAG>/
    );
    expect(text.match(/<MASTER_POINT_TYPE>GREEN<\/MASTER_POINT_TYPE>/g)).toHaveLength(1 + 13);
    // What a workbook still does not know (docs/FILE-FORMATS.md): the venue, the P2P charge rate.
    const unknown = new Set(["HANDSET", "VENUE", "P2P_CHARGE_RATE"]);
    expect(departuresFromCompscore(text, unknown)).toEqual([]);
  });

  it("writes the EBU's local points as whole numbers with Salliere's labels when the column says EBU", () => {
    // Compscore3's Howell (mp_pairs_howell.xml) typed in, on the EBU's club scale.
    const howell = typedLines(readUsebioFixture("mp_pairs_howell"));
    const ebu = computedValues(howell, '=BRIDGE.MASTERPOINTS(A1:F41, , "EBU", , , 27)');
    const session = sessionFromSheets(ebu, OPTIONS);
    expect(session.event.masterPointScale).toBe("Club");
    expect(session.event.otherFields).toEqual([
      ["MASTER_POINT_TYPE", "BLACK"],
      ["MPS_AWARDED_FLAG", "Y"],
    ]);
    // 12 pairs: 6 full tables, 27 boards: a third, 4 awards of 24, 18, 12, 6 local points.
    const awards = session.pairs.map((pair) => pair.masterPoints ?? 0).sort((a, b) => b - a);
    expect(awards.slice(0, 5)).toEqual([24, 18, 12, 6, 0]);
  });

  it("publishes no award when the column's scheme is not a constant or a pair has none", () => {
    expect(masterPointSettings("=BRIDGE.MASTERPOINTS(A1:F41, , Z1)")).toBeUndefined();
    expect(masterPointSettings("=BRIDGE.RANKING(A1:A9)")).toBeUndefined();
    expect(masterPointSettings('=BRIDGE.MASTERPOINTS(A1:F41, , "", , "")')).toMatchObject({
      scheme: "ABF",
      labels: { scale: "Club", type: "GREEN" },
    });
    expect(awardInFileUnits("#VALUE!", "ABF")).toBeUndefined();
    expect(awardInFileUnits(0.29, "ABF")).toBe(29);
    expect(awardInFileUnits(0.57, "ABF")).toBe(57);
    const broken = computedValues(lines, "=BRIDGE.MASTERPOINTS(A1:F41, , Z1)");
    const session = sessionFromSheets(broken, OPTIONS);
    expect(session.pairs.every((pair) => pair.masterPoints === undefined)).toBe(true);
    expect(session.event.otherFields).toEqual([]);
  });
});
