/*
 * Which players of a results file the Members sheet (./members.ts) does not list yet, and the
 * rows that would add them (issue 49): what the pane offers after a results file or a
 * Bridgemate file is read. A player is found on the sheet by the national number the file gives
 * (in the sheet's Number or National number column), else by name; names are compared without
 * regard to case, accents' composition or spacing, numbers without spaces or leading zeros.
 * Pure: the sheet's cells come in as values from A1.
 */
import type { ClubHeader, Player } from "../files/session";
import type { MemberRow } from "./members";
import { LAST_MEMBER_ROW } from "./members";
import type { Rows } from "./publish/cells";
import { cellAt, textOf } from "./publish/cells";

/** A player of the file as the Members sheet would list them. */
export interface FilePlayer {
  readonly name: string;
  /** The national number the file gives (none when it gives 0, as Compscore does for no number). */
  readonly nationalId?: string;
  /** The player's club as the file gives it (USEBIO CLUB_ID_NUMBER), 0 read as none. */
  readonly clubId?: string;
  /** Whether the file says so: the player's club is another than the file's own; else unknown. */
  readonly visitor?: boolean;
}

/** "  ann   SMITH " and "Ann Smith" are one name. */
export function nameKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleUpperCase();
}

/**
 * A number as the sheet or the file writes it, compared: spaces gone, letters in capitals,
 * leading zeros of a number of digits alone dropped (Excel shows 00012345 as 12345 in a cell not
 * formatted as text). "" for none, and for 0, which Compscore writes for no number.
 */
export function numberKey(number: unknown): string {
  const text = textOf(number).replace(/\s+/g, "").toUpperCase();
  if (!/^\d+$/.test(text)) return text;
  return text.replace(/^0+/, "");
}

/** A number the file gives, trimmed; undefined for none or 0. */
const given = (text: string | undefined): string | undefined =>
  text !== undefined && numberKey(text) !== "" ? text.trim() : undefined;

/**
 * The file's players, each once (by national number, else by name), in the file's order: the
 * players without a name are left out, a name alone is not listed again beside the same name with
 * a number. `club` is the file's own club, which tells a visitor when a player's club differs.
 */
export function filePlayers(players: readonly Player[], club: ClubHeader = {}): FilePlayer[] {
  const ownClub = numberKey(club.id ?? "");
  const named = players.filter((player) => nameKey(player.name) !== "");
  const numberedNames = new Set(
    named.filter((player) => given(player.nationalId)).map((player) => nameKey(player.name))
  );
  const seen = new Set<string>();
  const found: FilePlayer[] = [];
  for (const player of named) {
    const nationalId = given(player.nationalId);
    const name = nameKey(player.name);
    if (nationalId === undefined && numberedNames.has(name)) continue;
    const key = nationalId !== undefined ? `#${numberKey(nationalId)}` : `=${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const clubId = given(player.clubId);
    const visitor =
      clubId !== undefined && ownClub !== "" ? numberKey(clubId) !== ownClub : undefined;
    found.push({
      name: player.name.trim().replace(/\s+/g, " "),
      ...(nationalId !== undefined ? { nationalId } : {}),
      ...(clubId !== undefined ? { clubId } : {}),
      ...(visitor !== undefined ? { visitor } : {}),
    });
  }
  return found;
}

/** The members the sheet lists, from its values from A1 (row 1 is its header). */
interface ListedMember {
  readonly numbers: readonly string[];
  readonly name: string;
  /** The row has no national number of its own. */
  readonly noNationalId: boolean;
}

function listedMembers(sheet: Rows): ListedMember[] {
  const listed: ListedMember[] = [];
  for (let row = 2; row <= sheet.length; row++) {
    const number = numberKey(cellAt(sheet, row, 1));
    const nationalId = numberKey(cellAt(sheet, row, 3));
    const name = nameKey(textOf(cellAt(sheet, row, 2)));
    if (number === "" && nationalId === "" && name === "") continue;
    listed.push({
      numbers: [number, nationalId].filter((key) => key !== ""),
      name,
      noNationalId: nationalId === "",
    });
  }
  return listed;
}

/**
 * The players the sheet does not list: a player with a national number is listed when a row
 * has that number (as its Number or its National number), or has their name and no national
 * number of its own (the member is there, their number not yet); a player without one, when a
 * row has their name.
 */
export function playersNotListed(players: readonly FilePlayer[], sheet: Rows): FilePlayer[] {
  const listed = listedMembers(sheet);
  return players.filter((player) => {
    const name = nameKey(player.name);
    if (player.nationalId === undefined) return !listed.some((member) => member.name === name);
    const number = numberKey(player.nationalId);
    return !listed.some(
      (member) => member.numbers.includes(number) || (member.noNationalId && member.name === name)
    );
  });
}

/**
 * The rows that list the players: the number the file gives them in both Number (what is typed
 * on a Pairs sheet to look the name up) and National number, blank when it gives none (the club
 * numbers them); their club as the file gives it; "visitor" only where the file says so.
 */
export function memberRowsOf(players: readonly FilePlayer[]): MemberRow[] {
  return players.map((player) => ({
    number: player.nationalId ?? "",
    name: player.name,
    ...(player.nationalId !== undefined ? { nationalId: player.nationalId } : {}),
    ...(player.clubId !== undefined ? { club: player.clubId } : {}),
    ...(player.visitor ? { visitor: true } : {}),
  }));
}

/** The last row a sheet's values from A1 use (0 for an empty sheet). */
export function lastUsedRow(sheet: Rows): number {
  for (let row = sheet.length; row >= 1; row--) {
    if ((sheet[row - 1] ?? []).some((cell) => textOf(cell) !== "")) return row;
  }
  return 0;
}

/**
 * Where `count` rows go below the sheet's last used row: "A14:E16"; undefined when they would
 * pass LAST_MEMBER_ROW, the last row the Pairs sheets' lookups read.
 */
export function appendAddress(sheet: Rows, count: number): string | undefined {
  const first = Math.max(lastUsedRow(sheet), 1) + 1;
  const last = first + count - 1;
  if (count < 1 || last > LAST_MEMBER_ROW) return undefined;
  return `A${first}:E${last}`;
}
