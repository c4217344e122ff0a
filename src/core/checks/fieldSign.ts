/*
 * A score keyed for the wrong side: this table's North-South score is the opposite of the score
 * most other tables have (every other table +420, this one -420), and no other table has it. A
 * line with its contract is listed only when a table with the opposite score played the same
 * contract and took the same tricks: the same result, keyed for the other side. A different
 * contract is a real swing (3♦ by East one down beside 3♥ by South one down), not a slip.
 */
import type { CheckFinding, KeyedLine } from "./keyedLine";
import { findingOf, isPlayed, linesByBoard, nsScoreOf } from "./keyedLine";

/** Whether two lines played the same contract and took the same tricks (any declarer). */
function sameResult(line: KeyedLine, other: KeyedLine): boolean {
  if (!isPlayed(line)) return line.entry.kind === "score" || line.entry.kind === other.entry.kind;
  if (!isPlayed(other)) return false;
  const [a, b] = [line.entry, other.entry];
  return (
    a.tricks === b.tricks &&
    a.contract.level === b.contract.level &&
    a.contract.strain === b.contract.strain &&
    a.contract.doubling === b.contract.doubling
  );
}

/**
 * The field a score is compared with: at least 3 other tables with a score on the board, and at
 * least half of them with the opposite of this line's score (and none with this line's score).
 * With fewer tables a lone opposite score is as likely a real swing as a slip.
 */
export const FIELD_SIGN_LEAST_TABLES = 3;
export const FIELD_SIGN_LEAST_SHARE = 0.5;

export function checkFieldSign(lines: readonly KeyedLine[]): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const board of linesByBoard(lines).values()) {
    const scored = board.filter((line) => nsScoreOf(line) !== undefined);
    for (const line of scored) {
      const score = nsScoreOf(line) as number;
      if (score === 0) continue;
      const otherLines = scored.filter((other) => other !== line);
      const others = otherLines.map((other) => nsScoreOf(other));
      if (others.length < FIELD_SIGN_LEAST_TABLES || others.includes(score)) continue;
      const oppositeLines = otherLines.filter((other) => nsScoreOf(other) === -score);
      const opposite = oppositeLines.length;
      if (opposite < Math.max(1, FIELD_SIGN_LEAST_SHARE * others.length)) continue;
      if (!oppositeLines.some((other) => sameResult(line, other))) continue;
      findings.push(
        findingOf(line, {
          kind: "fieldSign",
          nsScore: score,
          fieldScore: -score,
          tables: opposite,
          others: others.length,
        })
      );
    }
  }
  return findings;
}
