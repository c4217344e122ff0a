import { pairOnceForms } from "../messages/contextForms";
import { ACCEPTED_FORMS } from "../messages/errors";
import type { LabelKey } from "./boardLabels";
import { BridgeInputError } from "./errors";
import { keywordsOf } from "./keyword";

/** A session's fields: how its movement separates the pairs, and each pair's seat on each board. */

/** What the fields read of a session's line (ranking.ts's SessionLine): its pairs' keys. */
interface LinePairs {
  readonly ns: LabelKey | undefined;
  readonly ew: LabelKey | undefined;
}

/**
 * How the ranking separates the pairs: "ONE" ranking of every pair (a Howell), or "TWO" fields,
 * North-South and East-West ranked apart (a Mitchell).
 */
export type Fields = "ONE" | "TWO";

/** The fields; left out, they are found from the movement (see fieldsOfMovement). */
export const FIELD_COUNTS = keywordsOf<Fields, undefined>(
  ["ONE", "TWO"],
  "fields",
  ACCEPTED_FORMS.fields,
  undefined
);

/**
 * The fields of a movement, from its pair ids: TWO when every id sits in one direction only (a
 * Mitchell numbered "1NS", "1EW" or 1-7 and 11-17), and TWO when each id found in both
 * directions sits on both sides of some board (a Mitchell numbered 1..n both ways: North-South 1
 * and East-West 1 are two pairs, and both play most boards); otherwise ONE (a Howell: pairs
 * change direction, and never meet themselves on a board).
 */
export function fieldsOfMovement(
  lines: readonly LinePairs[],
  boards: ReadonlyMap<LabelKey, readonly number[]>
): Fields {
  const northSouth = new Set<LabelKey>();
  const eastWest = new Set<LabelKey>();
  const bothSides = new Set<LabelKey>(); // ids on both sides of one board
  const nsHere = new Set<LabelKey>();
  const ewHere = new Set<LabelKey>();
  for (const board of boards.values()) {
    nsHere.clear();
    ewHere.clear();
    for (const i of board) {
      const line = lines[i] as LinePairs;
      nsHere.add(line.ns as LabelKey);
      ewHere.add(line.ew as LabelKey);
    }
    for (const id of nsHere) {
      northSouth.add(id);
      if (ewHere.has(id)) bothSides.add(id);
    }
    for (const id of ewHere) eastWest.add(id);
  }
  const changing = [...northSouth].filter((id) => eastWest.has(id));
  return changing.every((id) => bothSides.has(id)) ? "TWO" : "ONE";
}

/** In one field a pair plays a board once: never on both sides, never on two lines. */
export function checkPairsOnBoards(
  lines: readonly LinePairs[],
  boards: ReadonlyMap<LabelKey, readonly number[]>,
  fields: Fields,
  nameOfLine: (line: number) => string
): void {
  // The line where each pair sits on the board at hand; one map for both sides in one field.
  const northSouth = new Map<LabelKey, number>();
  const eastWest = fields === "ONE" ? northSouth : new Map<LabelKey, number>();
  for (const [board, indices] of boards) {
    northSouth.clear();
    eastWest.clear();
    for (const i of indices) {
      const line = lines[i] as LinePairs;
      seatPair(northSouth, line.ns as LabelKey, i, "ns_pairs", board, nameOfLine);
      seatPair(eastWest, line.ew as LabelKey, i, "ew_pairs", board, nameOfLine);
    }
  }
}

function seatPair(
  seen: Map<LabelKey, number>,
  pair: LabelKey,
  line: number,
  argument: string,
  board: LabelKey,
  nameOfLine: (line: number) => string
): void {
  const before = seen.get(pair);
  if (before === undefined) {
    seen.set(pair, line);
    return;
  }
  throw new BridgeInputError(
    `${argument}, ${nameOfLine(line)}`,
    pair,
    pairOnceForms(board, before === line ? undefined : nameOfLine(before))
  );
}
