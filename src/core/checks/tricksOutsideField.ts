/*
 * Tricks keyed two or more off: the other tables that played the strain from the same side took
 * much the same tricks, this line took 2 or more fewer (or more) than every one of them, double
 * dummy too gives the side 2 or more tricks more (or fewer), and the line's score is the board's
 * worst (or best) for the declaring side, no other table's as bad (or as good). Each signal
 * alone is common in real play; the four together are what a trick count typed wrong looks like,
 * and rarely what a bad board does.
 */
import { isPlayed, linesByBoard, nsScoreOf, sideOf, contractText, findingOf } from "./keyedLine";
import type { CheckFinding, KeyedLine, PlayedLine } from "./keyedLine";
import { sideTricks } from "./doubleDummyMargin";
import { contractNsScore } from "./scoreOfContract";
import type { TrickTable } from "../trickTable";

/**
 * The field must be steady: at least 4 other tables in the strain from the same side, their
 * tricks spread (most less fewest) by at most a third of their number, rounded down: 1 trick for
 * 4 or 5 tables, 2 for 6 to 8, 3 for 9 to 11. Fewer tables, or a wider spread, show a board on
 * which results vary as much as a slip moves them. The line is then 2 tricks or more outside the
 * field, and 2 or more outside what double dummy gives either hand of the declaring side, in the
 * same direction. Measured on the 1,607 played lines of the real sessions of
 * test/core/checks/realSessions.test.ts: none listed; with 3 tables and a spread of 1 allowed,
 * a doubled contract two down beside a steady field is listed.
 */
export const FIELD_TRICKS_LEAST_TABLES = 4;
export const FIELD_TRICKS_TABLES_PER_TRICK_OF_SPREAD = 3;
export const FIELD_TRICKS_MARGIN = 2;
export const FIELD_TRICKS_DOUBLE_DUMMY_MARGIN = 2;

/** A line's North-South score: as keyed, else Law 77's for a played line, 0 when passed out. */
function nsScoreOrLaw(line: KeyedLine): number | undefined {
  const keyed = nsScoreOf(line);
  if (keyed !== undefined) return keyed;
  if (line.entry.kind === "passedOut") return 0;
  // Law 2's vulnerability needs a board number 1 or more.
  if (isPlayed(line) && line.board !== undefined && Number.isInteger(line.board) && line.board >= 1)
    return contractNsScore({ ...line, board: line.board });
  return undefined;
}

/** Whether every other scored line on the board did better (-1) or worse (+1) for this side. */
function loneExtreme(line: PlayedLine, onBoard: readonly KeyedLine[], direction: -1 | 1) {
  const sign = sideOf(line.entry.declarer) === "NS" ? 1 : -1;
  const mine = nsScoreOrLaw(line);
  if (mine === undefined) return false;
  return onBoard
    .filter((other) => other !== line)
    .map(nsScoreOrLaw)
    .every((score) => score === undefined || direction * sign * (mine - score) > 0);
}

/** The tricks of the other tables in the line's strain from its side, when they are steady. */
function steadyField(line: PlayedLine, played: readonly PlayedLine[]): number[] | undefined {
  const { entry } = line;
  const field = played
    .filter(
      (other) =>
        other !== line &&
        other.entry.contract.strain === entry.contract.strain &&
        sideOf(other.entry.declarer) === sideOf(entry.declarer)
    )
    .map((other) => other.entry.tricks);
  if (field.length < FIELD_TRICKS_LEAST_TABLES) return undefined;
  const spread = Math.max(...field) - Math.min(...field);
  const allowed = Math.floor(field.length / FIELD_TRICKS_TABLES_PER_TRICK_OF_SPREAD);
  return spread <= allowed ? field : undefined;
}

export function checkTricksOutsideField(
  lines: readonly KeyedLine[],
  doubleDummy: ReadonlyMap<number, TrickTable>
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const [board, onBoard] of linesByBoard(lines)) {
    const table = doubleDummy.get(board);
    if (!table) continue;
    const played = onBoard.filter(isPlayed);
    for (const line of played) {
      const field = steadyField(line, played);
      if (!field) continue;
      const { entry } = line;
      const [fewest, most] = [Math.min(...field), Math.max(...field)];
      const [worseHand, betterHand] = sideTricks(
        table,
        sideOf(entry.declarer),
        entry.contract.strain
      );
      // Below: under the field and under what either hand of the side takes on the cards.
      const below =
        fewest - entry.tricks >= FIELD_TRICKS_MARGIN &&
        worseHand - entry.tricks >= FIELD_TRICKS_DOUBLE_DUMMY_MARGIN;
      const above =
        entry.tricks - most >= FIELD_TRICKS_MARGIN &&
        entry.tricks - betterHand >= FIELD_TRICKS_DOUBLE_DUMMY_MARGIN;
      if (!below && !above) continue;
      if (!loneExtreme(line, onBoard, below ? -1 : 1)) continue;
      findings.push(
        findingOf(line, {
          kind: "tricksOutsideField",
          contract: contractText(entry.contract),
          declarer: entry.declarer,
          tricks: entry.tricks,
          tables: field.length,
          fieldFewest: fewest,
          fieldMost: most,
          doubleDummy: below ? worseHand : betterHand,
        })
      );
    }
  }
  return findings;
}
