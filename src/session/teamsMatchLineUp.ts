/*
 * A two-room match sheet's line-up block (issue 49), at O7 below the match summary: a header,
 * the open room's two rows and the closed room's, a name and a member number for each side (the
 * home team in P:Q, the visitors in R:S), then a note. The home team sits North-South in the open
 * room and East-West in the closed (./teamsMatch.ts), so each cell names its seat. A name is
 * looked up on the Members sheet by the number beside it, when the workbook has one. Kept apart
 * from its reading (./teamsLineUp.ts) so the pane's own script carries only this. Pure.
 */
import type { SessionLabels } from "../messages/session";
import { cellAddress, columnLetters } from "./a1";
import { memberNameFormula } from "./members";
import type { CellBlock, NumberFormat } from "./plan";

export const PLAYERS_PER_SEAT = 2;
export const MATCH_LINE_UP = { row: 7, column: 15 } as const;

export interface MatchLineUpPlan {
  readonly blocks: readonly CellBlock[];
  readonly headers: readonly string[];
  readonly numberFormats: readonly NumberFormat[];
}

export function planMatchLineUp(
  labels: SessionLabels,
  membersSheet: string | undefined
): MatchLineUpPlan {
  const { row, column } = MATCH_LINE_UP;
  const words = labels.lineUp;
  const at = (offset: number, down: number) => cellAddress(column + offset, row + down);
  const rooms = (["open", "closed"] as const).flatMap((room) =>
    Array.from({ length: PLAYERS_PER_SEAT }, (_, i) => [words.roomPlayer(room, i + 1)])
  );
  const numberCell = (offset: number, i: number) =>
    `$${columnLetters(column + offset + 1)}$${row + 1 + i}`;
  const lookups: CellBlock[] =
    membersSheet === undefined
      ? []
      : [1, 3].map((offset) => ({
          address: at(offset, 1),
          formulas: rooms.map((_, i) => [memberNameFormula(membersSheet, numberCell(offset, i))]),
        }));
  return {
    blocks: [
      {
        address: at(0, 0),
        values: [
          [
            words.title,
            words.homePlayer,
            words.memberNumber,
            words.visitorsPlayer,
            words.memberNumber,
          ],
        ],
      },
      { address: at(0, 1), values: rooms },
      ...lookups,
      { address: at(0, 1 + rooms.length), values: [[words.note]] },
    ],
    headers: [`${at(0, 0)}:${at(4, 0)}`, `${at(0, 1)}:${at(0, rooms.length)}`],
    // Member numbers as text, so that a number typed keeps its zeros.
    numberFormats: [2, 4].map((offset) => ({
      address: `${at(offset, 1)}:${at(offset, rooms.length)}`,
      format: "@",
    })),
  };
}
