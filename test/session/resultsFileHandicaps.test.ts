/*
 * A real handicap session opened as a results file (test/fixtures/usebio-nz: NZ Bridge's Scorer,
 * the Whitehead Trophy Handicap Pairs, converted to USEBIO by duaneg/scorer-to-usebio): the pane's
 * comparison finds half of each HANDICAP added and no difference, and the sheets built from the
 * file, computed in a real formula engine (test/support/formulaEngine.ts), give every pair the
 * place, percentage, handicap and figure with it that Scorer published, to the last decimal.
 * The expected figures are Scorer's own, read from its XML (handicap_pairs.scorer.xml): each
 * pair's place, raw_score, handicap and res.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { Language } from "../../src/messages/language";
import type { ResultsFile } from "../../src/taskpane/resultsFile";
import {
  planResultsFileOf,
  readResultsFile as readResultsBytes,
} from "../../src/taskpane/resultsFile";
import type { CellValue } from "hyperformula";
import { parseCell } from "../../src/session/a1";
import { masterPointsColumnIn } from "../../src/session/rankingHandicaps";
import { sessionFromSheets } from "../../src/session/publish/sessionFromSheets";
import { findSessions } from "../../src/session/publish/sessionSheets";
import { evaluatePlan } from "../support/formulaEngine";

const nz = (name: string): string =>
  readFileSync(join(__dirname, "..", "fixtures", "usebio-nz", name), "utf8");

/** Scorer's published figures of a pair, by "no dir" ("4 NS"). */
interface Published {
  readonly place: number;
  readonly raw: number;
  readonly handicap: number;
  readonly res: number;
}

/** Each pair's figures as Scorer's own XML publishes them (its <pair> attributes). */
function scorerFigures(): Map<string, Published> {
  const figures = new Map<string, Published>();
  for (const [pair] of nz("handicap_pairs.scorer.xml").matchAll(/<pair [^>]*\/>/g)) {
    const attribute = (name: string): string => {
      const found = new RegExp(` ${name}="([^"]*)"`).exec(pair);
      if (!found) throw new Error(`no ${name} in ${pair}`);
      return found[1] as string;
    };
    const direction = attribute("dir") === "N" ? "NS" : "EW";
    figures.set(`${attribute("no")} ${direction}`, {
      place: Number(attribute("place")),
      raw: Number(attribute("raw_score")),
      handicap: Number(attribute("handicap")),
      res: Number(attribute("res")),
    });
  }
  return figures;
}

function readResultsFile(language: Language): ResultsFile {
  const text = nz("handicap_pairs.usebio.xml");
  const read = readResultsBytes("handicap_pairs.xml", new TextEncoder().encode(text), language);
  if (!("session" in read)) throw new Error("no session");
  return read;
}

const SCORER = scorerFigures();

describe("a real NZ handicap session (Scorer, Whitehead Trophy Handicap Pairs)", () => {
  it("has 18 pairs in Scorer's XML, each with a handicap", () => {
    expect(SCORER.size).toBe(18);
  });

  it("is compared with no difference: half of each HANDICAP added, places before it", () => {
    const [part] = readResultsFile("en").parts;
    if (!part || !("notes" in part.check)) throw new Error("not ranked");
    expect(part.check.differences).toEqual([]);
    expect(part.check.lineDifferences).toEqual([]);
    expect(part.check.notes).toContainEqual({
      kind: "handicap",
      share: 0.5,
      pairs: 18,
      placesAfterHandicap: false,
    });
  });

  it.each(["en", "fr"] as const)(
    "builds a Ranking (%s) with Scorer's places, percentages, handicaps and figures with them",
    (language) => {
      const plan = planResultsFileOf(readResultsFile(language), language, [], "2026-12-07");
      const ranking = plan.sheets.find((sheet) => sheet.role === "ranking")!;
      const workbook = evaluatePlan(plan);
      try {
        const rows = workbook.values(ranking.name, "A1:I19");
        // RANKING's header is in Excel's display language, English in the engine.
        expect(rows[0]?.slice(6)).toEqual(["Handicap", "With handicap", "Handicap place"]);
        const shown = new Map(rows.slice(1).map((row) => [String(row[1]), row] as const));
        expect(shown.size).toBe(18);
        for (const [pair, published] of SCORER) {
          const row = shown.get(pair);
          expect([pair, row?.[0], row?.[4], row?.[6], row?.[7]]).toEqual([
            pair,
            published.place,
            published.raw,
            published.handicap / 2,
            published.res,
          ]);
          // The place by the figure with the handicap: one more than the field's pairs above it.
          const field = pair.slice(-2);
          const above = [...SCORER].filter(
            ([other, figures]) => other.endsWith(field) && figures.res > published.res
          ).length;
          expect(row?.[8]).toBe(above + 1);
        }
      } finally {
        workbook.destroy();
      }
    }
  );

  it("says beside the Ranking where the handicaps come from and which places the file gave", () => {
    const plan = planResultsFileOf(readResultsFile("en"), "en", [], "2026-12-07");
    const ranking = plan.sheets.find((sheet) => sheet.role === "ranking")!;
    const names = ranking.blocks.find((block) => block.address === "J1");
    expect(names && "values" in names ? names.values : undefined).toEqual([["Players"]]);
    const points = ranking.blocks.find((block) => block.address === "K1");
    expect(points && "formulas" in points ? points.formulas[0]?.[0] : "").toMatch(
      /^=BRIDGE\.MASTERPOINTS\(A1:F19,/
    );
    const note = ranking.blocks.find((block) => block.address === "L1");
    expect(note && "values" in note ? note.values[0]?.[0] : "").toBe(
      "Handicap event: each pair's HANDICAP, as the file gives it, is on the Pairs sheet (column G); half of it (column H) is added to the pair's percentage. " +
        "Handicap is what is added, With handicap the percentage with it (as the file publishes it), Handicap place the place by that figure. " +
        "Place ranks the percentages before the handicap, as the file's places do."
    );
    const pairs = plan.sheets.find((sheet) => sheet.role === "pairs")!;
    const header = pairs.blocks.find((block) => block.address === "A1");
    expect(header && "values" in header ? header.values[0]?.slice(6) : []).toEqual([
      "Handicap",
      "Added to the percentage",
    ]);
  });

  it("is published again with each pair's master points from K, where the Ranking has them", () => {
    const plan = planResultsFileOf(readResultsFile("en"), "en", [], "2026-12-07");
    const ranking = plan.sheets.find((sheet) => sheet.role === "ranking")!;
    const results = plan.sheets.find((sheet) => sheet.role === "results")!;
    const firstRow: unknown[] = [];
    for (const block of ranking.blocks) {
      const { column, row } = parseCell(block.address);
      if (row === 1 && "formulas" in block) firstRow[column - 1] = block.formulas[0]?.[0];
    }
    const column = masterPointsColumnIn(firstRow);
    expect(column).toBe(11);
    const workbook = evaluatePlan(plan);
    try {
      const read = (rows: CellValue[][]): unknown[][] =>
        rows.map((row) =>
          row.map((cell) =>
            typeof cell === "object" && cell !== null && "value" in cell ? cell.value : cell
          )
        );
      const rankingRows = read(workbook.values(ranking.name, "A1:K19"));
      const points = results.blocks.find((block) => block.address === "J2");
      const session = sessionFromSheets(
        {
          sheets: findSessions(plan.sheets.map((sheet) => sheet.name))[0]!,
          results: read(workbook.values(results.name, "A1:L199")),
          pointsFormula: points && "formulas" in points ? String(points.formulas[0]?.[1]) : "",
          ranking: rankingRows,
          masterPointsFormula: String(firstRow[column - 1]),
          masterPointsColumn: column,
          handRecords: [],
        },
        { today: "2026-12-07", programVersion: "test" }
      );
      const awarded = rankingRows.slice(1).filter((row) => typeof row[10] === "number");
      expect(awarded.length).toBeGreaterThan(0);
      for (const row of awarded) {
        const pair = session.pairs.find((entry) => entry.pair === row[1]);
        // The file's unit is hundredths (MASTER_POINTS_AWARDED).
        expect(pair?.masterPoints).toBe(Math.round((row[10] as number) * 100));
      }
    } finally {
      workbook.destroy();
    }
  });
});
