/*
 * A score that is not its contract's: the North-South score keyed beside a contract, declarer and
 * tricks is not what Law 77 gives them on the board's vulnerability (Law 2's cycle from the board
 * number). Exact: no threshold. A sheet whose score is a formula of the line never shows it; a
 * file that carries both may (a score typed for the wrong side, tricks changed and not the score).
 */
import { isSideVulnerable, isNorthSouth, vulnerabilityForBoard } from "../board";
import { scoreContract } from "../score";
import type { CheckFinding, KeyedLine, PlayedLine } from "./keyedLine";
import { findingOf } from "./keyedLine";

/** Law 77's North-South score of a played line on its board's vulnerability (Law 2). */
export function contractNsScore(line: PlayedLine & { readonly board: number }): number {
  const { entry } = line;
  const vulnerable = isSideVulnerable(vulnerabilityForBoard(line.board), entry.declarer);
  const score = scoreContract(entry.contract, entry.tricks, vulnerable);
  return isNorthSouth(entry.declarer) || score === 0 ? score : -score;
}

export function checkScoreOfContract(lines: readonly KeyedLine[]): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const line of lines) {
    const { entry } = line;
    if (line.board === undefined || !Number.isInteger(line.board) || line.board < 1) continue;
    let contractScore: number;
    if (entry.kind === "played" && entry.nsScore !== undefined) {
      contractScore = contractNsScore({ ...line, entry, board: line.board });
    } else if (entry.kind === "passedOut" && entry.nsScore !== undefined) {
      contractScore = 0;
    } else {
      continue;
    }
    if (contractScore === entry.nsScore) continue;
    findings.push(
      findingOf(line, { kind: "scoreNotContract", nsScore: entry.nsScore, contractScore })
    );
  }
  return findings;
}
