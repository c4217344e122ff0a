/*
 * A teams event's players (issue 49): the Players block below the entries sheet's entries
 * (./teamsEventLayout.ts: team number, name, member number, a row per player), where the scorer
 * types each team's players and a results file's are written. A name left blank is looked up on
 * the Members sheet by the member number typed beside it (./members.ts), as a pairs session's
 * Pairs sheet does. Read back for publishing, a member number the Members sheet lists with a
 * national number is published as that number, else as typed. Pure.
 */
import type { Player } from "../files/session";
import type { TeamsPlayersLabels } from "../messages/teamsPlayers";
import { rangeAddress } from "./a1";
import { memberNameFormula, nationalIdsOf } from "./members";
import { nameKey, numberKey } from "./membersToAdd";
import type { CellBlock, CellValue } from "./plan";
import type { Rows } from "./publish/cells";
import { cellAt, numberOf, textOf } from "./publish/cells";
import { PLAYER_COLUMN, PLAYER_ROWS_PER_TEAM, playersHeaderRow } from "./teamsEventLayout";

/** A player as the sheet holds one: a name, a member number (either may be blank). */
export interface TypedPlayer {
  readonly name: string;
  readonly number: string;
}

/** A file's player as the Players block writes them: the national number as member number. */
export const typedPlayerOf = (player: Player): TypedPlayer => ({
  name: player.name,
  number: player.nationalId ?? "",
});

export interface PlayersBlock {
  readonly blocks: readonly CellBlock[];
  /** The header's address, for the sheet's header format. */
  readonly header: string;
  /** The member numbers' cells, formatted as text so that a number typed keeps its zeros. */
  readonly numbers: string;
}

/**
 * The Players block of `entries` teams: each team's `players` (by entry, in number order), at
 * least PLAYER_ROWS_PER_TEAM rows a team with its number in A; a blank name is a lookup on
 * `membersSheet` when the workbook has one.
 */
export function planPlayersBlock(
  entries: number,
  players: readonly (readonly TypedPlayer[])[],
  labels: TeamsPlayersLabels,
  membersSheet: string | undefined
): PlayersBlock {
  const header = playersHeaderRow(entries);
  const rows: CellValue[][] = [];
  for (let team = 1; team <= entries; team++) {
    const given = players[team - 1] ?? [];
    for (let i = 0; i < Math.max(PLAYER_ROWS_PER_TEAM, given.length); i++)
      rows.push([team, given[i]?.name ?? "", given[i]?.number ?? ""]);
  }
  const lookups: CellBlock[] =
    membersSheet === undefined
      ? []
      : rows.flatMap((row, i): CellBlock[] => {
          if (row[1] !== "") return [];
          const at = header + 1 + i;
          return [
            {
              address: `B${at}`,
              formulas: [[memberNameFormula(membersSheet, `$C${at}`)]],
            },
          ];
        });
  return {
    blocks: [
      { address: `A${header}`, values: [[labels.team, labels.player, labels.memberNumber]] },
      { address: `A${header + 1}`, values: rows },
      ...lookups,
    ],
    header: rangeAddress(PLAYER_COLUMN.team, header, PLAYER_COLUMN.number, header),
    numbers: rangeAddress(
      PLAYER_COLUMN.number,
      header + 1,
      PLAYER_COLUMN.number,
      header + rows.length
    ),
  };
}

/** A team's player as the sheet lists them, with the member number typed. */
export interface ListedPlayer {
  readonly player: Player;
  readonly number: string;
}

/** What the sheets say of the players: each team's, and the Members sheet's by number. */
export interface PlayerBook {
  readonly teams: ReadonlyMap<number, readonly ListedPlayer[]>;
  readonly members: ReadonlyMap<string, Player>;
  readonly nationalIds: ReadonlyMap<string, string>;
}

/** The Members sheet's values from A1 as players by member number (as nationalIdsOf keys them). */
function membersByNumber(members: Rows): Map<string, Player> {
  const found = new Map<string, Player>();
  const ids = nationalIdsOf(members);
  for (let row = 2; row <= members.length; row++) {
    const number = textOf(cellAt(members, row, 1)).toUpperCase();
    const name = textOf(cellAt(members, row, 2));
    if (number === "" || name === "") continue;
    found.set(number, { name, nationalId: ids.get(number) ?? number });
  }
  return found;
}

/** A player from a name and a member number typed side by side; undefined without a name. */
export function playerOfTyped(
  name: string,
  number: string,
  nationalIds: ReadonlyMap<string, string>
): Player | undefined {
  if (name === "") return undefined;
  const id = number === "" ? "" : (nationalIds.get(number.toUpperCase()) ?? number);
  return { name, ...(id !== "" ? { nationalId: id } : {}) };
}

/**
 * The players of `entries` teams from the entries sheet's values from A1 (the Players block:
 * every row below its header with a team of the event and a name) and the Members sheet's.
 */
export function readPlayerBook(entriesSheet: Rows, entries: number, members: Rows): PlayerBook {
  const nationalIds = nationalIdsOf(members);
  const teams = new Map<number, ListedPlayer[]>();
  for (let row = playersHeaderRow(entries) + 1; row <= entriesSheet.length; row++) {
    const team = numberOf(cellAt(entriesSheet, row, PLAYER_COLUMN.team));
    if (team === undefined || !Number.isInteger(team) || team < 1 || team > entries) continue;
    const number = textOf(cellAt(entriesSheet, row, PLAYER_COLUMN.number));
    const player = playerOfTyped(
      textOf(cellAt(entriesSheet, row, PLAYER_COLUMN.name)),
      number,
      nationalIds
    );
    if (player) teams.set(team, [...(teams.get(team) ?? []), { player, number }]);
  }
  return { teams, members: membersByNumber(members), nationalIds };
}

/** A team's players, for its TEAM > PLAYERs. */
export const playersOfTeam = (book: PlayerBook, team: number): Player[] =>
  (book.teams.get(team) ?? []).map((listed) => listed.player);

/**
 * The player a line-up cell names: the team's player with that member number (or national
 * number) or name, else the Members sheet's member of that number, else the name as typed; a
 * number found nowhere is published as a national number without a name.
 */
export function seatPlayer(text: string, team: number, book: PlayerBook): Player | undefined {
  if (text === "") return undefined;
  const number = numberKey(text);
  const name = nameKey(text);
  const listed = (book.teams.get(team) ?? []).find(
    (each) =>
      (number !== "" &&
        (numberKey(each.number) === number || numberKey(each.player.nationalId) === number)) ||
      nameKey(each.player.name) === name
  );
  if (listed) return listed.player;
  const member = book.members.get(text.toUpperCase());
  if (member) return member;
  return /^\d+$/.test(text) ? { name: "", nationalId: text } : { name: text };
}
