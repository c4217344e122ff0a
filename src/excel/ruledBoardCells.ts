/*
 * A board with a director's ruling in a cell (a split, weighted, fouled or penalised score) as
 * core/ruledBoard.ts scores it, and its answers as the board's cells show them.
 */
import type { AdjustedScore } from "../core/adjusted";
import type { RuledAnswers, RuledBoard } from "../core/ruledBoard";
import type { Ruling } from "../core/ruling";
import type { Side } from "../core/side";
import type { BoardScores, CellAnswers } from "./boardScores";

/**
 * The board as core/ruledBoard.ts scores it, when a cell holds a ruling (a split, weighted,
 * fouled or penalised score); undefined otherwise, for the usual path.
 */
export function ruledBoardOf(board: BoardScores): RuledBoard | undefined {
  if (board.rulings === 0) return undefined;
  const adjusted: AdjustedScore[] = [];
  const rulings: Ruling[] = [];
  for (const other of board.others.values()) {
    if (other.kind === "adjusted") adjusted.push(other.adjusted);
    if (other.kind === "ruling") rulings.push(other.ruling);
  }
  return { counts: board.tally.counts, adjusted, rulings };
}

/** A ruled board's answers for one side as cells show them. */
export function ruledCellAnswers(answers: RuledAnswers, side: Side): CellAnswers {
  return {
    result: (score) => answers.result(score, side),
    adjusted: (adjusted) => answers.adjusted(adjusted, side),
    ruling: (ruling) => answers.ruling(ruling, side),
  };
}
