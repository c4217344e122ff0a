import { VUL_ARGUMENTS } from "../../messages/functions/board";
import { dealerForBoard, vulnerabilityForBoard } from "../../core/board";
import type { CellOutput } from "../cells";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

function forBoard(cells: readonly LiftedCell[], answer: (board: number) => string): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const board = numberArgument(cells[0] ?? OMITTED, "board", VUL_ARGUMENTS.board.accepts);
  // 0 reads as blank: some desktop builds of Excel pass an empty cell as 0, and no board is 0.
  return board === undefined || board === 0 ? "" : answer(board);
}

/** BRIDGE.VUL: its arguments and descriptions are declared in src/messages/functions/board.ts. */
export function vul(board: any[][]): any[][] {
  return liftCells([board], (cells) => forBoard(cells, (n) => vulnerabilityForBoard(n))) as any[][];
}

/** BRIDGE.DEALER: its arguments and descriptions are declared in src/messages/functions/board.ts. */
export function dealer(board: any[][]): any[][] {
  return liftCells([board], (cells) => forBoard(cells, (n) => dealerForBoard(n))) as any[][];
}
