import { SINGLE_VALUE_FORMS, cellCount, rangeReceived } from "../messages/contextForms";
import type { Language, LocalizedText } from "../messages/errors";
import { ERROR_TEXTS } from "../messages/errors";
import { BridgeInputError } from "../core/errors";
import type { MatchpointDirection } from "../core/matchpoints";
import { MATCHPOINT_DIRECTIONS } from "../core/matchpoints";
import type { ArgumentDeclaration } from "../messages/declarations";
import { DIRECTION } from "../messages/functions/arguments";
import type { Keywords } from "../core/keyword";
import type { CellArgument, CellKind, KeywordArgument, ValueOfKind } from "./arguments";
import { readArgument } from "./arguments";
import type { BadCell, BoardReading, BoardScores } from "./boardScores";
import { readBoardScores } from "./boardScores";
import type { CellOutput } from "./cells";
import { BLANK, isExcelError, readCell } from "./cells";
import { messageLanguage } from "./displayLanguage";
import { cellErrorOf, invalidValue, passOn } from "./errors";
import type { LiftedCell } from "./lift";
import { OMITTED } from "./lift";
import { valueIn } from "./range";

/**
 * A whole-board function's call: its errors as one #VALUE! or cell by cell, its settings, the
 * error a bad cell puts in the board's other cells, and how its answers are laid side by side.
 */

/**
 * Runs a whole-board function: bad input that concerns the whole call (a bad setting, a range
 * too large) gives one #VALUE! with its message; errors of single scores stay in their own cells.
 */
export function boardCall(compute: () => CellOutput[][]): CellOutput[][] {
  try {
    return compute();
  } catch (error) {
    return [[cellErrorOf(error)]];
  }
}

/** The board's scores range, read cell by cell (throws the error of a range too large). */
export function readScores(scores: unknown, reading?: BoardReading): BoardScores {
  const board = readBoardScores(scores, reading);
  if (board instanceof CustomFunctions.Error) throw board;
  refuseTravellerColumns(board.range, board.columns);
  return board;
}

/** The direction of a board function: "NS" (the default), "EW" or "BOTH". */
export function readDirection(direction: unknown): MatchpointDirection {
  return readSetting(DIRECTION, direction, MATCHPOINT_DIRECTIONS);
}

/** A setting of the whole call (see settingCell), read as its declaration says (readArgument). */
export function readSetting<K extends CellKind>(
  declaration: CellArgument<K>,
  setting: unknown
): ValueOfKind[K];
export function readSetting<T, D>(
  declaration: KeywordArgument,
  setting: unknown,
  keywords: Keywords<T, D>
): T | D;
export function readSetting<T, D>(
  declaration: ArgumentDeclaration,
  setting: unknown,
  keywords?: Keywords<T, D>
): unknown {
  const cell = settingCell(setting, declaration);
  return keywords === undefined
    ? readArgument(declaration as CellArgument, cell)
    : readArgument(declaration as KeywordArgument, cell, keywords);
}

/**
 * A setting that applies to the whole board (scale, method, trim...): one value; a range of one
 * cell is that cell. An error value in it is passed on.
 */
export function settingCell(setting: unknown, declaration: ArgumentDeclaration): LiftedCell {
  if (setting === null || setting === undefined) return OMITTED;
  let value: unknown = setting;
  if (Array.isArray(setting)) {
    let count = 0;
    for (const row of setting) count += Array.isArray(row) ? row.length : 1;
    if (count !== 1) {
      throw new BridgeInputError(
        declaration.name.en,
        undefined,
        SINGLE_VALUE_FORMS,
        rangeReceived(cellCount(count))
      );
    }
    const row: unknown = setting.find((line) => !Array.isArray(line) || line.length === 1);
    value = Array.isArray(row) ? row[0] : row;
  }
  const cell = readCell(value);
  if (isExcelError(cell)) throw passOn(cell);
  return cell;
}

/**
 * The error every other cell of a board gets while one of its cells is bad: every score is
 * compared with the others, so none can be scored without it, and a number computed as if the
 * bad cell were not there would be wrong. It names the cell ("no matchpoints while row 3 ...").
 */
export function blockingError(
  board: BoardScores,
  none: LocalizedText
): CustomFunctions.Error | undefined {
  const bad = board.firstBad;
  if (bad < 0) return undefined;
  const { error } = board.others.get(bad) as BadCell;
  const language = messageLanguage();
  const cell =
    board.nameOfCell?.(bad, language) ?? cellName(board.rows, board.columns, bad, language);
  return new CustomFunctions.Error(
    error.code,
    ERROR_TEXTS[language].blockedBy(none[language], cell, error.code, error.message || undefined)
  );
}

/** "row 3" of a column, "column 2" of a row, "row 3, column 2" of a block (cell i of rows x columns). */
export function cellName(rows: number, columns: number, i: number, language: Language): string {
  const row = Math.floor(i / columns) + 1;
  const column = (i % columns) + 1;
  const texts = ERROR_TEXTS[language];
  if (columns === 1) return texts.cellOfScores(row, undefined);
  if (rows === 1) return texts.cellOfScores(undefined, column);
  return texts.cellOfScores(row, column);
}

/**
 * BOTH: East-West's block to the right of North-South's; for a single row of more than one cell,
 * below it.
 */
export function sideBySide(
  rows: number,
  columns: number,
  ns: CellOutput[][],
  ew: CellOutput[][]
): CellOutput[][] {
  if (rows === 1 && columns > 1) return [ns[0] as CellOutput[], ew[0] as CellOutput[]];
  return ns.map((row, r) => [...row, ...(ew[r] as CellOutput[])]);
}

/**
 * A paper traveller keeps North-South's plus scores and East-West's in two columns, NS+ and EW+,
 * one of them filled on each row. Selected together they are not one field of North-South
 * scores (EW+ 420 is North-South -420): a two-column range with at most one score per row, none
 * negative, some rows on the left and some on the right, is refused, saying what to select. A
 * block of real North-South scores has minus scores and full rows.
 */
export function refuseTravellerColumns(range: readonly unknown[], columns: number): void {
  if (columns !== 2 || range.length < 2) return;
  let left = 0;
  let right = 0;
  for (const row of range) {
    const ns = plusScoreIn(valueIn(row, 0));
    const ew = plusScoreIn(valueIn(row, 1));
    if (ns === undefined || ew === undefined) return; // a minus score or other text: not NS+/EW+
    if (ns > 0 && ew > 0) return;
    if (ns > 0) left++;
    if (ew > 0) right++;
  }
  if (left === 0 || right === 0) return;
  throw invalidValue(ERROR_TEXTS[messageLanguage()].travellerColumns);
}

/** A cell of a NS+ or EW+ column: its score (0 when blank), or undefined for anything else. */
function plusScoreIn(value: unknown): number | undefined {
  const cell = readCell(value);
  if (cell === BLANK) return 0;
  const score = typeof cell === "string" && /^\d+$/.test(cell) ? Number(cell) : cell;
  return typeof score === "number" && score >= 0 ? score : undefined;
}
