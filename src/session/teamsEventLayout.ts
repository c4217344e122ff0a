/*
 * Where a teams event's sheets keep what the planner and the pane's Draw button read back: the
 * entries, the played-matches table (a row per team per match, rows for every planned round),
 * the event's settings block, the round sheets' blocks. One place, so the build and the draw of
 * a later round agree on every address.
 */
import { columnRange, rangeAddress } from "./a1";

/** Most rounds an event plans (a Swiss of 60 entries rarely plays more than 10). */
export const MOST_EVENT_ROUNDS = 20;

/** The entries sheet: numbers in A, names in B, from row 2. */
export const ENTRY_FIRST_ROW = 2;
export const entryNames = (entries: number): string =>
  `$B$${ENTRY_FIRST_ROW}:$B$${ENTRY_FIRST_ROW + entries - 1}`;

/**
 * The Players block below the entries (a teams event's): its header two rows below the last
 * entry, then a row per player: team number in A, name in B, member number in C. The build
 * leaves PLAYER_ROWS_PER_TEAM rows per team; the scorer adds more below.
 */
export const PLAYER_COLUMN = { team: 1, name: 2, number: 3 } as const;
export const PLAYER_ROWS_PER_TEAM = 4;
export const playersHeaderRow = (entries: number): number => ENTRY_FIRST_ROW + entries + 1;

/** The played-matches table on the entries sheet: round, team, opponents, VPs, IMPs won, lost. */
export const PLAYED_COLUMN = { round: 4, team: 5, opponents: 6, vps: 7, impsWon: 8, impsLost: 9 };
export const PLAYED_FIRST_ROW = 2;
/** Each round takes one row per entry: its matches from both sides, and the bye's row. */
export const playedRowOf = (round: number, entries: number): number =>
  PLAYED_FIRST_ROW + (round - 1) * entries;
export function playedColumn(
  name: keyof typeof PLAYED_COLUMN,
  entries: number,
  rounds: number
): string {
  const last = playedRowOf(rounds + 1, entries) - 1;
  return columnRange(PLAYED_COLUMN[name], PLAYED_FIRST_ROW, last).replace(
    /([A-Z]+)(\d+)/g,
    "$$$1$$$2"
  );
}

/** The settings block: a label and a value per row, at a fixed place, padded to a fixed size. */
export const SETTINGS_ADDRESS = `K2:L${2 + 6 + MOST_EVENT_ROUNDS}`;
export const SETTINGS_ROW = {
  kind: 0,
  entries: 1,
  rounds: 2,
  boards: 3,
  scale: 4,
  byeVps: 5,
  standings: 6,
  /** Then a row per round: its sheet's name. */
  firstRound: 7,
} as const;
/** The bye's VPs cell: the scorer may change it to the event's conditions. */
export const BYE_VPS_CELL = `$L$${2 + SETTINGS_ROW.byeVps}`;
/** A pasted VP table goes here: margin from, winner's VPs. */
export const VP_TABLE_COLUMN = 14;
export const vpTableAddress = (rows: number): string =>
  rangeAddress(VP_TABLE_COLUMN, 2, VP_TABLE_COLUMN + 1, 1 + rows);

/** A round sheet: a match per row from row 2, then (odd entries) the bye's row. */
export const MATCH_FIRST_ROW = 2;
export const matchTables = (entries: number): number => Math.floor(entries / 2);
/** The round's played block: `entries` rows of team, opponents, VPs, IMPs won, IMPs lost. */
export const roundPlayedRow = (entries: number): number =>
  MATCH_FIRST_ROW + matchTables(entries) + (entries % 2) + 3;
export const roundPlayedAddress = (entries: number): string => {
  const first = roundPlayedRow(entries);
  return rangeAddress(1, first, 5, first + entries - 1);
};

/**
 * A teams round sheet's line-up: after the match's last column (its away VPs, 11 + boards) and a
 * spacer, two players per seat in LINE_UP_SEATS order (./teamsLineUp.ts).
 */
export const lineUpColumn = (boardsPerMatch: number): number => 13 + boardsPerMatch;

/** The standings sheet: names in A, STANDINGS from B1, the draw from SWISSDRAW at K1. */
export const STANDINGS_ADDRESS = "B1";
export const DRAW_COLUMN = 11;
/** The draw's cells: a header, a row per table, the bye's row. */
export const drawAddress = (entries: number): string =>
  rangeAddress(DRAW_COLUMN, 1, DRAW_COLUMN + 2, 2 + Math.ceil(entries / 2));
/** How many rows of the played table have VPs: the rounds finished. */
export const RESULTS_COUNT_CELL = "O2";
