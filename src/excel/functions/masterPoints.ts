import { MASTERPOINTS_ARGUMENTS } from "../../messages/functions/masterPoints";
import { MASTER_POINTS_HEADER } from "../../messages/masterPoints";
import { ERROR_TEXTS } from "../../messages/errors";
import { BridgeInputError } from "../../core/errors";
import type { RankedEntry } from "../../core/masterPoints/awardMasterPoints";
import {
  MASTER_POINT_MOVEMENTS,
  MASTER_POINT_SCHEMES,
  UNITS_PER_SHOWN_POINT,
  awardMasterPoints,
} from "../../core/masterPoints/awardMasterPoints";
import { boundedText } from "../arguments";
import { boardCall, readSetting } from "../boardCall";
import type { CellOutput } from "../cells";
import { BLANK, isExcelError, readCell } from "../cells";
import { messageLanguage } from "../displayLanguage";
import { passOn } from "../errors";
import { refuseTooManyCells, rowsOf, valueIn, widthOf } from "../range";

/** BRIDGE.MASTERPOINTS: its arguments and descriptions are declared in src/messages/functions/masterPoints.ts. */
export function masterpoints(
  ranking: any[][],
  tables?: any[][],
  scheme?: any[][],
  movement?: any[][],
  grade?: any[][],
  boards?: any[][]
): any[][] {
  return boardCall(() => {
    const declared = MASTERPOINTS_ARGUMENTS;
    const chosen = readSetting(declared.scheme, scheme, MASTER_POINT_SCHEMES);
    const moving = readSetting(declared.movement, movement, MASTER_POINT_MOVEMENTS);
    const tableCount = readSetting(declared.tables, tables);
    if (tableCount !== undefined && !(tableCount >= 1)) {
      throw new BridgeInputError(declared.tables.name.en, tableCount, declared.tables.accepts);
    }
    const boardCount = readSetting(declared.boards, boards);
    if (boardCount !== undefined && !(Number.isInteger(boardCount) && boardCount >= 1)) {
      throw new BridgeInputError(declared.boards.name.en, boardCount, declared.boards.accepts);
    }
    const gradeValue = readSetting(declared.grade, grade);
    const rows = readRanking(ranking);
    const entries = rows.filter((row): row is RankedEntry => typeof row === "object");
    // No ranked pair (a blank ranking, or an empty range): blank in, blank out.
    if (entries.length === 0) return rows.length === 0 ? [[""]] : rows.map(() => [""]);
    const awards = awardMasterPoints(entries, {
      scheme: chosen,
      ...(moving === undefined ? {} : { movement: moving }),
      ...(tableCount === undefined ? {} : { tables: tableCount }),
      ...(gradeValue === undefined ? {} : { grade: gradeValue }),
      ...(boardCount === undefined ? {} : { boards: boardCount }),
    });
    const units = UNITS_PER_SHOWN_POINT[chosen];
    let next = 0;
    return rows.map((row): CellOutput[] => {
      if (row === "header") return [MASTER_POINTS_HEADER[messageLanguage()]];
      if (row === "blank") return [""];
      return [(awards[next++] ?? 0) / units];
    });
  });
}

/** A row of the ranking: the header above BRIDGE.RANKING's spill, a ranked pair, or a blank. */
type RankingRow = "header" | "blank" | RankedEntry;

/** The column of places holding the place and the column holding the field, 0-based. */
const PLACE_COLUMN = 0;
const FIELD_COLUMN = 5;

/**
 * The ranking's rows: its first column's places ("3=" shares a place), and in BRIDGE.RANKING's
 * spill its sixth column's field; a first row of other text is the spill's header. A bad place
 * is refused naming its row; an error value in a place is passed on.
 */
function readRanking(ranking: unknown): RankingRow[] {
  const declared = MASTERPOINTS_ARGUMENTS.ranking;
  const name = declared.name.en;
  const rows = rowsOf(ranking);
  const width = widthOf(rows);
  refuseTooManyCells(rows.length * width, name);
  const texts = ERROR_TEXTS[messageLanguage()];
  return rows.map((row, index): RankingRow => {
    const cell = readCell(valueIn(row, PLACE_COLUMN));
    if (isExcelError(cell)) throw passOn(cell);
    if (cell === BLANK || cell === 0) return "blank";
    const place = placeIn(cell, name);
    if (place === undefined) {
      if (index === 0 && typeof cell === "string") return "header";
      throw new BridgeInputError(
        `${name}, ${texts.lineOfTable(index + 1, undefined)}`,
        cell,
        declared.accepts
      );
    }
    const fieldCell = width > FIELD_COLUMN ? readCell(valueIn(row, FIELD_COLUMN)) : BLANK;
    const field = typeof fieldCell === "string" ? fieldCell.trim().toUpperCase() : "";
    return field === "" ? { place } : { place, field };
  });
}

/** A place: a whole number from 1, or its text with "=" after it when shared. */
function placeIn(cell: unknown, name: string): number | undefined {
  if (typeof cell === "number") return Number.isInteger(cell) && cell >= 1 ? cell : undefined;
  if (typeof cell !== "string") return undefined;
  const text = boundedText(cell, name, MASTERPOINTS_ARGUMENTS.ranking.accepts);
  const match = /^\s*(\d+)\s*=?\s*$/.exec(text);
  const place = match ? Number(match[1]) : 0;
  return place >= 1 ? place : undefined;
}
