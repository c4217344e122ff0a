/*
 * A declarer from the side that could not have played the contract (a declarer keyed East for
 * North). Listed on the field's word: every other table that played the strain had the other
 * side declare it, and this side takes far fewer tricks in it than the line says. Or on the cards'
 * word alone: no other table played the strain from this side, this side takes very far fewer
 * tricks than the line says, and the other side takes about the line's tricks.
 */
import type { TrickTable } from "../trickTable";
import { sideTricks } from "./doubleDummyMargin";
import type { CheckFinding, KeyedLine, PlayedLine } from "./keyedLine";
import { contractText, findingOf, isPlayed, linesByBoard, sideOf } from "./keyedLine";

/** On the field's word: at least 3 other tables played the strain, all from the other side. */
export const DECLARING_SIDE_LEAST_TABLES = 3;

/**
 * On the field's word, with the board's double-dummy table: listed when this side's better hand
 * takes at least 2 tricks fewer in the strain than the line's tricks (the cards deny the result).
 * Without a table: listed when another table has the same contract and tricks from the other
 * side (the line is theirs with the declarer's side swapped).
 */
export const DECLARING_SIDE_MARGIN = 2;

/**
 * On the cards' word, with no other table in the strain from this side: this side's better hand
 * takes at least 4 tricks fewer than the line's tricks in a suit, or 2 when another table played
 * the strain from the other side (the field too says it is theirs); 5 in notrump whatever the
 * field (a defence that does not find its suit gives declarer tricks double dummy denies); and
 * the other side's better hand takes within 2 tricks of the line's tricks (the result is theirs).
 * Measured on the 1,607 played lines of the real sessions of
 * test/core/checks/realSessions.test.ts: none listed; with 4 in notrump, three notrump
 * part-scores; with 3 in a suit and no other table, a 3♦ making 8 where the cards give its side
 * 5; with the other side's tricks not asked, a 1♠ by North taking 6 where the cards give
 * North-South 4 and East-West 9 (one down in a strain of theirs, a real result).
 */
export const CARDS_SIDE_MARGIN = 4;
export const CARDS_SIDE_MARGIN_WITH_TABLE = 2;
export const CARDS_SIDE_MARGIN_NOTRUMP = 5;
export const CARDS_OTHER_SIDE_WITHIN = 2;

function otherSide(side: "NS" | "EW"): "NS" | "EW" {
  return side === "NS" ? "EW" : "NS";
}

function deniedByField(line: PlayedLine, table: TrickTable | undefined, others: PlayedLine[]) {
  const { entry } = line;
  if (others.length < DECLARING_SIDE_LEAST_TABLES) return false;
  if (table) {
    const [, most] = sideTricks(table, sideOf(entry.declarer), entry.contract.strain);
    return entry.tricks - most >= DECLARING_SIDE_MARGIN;
  }
  return others.some(
    (other) =>
      other.entry.tricks === entry.tricks &&
      other.entry.contract.level === entry.contract.level &&
      other.entry.contract.doubling === entry.contract.doubling
  );
}

function deniedByCards(line: PlayedLine, table: TrickTable | undefined, others: PlayedLine[]) {
  if (!table) return false;
  const { entry } = line;
  const side = sideOf(entry.declarer);
  const [, most] = sideTricks(table, side, entry.contract.strain);
  const [, theirs] = sideTricks(table, otherSide(side), entry.contract.strain);
  const margin =
    entry.contract.strain === "NT"
      ? CARDS_SIDE_MARGIN_NOTRUMP
      : others.length > 0
        ? CARDS_SIDE_MARGIN_WITH_TABLE
        : CARDS_SIDE_MARGIN;
  return (
    entry.tricks - most >= margin && Math.abs(entry.tricks - theirs) <= CARDS_OTHER_SIDE_WITHIN
  );
}

export function checkDeclaringSide(
  lines: readonly KeyedLine[],
  doubleDummy: ReadonlyMap<number, TrickTable>
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const [board, onBoard] of linesByBoard(lines)) {
    const played = onBoard.filter(isPlayed);
    const table = doubleDummy.get(board);
    for (const line of played) {
      const { entry } = line;
      const others = played.filter(
        (other) => other !== line && other.entry.contract.strain === entry.contract.strain
      );
      const side = sideOf(entry.declarer);
      if (others.some((other) => sideOf(other.entry.declarer) === side)) continue;
      const byField = deniedByField(line, table, others);
      if (!byField && !deniedByCards(line, table, others)) continue;
      findings.push(
        findingOf(line, {
          kind: "declaringSide",
          contract: contractText(entry.contract),
          declarer: entry.declarer,
          tables: others.length,
          ...(byField || !table
            ? {}
            : {
                cards: {
                  tricks: entry.tricks,
                  side: sideTricks(table, side, entry.contract.strain)[1],
                  otherSide: sideTricks(table, otherSide(side), entry.contract.strain)[1],
                },
              }),
        })
      );
    }
  }
  return findings;
}
