/*
 * "Check the results": reads a session's Results sheet and its Hand records sheet through the
 * Excel API (computed values only) and lists the lines the keying checks of src/core/checks find,
 * each with its row and why, in the pane's language. Loaded as its own chunk
 * (./checksChunk.ts). Reading never writes to the workbook: the scorer corrects the lines.
 */
import { checkSession } from "../core/checks/checkSession";
import type { KeyedCell } from "../core/checks/keyedCells";
import { readKeyedLines } from "../core/checks/keyedCells";
import type { TrickTable } from "../core/trickTable";
import { checkReasonText } from "../messages/checks";
import type { Language } from "../messages/language";
import type { Rows } from "../session/publish/cells";
import { isHandRecordsSheet, readHandRecordsSheet } from "../session/publish/handRecordsFromSheet";
import type { SessionSheets } from "../session/publish/sessionSheets";
import { findSessions } from "../session/publish/sessionSheets";
import type { PublishContextApi } from "./publishFile";
import { fromA1 } from "./publishFile";

/** A line to look at again, as the pane lists it. */
export interface CheckedLine {
  readonly sheet: string;
  readonly row: number;
  readonly board: string;
  readonly ns: string;
  readonly ew: string;
  readonly why: string;
}

export interface ChecksReport {
  readonly sheet: string;
  /** The lines read from the Results sheet. */
  readonly lines: number;
  readonly found: readonly CheckedLine[];
}

export async function listSessions(context: PublishContextApi): Promise<SessionSheets[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  return findSessions(sheets.items.map((sheet) => sheet.name));
}

async function readValues(
  context: PublishContextApi,
  names: readonly string[]
): Promise<Map<string, Rows>> {
  const ranges = names.map((name) => {
    const used = context.workbook.worksheets.getItem(name).getUsedRangeOrNullObject();
    used.load("address, values");
    return [name, used] as const;
  });
  await context.sync();
  return new Map(
    ranges.map(([name, used]) => [name, used.isNullObject ? [] : fromA1(used.address, used.values)])
  );
}

function keyedCell(cell: unknown): KeyedCell {
  return typeof cell === "string" || typeof cell === "number" || typeof cell === "boolean"
    ? cell
    : undefined;
}

/** The Results sheet's lines from row 2 and each board's double-dummy table, checked. */
export async function checkResults(
  context: PublishContextApi,
  sheets: SessionSheets,
  language: Language
): Promise<ChecksReport> {
  const read = await readValues(context, [sheets.results, ...sheets.handRecords]);
  const results = read.get(sheets.results) ?? [];
  const rows = results.slice(1).map((row) => row.map(keyedCell));
  const lines = readKeyedLines(rows, 2);
  const doubleDummy = new Map<number, TrickTable>();
  const handSheet = sheets.handRecords.find((name) => isHandRecordsSheet(read.get(name) ?? []));
  for (const record of handSheet ? readHandRecordsSheet(read.get(handSheet) ?? []) : []) {
    if (record.doubleDummyTricks) doubleDummy.set(record.board, record.doubleDummyTricks);
  }
  const found = checkSession({ lines, doubleDummy }).map((finding): CheckedLine => ({
    sheet: sheets.results,
    row: finding.row,
    board: finding.board === undefined ? "" : String(finding.board),
    ns: finding.ns,
    ew: finding.ew,
    why: checkReasonText(finding.reason, language),
  }));
  return { sheet: sheets.results, lines: lines.length, found };
}
