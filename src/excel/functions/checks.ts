import { CHECKS_ARGUMENTS, NOTHING_TO_CHECK } from "../../messages/functions/checks";
import { CHECK_HEADERS, checkReasonText, tooFewColumns } from "../../messages/checks";
import { checkSession } from "../../core/checks/checkSession";
import type { KeyedCell } from "../../core/checks/keyedCells";
import { LEAST_KEYED_COLUMNS, readKeyedLines } from "../../core/checks/keyedCells";
import { BridgeInputError } from "../../core/errors";
import type { TrickTable } from "../../core/trickTable";
import { checkTrickTable } from "../../core/trickTable";
import { boundedText } from "../arguments";
import { boardCall } from "../boardCall";
import type { CellOutput } from "../cells";
import { BLANK, isExcelError, readCell } from "../cells";
import { messageLanguage } from "../displayLanguage";
import { refuseTooManyCells, rowsOf, valueIn, widthOf } from "../range";

/** BRIDGE.CHECKS: its arguments and descriptions are declared in src/messages/functions/checks.ts. */
export function checks(lines: any[][], double_dummy?: any[][]): any[][] {
  return boardCall(() => {
    const keyed = readKeyedLines(readLines(lines), 1);
    if (keyed.length === 0) return [[""]];
    const doubleDummy = readTrickRows(double_dummy);
    const findings = checkSession({ lines: keyed, doubleDummy });
    const language = messageLanguage();
    if (findings.length === 0) return [[NOTHING_TO_CHECK[language]]];
    return [
      [...CHECK_HEADERS[language]],
      ...findings.map((finding): CellOutput[] => [
        finding.row,
        finding.board ?? "",
        finding.ns,
        finding.ew,
        checkReasonText(finding.reason, language),
      ]),
    ];
  });
}

/**
 * A cell as the checks read it. An error value (a score formula showing #VALUE!) is read as a
 * blank: the list is of the lines to look at, and one bad cell must not hide the others.
 */
function keyedCell(value: unknown): KeyedCell {
  const cell = readCell(value);
  if (cell === BLANK || isExcelError(cell)) return undefined;
  if (typeof cell === "object") return undefined;
  return cell;
}

/** Text longer than any notation is refused naming the argument, as every function does. */
function bounded(
  cell: KeyedCell,
  declaration: (typeof CHECKS_ARGUMENTS)[keyof typeof CHECKS_ARGUMENTS]
): KeyedCell {
  return typeof cell === "string"
    ? boundedText(cell, declaration.name.en, declaration.accepts)
    : cell;
}

function readLines(range: unknown): KeyedCell[][] {
  const declaration = CHECKS_ARGUMENTS.lines;
  const rows = rowsOf(range);
  const width = widthOf(rows);
  refuseTooManyCells(rows.length * width, declaration.name.en);
  const cells = rows.map((row) =>
    Array.from({ length: width }, (_, column) =>
      bounded(keyedCell(valueIn(row, column)), declaration)
    )
  );
  const filled = cells.some((row) => row.some((cell) => cell !== undefined && cell !== 0));
  if (filled && width < LEAST_KEYED_COLUMNS)
    throw new BridgeInputError(
      declaration.name.en,
      undefined,
      declaration.accepts,
      tooFewColumns(width)
    );
  return filled ? cells : [];
}

/** Each board's table from its row: the board number, then DDROW's 20 tricks; blank rows skipped. */
function readTrickRows(range: unknown): Map<number, TrickTable> {
  const declaration = CHECKS_ARGUMENTS.double_dummy;
  const name = declaration.name.en;
  const tables = new Map<number, TrickTable>();
  if (range === null || range === undefined) return tables;
  const rows = rowsOf(range);
  refuseTooManyCells(rows.length * widthOf(rows), name);
  rows.forEach((row, index) => {
    const cells = Array.from({ length: 21 }, (_, column) =>
      bounded(keyedCell(valueIn(row, column)), declaration)
    );
    if (cells.every((cell) => cell === undefined || cell === 0)) return;
    const board = cells[0];
    const tricks = cells.slice(1);
    const where = `${name}, ${index + 1}`;
    if (!(typeof board === "number" && Number.isInteger(board) && board > 0))
      throw new BridgeInputError(where, board, declaration.accepts);
    const bad = tricks.find(
      (cell) => !(typeof cell === "number" && Number.isInteger(cell) && cell >= 0 && cell <= 13)
    );
    if (bad !== undefined || tricks.length < 20)
      throw new BridgeInputError(where, bad, declaration.accepts);
    const table = [0, 1, 2, 3].map((seat) => tricks.slice(seat * 5, seat * 5 + 5) as number[]);
    tables.set(board, checkTrickTable(table, where));
  });
  return tables;
}
