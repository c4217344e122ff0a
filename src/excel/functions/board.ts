import { VUL_ARGUMENTS } from "../../messages/functions/board";
import { dealerForBoard, vulnerabilityForBoard } from "../../core/board";
import type { CellOutput } from "../cells";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, readArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

function forBoard(cells: readonly LiftedCell[], answer: (board: number) => string): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const board = readArgument(VUL_ARGUMENTS.board, cells[0] ?? OMITTED);
  return board === undefined ? "" : answer(board);
}

/** BRIDGE.VUL: its arguments and descriptions are declared in src/messages/functions/board.ts. */
export function vul(board: any[][]): any[][] {
  return liftCells([board], (cells) => forBoard(cells, (n) => vulnerabilityForBoard(n))) as any[][];
}

/** BRIDGE.DEALER: its arguments and descriptions are declared in src/messages/functions/board.ts. */
export function dealer(board: any[][]): any[][] {
  return liftCells([board], (cells) => forBoard(cells, (n) => dealerForBoard(n))) as any[][];
}
