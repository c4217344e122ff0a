/*
 * A result the cards cannot produce: declarer's tricks far from what double dummy gives declarer
 * in the contract's strain (4♠ making 12 where double dummy gives 8, or the reverse), and far
 * from what the other tables took in that strain from that side.
 */
import { TRICK_TABLE_SEATS, TRICK_TABLE_STRAINS } from "../trickTable";
import type { Strain } from "../contract";
import type { TrickTable } from "../trickTable";
import type { CheckFinding, KeyedLine, PlayedLine } from "./keyedLine";
import { contractText, findingOf, isPlayed, linesByBoard, sideOf } from "./keyedLine";

/**
 * How far a result must be to be listed: 3 tricks or more from double dummy, and 3 or more from
 * every other table that played the strain from the same side (at least one); or 6 tricks or
 * more from double dummy whatever the field. Real play is often 2 or 3 tricks from double dummy
 * where the field is too (a lead or a finesse double dummy gets right and no table did), and a
 * lone contract 3 to 5 tricks off is a bad board more often than a slip. Measured on the 1,607
 * played lines of the real sessions of test/core/checks/realSessions.test.ts: 3 tricks from
 * double dummy alone listed 76 lines (4.7 %), these thresholds 7 (0.4 %). A slip of two tricks in
 * a tight field is no different from a bad result and is not found (docs/guide/checks.md).
 */
export const DOUBLE_DUMMY_MARGIN = 3;
export const FIELD_MARGIN = 3;
export const DOUBLE_DUMMY_ALONE = 6;

/** Double dummy's tricks for the line's declarer in its strain; undefined without a table. */
export function doubleDummyTricks(
  line: KeyedLine,
  table: TrickTable | undefined
): number | undefined {
  if (!table || !isPlayed(line)) return undefined;
  const seat = TRICK_TABLE_SEATS.indexOf(line.entry.declarer);
  const strain = TRICK_TABLE_STRAINS.indexOf(line.entry.contract.strain);
  return table[seat]?.[strain];
}

/**
 * Double dummy's tricks in `strain` for each hand of a side, fewest then most: what the side
 * takes with the better or the worse hand as declarer.
 */
export function sideTricks(
  table: TrickTable,
  side: "NS" | "EW",
  strain: Strain
): readonly [number, number] {
  const column = TRICK_TABLE_STRAINS.indexOf(strain);
  const tricks = (side === "NS" ? [0, 2] : [1, 3]).map((seat) => table[seat]?.[column] ?? 0);
  return [Math.min(...tricks), Math.max(...tricks)];
}

/** The fewest tricks between the line and another table in its strain from its side. */
function fieldGap(line: PlayedLine, played: readonly PlayedLine[]): number | undefined {
  const { entry } = line;
  const gaps = played
    .filter(
      (other) =>
        other !== line &&
        other.entry.contract.strain === entry.contract.strain &&
        sideOf(other.entry.declarer) === sideOf(entry.declarer)
    )
    .map((other) => Math.abs(other.entry.tricks - entry.tricks));
  return gaps.length === 0 ? undefined : Math.min(...gaps);
}

export function checkDoubleDummyMargin(
  lines: readonly KeyedLine[],
  doubleDummy: ReadonlyMap<number, TrickTable>
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const [board, onBoard] of linesByBoard(lines)) {
    const played = onBoard.filter(isPlayed);
    for (const line of played) {
      const expected = doubleDummyTricks(line, doubleDummy.get(board));
      if (expected === undefined) continue;
      const off = Math.abs(line.entry.tricks - expected);
      const gap = fieldGap(line, played);
      const listed =
        off >= DOUBLE_DUMMY_ALONE ||
        (off >= DOUBLE_DUMMY_MARGIN && gap !== undefined && gap >= FIELD_MARGIN);
      if (!listed) continue;
      findings.push(
        findingOf(line, {
          kind: "doubleDummy",
          contract: contractText(line.entry.contract),
          declarer: line.entry.declarer,
          tricks: line.entry.tricks,
          doubleDummy: expected,
        })
      );
    }
  }
  return findings;
}
