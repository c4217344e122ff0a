import { BOARD_NUMBER_FORMS, dealerForBoard, vulnerabilityForBoard } from "../../core/board";
import type { CellOutput } from "../cells";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

function forBoard(cells: readonly LiftedCell[], answer: (board: number) => string): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const board = numberArgument(cells[0] ?? OMITTED, "board", BOARD_NUMBER_FORMS);
  // 0 reads as blank: some desktop builds of Excel pass an empty cell as 0, and no board is 0.
  return board === undefined || board === 0 ? "" : answer(board);
}

/**
 * The vulnerability of a board by its number (Law 2, repeating every 16 boards): "None", "NS", "EW" or "Both".
 * Example: =BRIDGE.VUL(7) is "Both".
 * @customfunction VUL
 * @param {any[][]} board Board number, a whole number from 1. Example: 7.
 * @returns {any[][]} "None", "NS", "EW" or "Both".
 */
export function vul(board: any[][]): any[][] {
  return liftCells([board], (cells) => forBoard(cells, (n) => vulnerabilityForBoard(n))) as any[][];
}

/**
 * The dealer of a board by its number (Law 2, repeating every 4 boards): "N", "E", "S" or "W".
 * Example: =BRIDGE.DEALER(7) is "S".
 * @customfunction DEALER
 * @param {any[][]} board Board number, a whole number from 1. Example: 7.
 * @returns {any[][]} "N", "E", "S" or "W".
 */
export function dealer(board: any[][]): any[][] {
  return liftCells([board], (cells) => forBoard(cells, (n) => dealerForBoard(n))) as any[][];
}
