/*
 * Which sheet holds a session's hand records, and what it holds. A Hand records sheet built from
 * a dealing machine's file is named "Hand records" (or "Hand records (2)"...), not after the
 * session, so the session's own name finds it only sometimes: the sheets named after the session
 * come first, then any sheet whose content is a Hand records sheet (its board blocks,
 * ./handRecordsFromSheet.ts) holding the session's boards, the one holding most of them. What
 * the chosen sheet holds is counted for the pane to say: boards with a deal, boards with the
 * solver's tricks and par, and boards whose solver or par cells Excel still shows as #BUSY!
 * (an asynchronous function still computing). Pure.
 */
import type { HandRecord } from "../../files/session";
import { HAND_RECORD_COLUMNS, HAND_RECORD_ROWS } from "../handRecords";
import type { Rows } from "./cells";
import { cellAt, textOf } from "./cells";
import { readHandRecordsSheet } from "./handRecordsFromSheet";

export interface SheetValues {
  readonly name: string;
  readonly values: Rows;
}

export interface HandRecordsChoice {
  /** The sheet read, undefined when no sheet holds the session's boards. */
  readonly sheet?: string;
  readonly records: readonly HandRecord[];
  /** Boards of the session with a deal on that sheet. */
  readonly deals: number;
  /** Boards with the solver's tricks (and par) read. */
  readonly solved: number;
  /** Boards whose solver or par cells are still computing (#BUSY!), in board order. */
  readonly busy: readonly number[];
}

const SEATS = 4;
const STRAINS = 5;

/**
 * The hand records of a session playing `boards`: the first of `named` (the sheets named after
 * the session) that is a Hand records sheet, else the sheet of `others` holding most of the
 * boards with a deal (the first in the workbook's order on a tie); none holds them: no sheet.
 */
export function chooseHandRecords(
  boards: readonly number[],
  named: readonly SheetValues[],
  others: readonly SheetValues[]
): HandRecordsChoice {
  const wanted = new Set(boards);
  const read = (sheet: SheetValues) => ({ sheet, records: readHandRecordsSheet(sheet.values) });
  const byName = named.map(read).find((each) => each.records.length > 0);
  let chosen = byName;
  if (!chosen) {
    let most = 0;
    for (const each of others.map(read)) {
      const held = each.records.filter((record) => record.deal && wanted.has(record.board)).length;
      if (held > most) {
        most = held;
        chosen = each;
      }
    }
  }
  if (!chosen) return { records: [], deals: 0, solved: 0, busy: [] };
  const mine = (record: HandRecord) => wanted.size === 0 || wanted.has(record.board);
  const records = chosen.records.filter(mine);
  return {
    sheet: chosen.sheet.name,
    records,
    deals: records.filter((record) => record.deal).length,
    solved: records.filter((record) => record.doubleDummyTricks).length,
    busy: busyBoards(chosen.sheet.values, records),
  };
}

/** "#BUSY!": how Excel shows a cell whose asynchronous function has not answered yet. */
export function isBusy(cell: unknown): boolean {
  return textOf(cell).toUpperCase() === "#BUSY!";
}

/** The boards whose solver row (BRIDGE.DDROW) or par cells show #BUSY!. */
function busyBoards(rows: Rows, records: readonly HandRecord[]): number[] {
  const C = HAND_RECORD_COLUMNS;
  const R = HAND_RECORD_ROWS;
  const busy: number[] = [];
  for (const record of records) {
    const top = record.line;
    const solverCells = Array.from({ length: SEATS * STRAINS }, (_, index) =>
      cellAt(rows, top + R.solver, C.firstHand + index)
    );
    const parCells = [C.par, C.parContract].map((column) =>
      cellAt(rows, top + R.firstSuit, column)
    );
    if ([...solverCells, ...parCells].some(isBusy)) busy.push(record.board);
  }
  return busy.sort((a, b) => a - b);
}
