/*
 * A declarer from the side that could not have played the contract: at every other table that
 * played the strain the other side declared it, and this side, on the cards, takes far fewer
 * tricks in it than the line says (a declarer keyed East for North).
 */
import type { Strain } from "../contract";
import type { TrickTable } from "../trickTable";
import { TRICK_TABLE_STRAINS } from "../trickTable";
import type { CheckFinding, KeyedLine, PlayedLine } from "./keyedLine";
import { contractText, findingOf, isPlayed, linesByBoard, sideOf } from "./keyedLine";

/** At least 3 other tables played the strain, all from the other side. */
export const DECLARING_SIDE_LEAST_TABLES = 3;

/**
 * With the board's double-dummy table: listed when this side's better hand takes at least 2
 * tricks fewer in the strain than the line's tricks (the cards deny the result). Without a table:
 * listed when another table has the same contract and tricks from the other side (the line is
 * theirs with the declarer's side swapped).
 */
export const DECLARING_SIDE_MARGIN = 2;

function sideTricks(table: TrickTable, side: "NS" | "EW", strain: Strain): number {
  const column = TRICK_TABLE_STRAINS.indexOf(strain);
  const seats = side === "NS" ? [0, 2] : [1, 3];
  return Math.max(...seats.map((seat) => table[seat]?.[column] ?? 0));
}

function deniedByCards(line: PlayedLine, table: TrickTable | undefined, others: PlayedLine[]) {
  const { entry } = line;
  if (table) {
    const most = sideTricks(table, sideOf(entry.declarer), entry.contract.strain);
    return entry.tricks - most >= DECLARING_SIDE_MARGIN;
  }
  return others.some(
    (other) =>
      other.entry.tricks === entry.tricks &&
      other.entry.contract.level === entry.contract.level &&
      other.entry.contract.doubling === entry.contract.doubling
  );
}

export function checkDeclaringSide(
  lines: readonly KeyedLine[],
  doubleDummy: ReadonlyMap<number, TrickTable>
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const [board, onBoard] of linesByBoard(lines)) {
    const played = onBoard.filter(isPlayed);
    for (const line of played) {
      const { entry } = line;
      const others = played.filter(
        (other) => other !== line && other.entry.contract.strain === entry.contract.strain
      );
      if (others.length < DECLARING_SIDE_LEAST_TABLES) continue;
      const side = sideOf(entry.declarer);
      if (others.some((other) => sideOf(other.entry.declarer) === side)) continue;
      if (!deniedByCards(line, doubleDummy.get(board), others)) continue;
      findings.push(
        findingOf(line, {
          kind: "declaringSide",
          contract: contractText(entry.contract),
          declarer: entry.declarer,
          tables: others.length,
        })
      );
    }
  }
  return findings;
}
