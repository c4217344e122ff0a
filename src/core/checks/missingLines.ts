/*
 * Lines missing: a line that names its board and pairs but has nothing keyed (no contract,
 * score, adjusted score or "not played"), and a meeting of two pairs that played other boards of
 * a round together and has no line for this one while neither pair has a line on it.
 */
import type { CheckFinding, KeyedLine } from "./keyedLine";
import { findingOf, linesByBoard } from "./keyedLine";
import { meetingOf, seatingOf } from "./pairsAtTables";

export function checkMissingResults(lines: readonly KeyedLine[]): CheckFinding[] {
  return lines
    .filter(
      (line) =>
        line.entry.kind === "blank" &&
        line.board !== undefined &&
        line.ns.trim() !== "" &&
        line.ew.trim() !== ""
    )
    .map((line) => findingOf(line, { kind: "missingResult" }));
}

/**
 * The boards of each board's round, from the rounds keyed on the lines: a board's mates are the
 * other boards keyed in a round it is keyed in.
 */
function keyedRoundMates(lines: readonly KeyedLine[]): Map<number, number[]> {
  const boardsOfRound = new Map<number, Set<number>>();
  for (const line of lines) {
    if (line.round === undefined || line.board === undefined) continue;
    const boards = boardsOfRound.get(line.round) ?? new Set<number>();
    boards.add(line.board);
    boardsOfRound.set(line.round, boards);
  }
  const mates = new Map<number, number[]>();
  for (const boards of boardsOfRound.values()) {
    for (const board of boards) {
      const those = new Set(mates.get(board) ?? []);
      for (const other of boards) if (other !== board) those.add(other);
      mates.set(board, [...those]);
    }
  }
  return mates;
}

/**
 * A meeting that played other boards of this board's round (keyed rounds only) with neither of
 * its pairs on this board is listed once, at the first row of its lines on the round's other
 * boards. Without rounds nothing is listed: a file leaves out a board not played for lack of
 * time (Compscore does), and nothing tells that from a line lost (measured: 10 such meetings in
 * 134 lines of test/fixtures/usebio/mp_pairs_mitchell_04.xml).
 */
export function checkMissingLines(lines: readonly KeyedLine[]): CheckFinding[] {
  const seating = seatingOf(lines);
  const mates = keyedRoundMates(lines);
  const byBoard = linesByBoard(lines);
  const findings: CheckFinding[] = [];
  for (const [board, onBoard] of [...byBoard].sort(([a], [b]) => a - b)) {
    const pairsHere = new Set(
      onBoard.flatMap((line) => {
        const seats = seating(line);
        return [seats.ns, seats.ew];
      })
    );
    const missing = new Map<string, { line: KeyedLine; boards: number[] }>();
    for (const mate of (mates.get(board) ?? []).sort((a, b) => a - b)) {
      for (const line of byBoard.get(mate) ?? []) {
        if (line.entry.kind === "notPlayed") continue;
        const seats = seating(line);
        const meeting = meetingOf(seats);
        if (meeting === undefined || pairsHere.has(seats.ns) || pairsHere.has(seats.ew)) continue;
        const known = missing.get(meeting);
        if (!known) missing.set(meeting, { line, boards: [mate] });
        else {
          known.boards.push(mate);
          if (line.row < known.line.row) known.line = line;
        }
      }
    }
    for (const { line, boards } of missing.values()) {
      findings.push({
        ...findingOf(line, { kind: "missingLine", playedBoards: boards }),
        board,
      });
    }
  }
  return findings;
}

export function checkAdjustedPercentages(lines: readonly KeyedLine[]): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const line of lines) {
    if (line.entry.kind !== "adjustedNoPercentage") continue;
    findings.push(findingOf(line, { kind: "adjustedNoPercentage", written: line.entry.written }));
  }
  return findings;
}
