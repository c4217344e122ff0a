/*
 * A Bridgemate section's received results (ReceivedData) as traveller lines by board, for the
 * database's reader (./bridgemateRead.ts): an erased result left out, a result received again
 * replacing the earlier, one with neither contract nor result not played, a text that cannot be
 * read leaving its line out, a result the movement does not place listed; each a problem. A line's
 * North-South score is its contract's (Law 77): a Bridgemate stores none.
 */
import { isNorthSouth } from "../core/board";
import { scoreDeal } from "../core/travellerLine";
import type { ResultAt } from "../messages/bridgemate";
import type { BridgemateProblem } from "./bridgemateProblem";
import {
  readBridgemateContract,
  seatOfBridgemateDeclarer,
  tricksOfBridgemateResult,
} from "./bridgemateResult";
import type { ReceivedRow, RoundRow } from "./bridgemateTables";
import type { BoardResults, TravellerLine } from "./session";
import { parseLead } from "./session";

const atOf = (letter: string, row: ReceivedRow): ResultAt => ({
  section: letter,
  board: row.board,
  ns: row.nsPair,
  ew: row.ewPair,
  table: row.table,
  round: row.round,
});

/** The section's traveller lines by board; erased rows left out, problems listed. */
export function boardsOf(
  letter: string,
  received: readonly ReceivedRow[],
  rounds: readonly RoundRow[],
  problems: BridgemateProblem[]
): BoardResults[] {
  // The same board between the same pairs received again: the last received replaces the others.
  const latest = new Map<string, { row: ReceivedRow; earlier: number }>();
  for (const row of received) {
    if (row.erased) continue;
    const key = `${String(row.board)}|${String(row.nsPair)}|${String(row.ewPair)}`;
    const before = latest.get(key);
    if (!before) latest.set(key, { row, earlier: 0 });
    else if (row.id > before.row.id) latest.set(key, { row, earlier: before.earlier + 1 });
    else before.earlier += 1;
  }
  const byBoard = new Map<number, TravellerLine[]>();
  const kept = [...latest.values()].sort(
    (a, b) => a.row.board - b.row.board || a.row.round - b.row.round || a.row.table - b.row.table
  );
  for (const { row, earlier } of kept) {
    const at = atOf(letter, row);
    if (earlier > 0) problems.push({ kind: "replaced", at, earlier });
    checkMovement(row, at, rounds, problems);
    const line = lineOf(row, at, problems);
    if (!line) continue;
    const lines = byBoard.get(row.board) ?? [];
    lines.push(line);
    byBoard.set(row.board, lines);
  }
  return [...byBoard.entries()].map(([board, lines]) => ({ board, lines }));
}

/** A result whose table and round the movement gives other pairs or other boards. */
function checkMovement(
  row: ReceivedRow,
  at: ResultAt,
  rounds: readonly RoundRow[],
  problems: BridgemateProblem[]
): void {
  const round = rounds.find((r) => r.table === row.table && r.round === row.round);
  if (!round) {
    if (rounds.length > 0) problems.push({ kind: "notInMovement", at });
    return;
  }
  const samePairs = round.nsPair === row.nsPair && round.ewPair === row.ewPair;
  const inRange = row.board >= round.lowBoard && row.board <= round.highBoard;
  if (!samePairs || !inRange) problems.push({ kind: "notInMovement", at, expected: round });
}

/** The received row as a traveller line, or undefined (with its problem listed). */
function lineOf(
  row: ReceivedRow,
  at: ResultAt,
  problems: BridgemateProblem[]
): TravellerLine | undefined {
  if (row.contract === "" && row.result === "") {
    problems.push({ kind: "notPlayed", at, remark: row.remarks });
    return undefined;
  }
  const pairs = {
    nsPair: String(row.nsPair),
    ewPair: String(row.ewPair),
    table: row.table,
    round: row.round,
  };
  const contract = readBridgemateContract(row.contract);
  if (contract?.level === undefined && contract !== undefined)
    return { ...pairs, contract: contract.contract, score: { kind: "score", nsScore: 0 } };
  const tricks =
    contract?.level === undefined
      ? undefined
      : tricksOfBridgemateResult(contract.level, row.result);
  const declarer = seatOfBridgemateDeclarer(row.declarerSeat);
  if (contract?.level === undefined || tricks === undefined || declarer === undefined) {
    const [what, value] = !contract
      ? (["contract", row.contract] as const)
      : tricks === undefined
        ? (["result", row.result] as const)
        : (["declarer", row.declarerSeat] as const);
    problems.push({ kind: "badValue", at, what, value });
    return undefined;
  }
  const declaringPair = isNorthSouth(declarer) ? row.nsPair : row.ewPair;
  if (
    row.declarerPair !== undefined &&
    row.declarerPair !== 0 &&
    row.declarerPair !== declaringPair
  )
    problems.push({ kind: "declarerPair", at, seat: declarer, pair: row.declarerPair });
  const lead = row.lead === "" ? undefined : parseLead(row.lead);
  if (row.lead !== "" && lead === undefined)
    problems.push({ kind: "badValue", at, what: "lead", value: row.lead });
  // Tricks when made; down as "-2" (a bare count far down is refused by the core as ambiguous).
  const required = contract.level + 6;
  const nsScore = scoreDeal({
    contract: contract.contract,
    result: tricks >= required ? tricks : `-${String(required - tricks)}`,
    vulnerability: row.board,
    declarer,
  });
  return {
    ...pairs,
    contract: contract.contract,
    declarer,
    ...(lead !== undefined ? { lead } : {}),
    tricks,
    score: { kind: "score", nsScore },
  };
}
