/*
 * How the tests seed keying slips into a real session's lines: a declarer moved to the other
 * side, and the line's North-South score kept as keyed (a file) or scored again by Law 77 as the
 * Results sheet's formula does.
 */
import { isNorthSouth, isSideVulnerable, vulnerabilityForBoard } from "../../../src/core/board";
import type { Seat } from "../../../src/core/board";
import type { KeyedLine, PlayedLine } from "../../../src/core/checks/keyedLine";
import { scoreContract } from "../../../src/core/score";

/** How a slip is seeded: the score kept as the file keyed it, or scored again as a sheet does. */
export type Scoring = "as keyed" | "scored again";

export const OTHER_SIDE: Readonly<Record<Seat, Seat>> = { N: "E", E: "S", S: "W", W: "N" };

export function lawScore(line: PlayedLine): number {
  const { entry } = line;
  const vulnerable = isSideVulnerable(vulnerabilityForBoard(line.board as number), entry.declarer);
  const score = scoreContract(entry.contract, entry.tricks, vulnerable);
  return (isNorthSouth(entry.declarer) ? score : -score) || 0;
}

export function rescored(line: PlayedLine, scoring: Scoring, nsScore?: number): KeyedLine {
  if (scoring === "as keyed") return line;
  return { ...line, entry: { ...line.entry, nsScore: nsScore ?? lawScore(line) } };
}
