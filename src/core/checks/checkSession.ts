/*
 * The keying checks of a session, all at once: the lines worth a second look before publishing,
 * each with why, in row order. Nothing is changed: the scorer reads the list and corrects the
 * lines. Each check's threshold is stated in its module and in docs/guide/checks.md.
 * @example checkSession({ lines, doubleDummy }) // [{ row: 14, board: 5, ns: "3", ew: "7", reason: { kind: "fieldSign", ... } }]
 */
import type { CheckFinding, KeyedSession } from "./keyedLine";
import { checkDeclaringSide } from "./declaringSide";
import { checkDoubleDummyMargin } from "./doubleDummyMargin";
import { checkFieldSign } from "./fieldSign";
import { checkAdjustedPercentages, checkMissingLines, checkMissingResults } from "./missingLines";
import { checkBoardTwiceForPair, checkPairTwiceInRound } from "./pairsAtTables";
import { checkScoreOfContract } from "./scoreOfContract";
import { checkTricksOutsideField } from "./tricksOutsideField";

/** The order of the reasons on one row: what the line shows, then what the field shows. */
const REASON_ORDER = [
  "missingResult",
  "adjustedNoPercentage",
  "scoreNotContract",
  "doubleDummy",
  "tricksOutsideField",
  "declaringSide",
  "fieldSign",
  "boardTwiceForPair",
  "pairTwiceInRound",
  "missingLine",
] as const;

export function checkSession(session: KeyedSession): CheckFinding[] {
  const { lines, doubleDummy } = session;
  const findings = [
    ...checkMissingResults(lines),
    ...checkAdjustedPercentages(lines),
    ...checkScoreOfContract(lines),
    ...checkDoubleDummyMargin(lines, doubleDummy),
    ...checkTricksOutsideField(lines, doubleDummy),
    ...checkDeclaringSide(lines, doubleDummy),
    ...checkFieldSign(lines),
    ...checkBoardTwiceForPair(lines),
    ...checkPairTwiceInRound(lines),
    ...checkMissingLines(lines),
  ];
  const order = (finding: CheckFinding) => REASON_ORDER.indexOf(finding.reason.kind);
  return findings.sort(
    (a, b) => a.row - b.row || order(a) - order(b) || (a.board ?? 0) - (b.board ?? 0)
  );
}
