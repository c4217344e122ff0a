/*
 * The hand records of a Hand records sheet (src/session/handRecords.ts's layout), read back from
 * its computed values: each block's board number and deal (its PBN text), the solver's tricks
 * (BRIDGE.DDROW's row) and par (BRIDGE.PAR, BRIDGE.PARCONTRACT) as the sheet shows them, so the
 * file carries what the workbook computed. A block whose solver has not answered yet is written
 * without tricks or par.
 */
import { dealerForBoard, vulnerabilityForBoard } from "../../core/board";
import type { Deal } from "../../core/deal";
import { parseDeal } from "../../core/deal";
import type { HandRecord, SideScore } from "../../files/session";
import { handRecordLabels } from "../../messages/handRecords";
import { HAND_RECORD_COLUMNS, HAND_RECORD_ROWS } from "../handRecords";
import type { Rows } from "./cells";
import { cellAt, numberOf, textOf } from "./cells";

const BOARD_LABELS = new Set(["en", "fr"].map((l) => handRecordLabels(l as "en").board));
const SEATS = 4;
const STRAINS = 5;

/** Whether a sheet's values hold at least one board block: a Boards sheet does not. */
export function isHandRecordsSheet(rows: Rows): boolean {
  return readHandRecordsSheet(rows).length > 0;
}

export function readHandRecordsSheet(rows: Rows): HandRecord[] {
  const records: HandRecord[] = [];
  const C = HAND_RECORD_COLUMNS;
  const R = HAND_RECORD_ROWS;
  for (let top = 1; top <= rows.length; top += 1) {
    const board = numberOf(cellAt(rows, top + R.board, C.firstHand));
    if (!BOARD_LABELS.has(textOf(cellAt(rows, top, C.label))) || board === undefined) continue;
    if (!Number.isInteger(board) || board < 1) continue;
    const deal = dealOf(textOf(cellAt(rows, top + R.deal, C.firstHand)));
    const tricks = solverTricks(rows, top + R.solver);
    const parRow = top + R.firstSuit;
    const parScore = numberOf(cellAt(rows, parRow, C.par));
    const parContract = pbnParContract(textOf(cellAt(rows, parRow, C.parContract)));
    const optimumScore: SideScore | undefined =
      tricks && parScore !== undefined ? { side: "NS", score: parScore } : undefined;
    records.push({
      board,
      dealer: dealerForBoard(board),
      vulnerability: vulnerabilityForBoard(board),
      ...(deal ? { deal } : {}),
      ...(tricks ? { doubleDummyTricks: tricks } : {}),
      ...(optimumScore ? { optimumScore } : {}),
      ...(tricks && parContract ? { parContract } : {}),
      line: top,
    });
  }
  return records;
}

function dealOf(text: string): Deal | undefined {
  if (text === "") return undefined;
  try {
    return parseDeal(text);
  } catch {
    return undefined;
  }
}

/** The DDROW row's 20 numbers as seats N E S W, each C D H S NT; undefined until all are in. */
function solverTricks(rows: Rows, row: number): number[][] | undefined {
  const table: number[][] = [];
  for (let seat = 0; seat < SEATS; seat += 1) {
    const strains: number[] = [];
    for (let strain = 0; strain < STRAINS; strain += 1) {
      const column = HAND_RECORD_COLUMNS.firstHand + seat * STRAINS + strain;
      const tricks = numberOf(cellAt(rows, row, column));
      if (tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
        return undefined;
      strains.push(tricks);
    }
    table.push(strains);
  }
  return table;
}

/**
 * PBN's [ParContract] ("NS 4S", "EW 5DX", "Pass") from PARCONTRACT's first contract in
 * DealerPar's notation ("4S-NS", "5DX-EW", "2C-EW+1", "3NT-N", "pass").
 */
export function pbnParContract(text: string): string | undefined {
  const first = text.split(",")[0]?.trim() ?? "";
  if (/^pass$/i.test(first)) return "Pass";
  const match = /^([1-7](?:NT|[SHDC])X{0,2})-(NS|EW|N|S|E|W)\b/i.exec(first);
  if (!match) return undefined;
  const seat = (match[2] as string).toUpperCase();
  const side = seat === "N" || seat === "S" || seat === "NS" ? "NS" : "EW";
  return `${side} ${(match[1] as string).toUpperCase()}`;
}
