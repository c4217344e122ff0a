/*
 * A session read from a club's file (USEBIO, PBN, a Bridgemate database: src/files' PairsSession)
 * as the keying checks read it: its traveller lines in the file's order, each numbered from 1 as
 * its "row", and each board's double-dummy table from the file's hand records when it has one.
 */
import { parseContract, PASSED_OUT } from "../../core/contract";
import type { KeyedEntry, KeyedLine, KeyedSession } from "../../core/checks/keyedLine";
import type { TrickTable } from "../../core/trickTable";
import type { PairsSession, TravellerLine } from "../../files/session";

function entryOf(line: TravellerLine): KeyedEntry {
  const { score } = line;
  if (score.kind === "adjusted")
    return { kind: "adjusted", nsPercent: score.nsPercent, ewPercent: score.ewPercent };
  if (score.kind === "notPlayed") return { kind: "notPlayed" };
  const nsScore = score.nsScore;
  if (line.contract === undefined) return { kind: "score", nsScore };
  let contract: ReturnType<typeof parseContract>;
  try {
    contract = parseContract(line.contract);
  } catch {
    return { kind: "score", nsScore };
  }
  if (contract === PASSED_OUT) return { kind: "passedOut", nsScore };
  if (line.declarer === undefined || line.tricks === undefined) return { kind: "score", nsScore };
  return { kind: "played", contract, declarer: line.declarer, tricks: line.tricks, nsScore };
}

export function keyedSessionOfFile(
  session: PairsSession,
  tables: ReadonlyMap<number, TrickTable> = new Map()
): KeyedSession {
  const lines: KeyedLine[] = [];
  for (const board of session.boards) {
    for (const line of board.lines) {
      lines.push({
        row: lines.length + 1,
        board: board.board,
        ...(line.round === undefined ? {} : { round: line.round }),
        ...(line.table === undefined ? {} : { table: line.table }),
        ns: line.nsPair,
        ew: line.ewPair,
        entry: entryOf(line),
      });
    }
  }
  const doubleDummy = new Map(tables);
  for (const record of session.handRecords) {
    const table = record.doubleDummyTricks ?? record.optimumResultTable;
    if (table && !doubleDummy.has(record.board)) doubleDummy.set(record.board, table);
  }
  return { lines, doubleDummy };
}
