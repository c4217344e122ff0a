/*
 * A result the cards cannot produce: declarer's tricks far from what double dummy gives declarer
 * in the contract's strain (4♠ making 12 where double dummy gives 8, or the reverse).
 */
import { TRICK_TABLE_SEATS, TRICK_TABLE_STRAINS } from "../trickTable";
import type { TrickTable } from "../trickTable";
import type { CheckFinding, KeyedLine } from "./keyedLine";
import { contractText, findingOf, isPlayed } from "./keyedLine";

/**
 * How far from double dummy a result must be to be listed: 3 tricks. Real play is a trick or two
 * from double dummy on many lines (a defender's or declarer's slip, a lead double dummy would not
 * find); 3 or more is rare in a correctly keyed session: measured on the real sessions of
 * test/core/checks/realSessions.test.ts, see docs/guide/checks.md.
 */
export const DOUBLE_DUMMY_MARGIN = 3;

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

export function checkDoubleDummyMargin(
  lines: readonly KeyedLine[],
  doubleDummy: ReadonlyMap<number, TrickTable>
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const line of lines) {
    if (!isPlayed(line) || line.board === undefined) continue;
    const expected = doubleDummyTricks(line, doubleDummy.get(line.board));
    if (expected === undefined) continue;
    if (Math.abs(line.entry.tricks - expected) < DOUBLE_DUMMY_MARGIN) continue;
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
  return findings;
}
