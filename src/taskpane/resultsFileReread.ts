/*
 * A Bridgemate file read again into the workbook that an earlier read of it built: its Results
 * sheet found by name and header row, and the results the sheet lacks added into its empty cells
 * only (./fillEmptyCells.ts), with what was added, what was typed since and where sheet and file
 * disagree. Part of the results chunk (./resultsChunk.ts), through ./resultsFile.ts.
 */
import type { Language } from "../messages/language";
import { BRIDGEMATE_TEXTS } from "../messages/bridgemate";
import { resultLinesOfSession } from "../session/resultsFile";
import { rereadResults } from "../session/resultsReread";
import type { WorkbookContextApi } from "./excelApi";
import type { FillReport } from "./fillEmptyCells";
import { fillEmptyCells } from "./fillEmptyCells";
import type { ResultsFile } from "./resultsFileRead";
import { planResultsFileOf } from "./resultsFilePlan";

/** The part of Excel's API a second read uses to read the Results sheet (ExcelApi 1.4). */
export interface ResultsSheetContextApi {
  readonly workbook: {
    readonly worksheets: {
      getItem(name: string): {
        getUsedRangeOrNullObject(valuesOnly?: boolean): {
          readonly isNullObject: boolean;
          readonly values: unknown[][];
          load(properties: string): unknown;
        };
      };
    };
  };
  sync(): Promise<unknown>;
}

/**
 * The Results sheet an earlier read of this file built, when the workbook has it: a file with its
 * movement (a Bridgemate's) whose first sheet name is taken by a sheet whose header row is
 * Results' own. Undefined otherwise: the file is built as new sheets.
 */
export async function earlierResultsSheet(
  context: ResultsSheetContextApi,
  file: ResultsFile,
  language: Language,
  sheets: readonly string[],
  date: string
): Promise<{ readonly name: string; readonly rows: unknown[][] } | undefined> {
  if (!file.seatings) return undefined;
  const results = planResultsFileOf(file, language, [], date).sheets[0];
  if (!results || !sheets.includes(results.name)) return undefined;
  const header = results.blocks[0];
  const used = context.workbook.worksheets.getItem(results.name).getUsedRangeOrNullObject(true);
  used.load("values");
  await context.sync();
  if (used.isNullObject || !header || !("values" in header)) return undefined;
  const [first, ...rows] = used.values;
  const expected = (header.values[0] ?? []).slice(0, 9).map(String);
  const found = (first ?? []).slice(0, 9).map(String);
  return expected.join("|") === found.join("|") ? { name: results.name, rows } : undefined;
}

/**
 * Fills the Results sheet's blank rows with the file's lines they lack, only cells still empty
 * (the writer checks), and says what it added, what it left alone and where sheet and file
 * disagree.
 */
export async function rereadIntoSheet(
  context: WorkbookContextApi,
  file: ResultsFile,
  sheet: { readonly name: string; readonly rows: unknown[][] },
  language: Language
): Promise<{ readonly lines: string[]; readonly items: string[] }> {
  const reread = rereadResults(sheet.rows, resultLinesOfSession(file.session));
  const report: FillReport =
    reread.fills.length > 0
      ? await fillEmptyCells(
          context,
          sheet.name,
          reread.fills.map((fill) => ({ address: fill.address, values: [fill.values] }))
        )
      : { filled: [], taken: [] };
  const words = BRIDGEMATE_TEXTS[language];
  const lines = [words.added(sheet.name, report.filled.length, reread.unchanged)];
  const items: string[] = [];
  if (report.taken.length > 0) lines.push(words.typedSince(report.taken.length));
  if (reread.disagreements.length > 0) {
    lines.push(words.disagree(reread.disagreements.length));
    items.push(
      ...reread.disagreements.map((d) => words.disagreement(d.board, d.ns, d.ew, d.sheet, d.file))
    );
  }
  if (reread.unplaced.length > 0) {
    lines.push(words.unplaced(reread.unplaced.length));
    items.push(
      ...reread.unplaced.map((line) =>
        words.unplacedLine(line.board, String(line.ns ?? ""), String(line.ew ?? ""))
      )
    );
  }
  return { lines, items };
}
