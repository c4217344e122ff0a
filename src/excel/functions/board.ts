import { VUL_ARGUMENTS } from "../../messages/functions/board";
import { boardNumberInText, dealerForBoard, vulnerabilityForBoard } from "../../core/board";
import type { CellOutput } from "../cells";
import type { LiftedCell } from "../arguments";
import { boundedText, firstErrorIn, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

function forBoard(cells: readonly LiftedCell[], answer: (board: number) => string): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const cell = cells[0] ?? OMITTED;
  const accepts = VUL_ARGUMENTS.board.accepts;
  // "Board 7" as a label column writes it reads as 7; other text as numberArgument reads it.
  const written =
    typeof cell === "string" ? boardNumberInText(boundedText(cell, "board", accepts)) : undefined;
  const board = written ?? numberArgument(cell, "board", accepts);
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
