/*
 * The tables of a Bridgemate database (.bws, a Microsoft Access file) that a session needs, as
 * plain rows: Section, RoundData, ReceivedData, PlayerNumbers (with PlayerNames for a number
 * entered without its name), HandRecord and Session. mdb-reader (MIT) reads the Access file;
 * what follows works on rows alone (./bridgemateRead.ts), so it is tested without one.
 * Column names are those of the Bridgemate Pro database (BridgePal, BridgeTab and TabScore
 * write the same).
 */
import { Buffer } from "buffer";
import MDBReader from "mdb-reader";
import type { BridgemateFileProblem } from "../messages/bridgemate";
import { BRIDGEMATE_TEXTS } from "../messages/bridgemate";
import type { LocalizedText } from "../messages/errors";
import { optional } from "./optionalField";

export interface SectionRow {
  readonly id: number;
  /** "A"; Bridgemate pads it with spaces, trimmed here. */
  readonly letter: string;
  /** 1 one winner, 2 two winners; 0 or absent when the file does not say. */
  readonly winners?: number;
  readonly scoringType?: number;
  /** A pair missing throughout (a sit-out); 0 when none. */
  readonly missingPair?: number;
}

/** One table's round of the movement: who sits there and which boards they play. */
export interface RoundRow {
  readonly section: number;
  readonly table: number;
  readonly round: number;
  readonly nsPair: number;
  readonly ewPair: number;
  readonly lowBoard: number;
  readonly highBoard: number;
}

/** A result as a Bridgemate sent it, its texts as written ("4 S x", "+1"). */
export interface ReceivedRow {
  /** The row's ID: later rows have higher ones. */
  readonly id: number;
  readonly section: number;
  readonly table: number;
  readonly round: number;
  readonly board: number;
  readonly nsPair: number;
  readonly ewPair: number;
  /** The declaring pair's number (column Declarer). */
  readonly declarerPair?: number;
  /** The declarer's seat (column NS/EW): "N", "E", "S", "W". */
  readonly declarerSeat: string;
  readonly contract: string;
  readonly result: string;
  readonly lead: string;
  readonly remarks: string;
  readonly erased: boolean;
}

/** A player's number entered at a table (and the name the Bridgemate showed, when stored). */
export interface PlayerNumberRow {
  readonly section: number;
  readonly table: number;
  /** N, E, S, W. */
  readonly direction: string;
  readonly number: string;
  readonly name: string;
  /** The round it was entered for; 0 before the first. */
  readonly round: number;
}

/** A board's hands, suits by seat: N, E, S, W, each spades, hearts, diamonds, clubs. */
export interface HandRecordRow {
  readonly section: number;
  readonly board: number;
  readonly hands: readonly (readonly string[])[];
}

export interface BridgemateTables {
  readonly sections: readonly SectionRow[];
  readonly rounds: readonly RoundRow[];
  readonly received: readonly ReceivedRow[];
  readonly playerNumbers: readonly PlayerNumberRow[];
  /** The club's list, by player number: only the numbers PlayerNumbers holds without a name. */
  readonly playerNames: ReadonlyMap<string, string>;
  readonly handRecords: readonly HandRecordRow[];
  /** The session's name and date (table Session), when there. */
  readonly sessionName?: string;
  /** yyyy-mm-dd. */
  readonly sessionDate?: string;
}

/** A .bws that cannot be read at all: not an Access file, or a table the session needs missing. */
export class BridgemateFileError extends Error {
  readonly text: LocalizedText;

  constructor(problem: BridgemateFileProblem) {
    const text = { en: problem(BRIDGEMATE_TEXTS.en), fr: problem(BRIDGEMATE_TEXTS.fr) };
    super(text.en);
    this.name = "BridgemateFileError";
    this.text = text;
  }

  messageIn(language: keyof LocalizedText): string {
    return this.text[language];
  }
}

type Row = Readonly<Record<string, unknown>>;

const numberOf = (row: Row, column: string): number | undefined => {
  const value = row[column];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
};
const textOf = (row: Row, column: string): string => {
  const value = row[column];
  if (typeof value === "string") return value.trim();
  return typeof value === "number" ? String(value) : "";
};

const SEATS = ["North", "East", "South", "West"] as const;
const SUITS = ["Spades", "Hearts", "Diamonds", "Clubs"] as const;

const isoDate = (value: unknown): string | undefined =>
  value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().slice(0, 10)
    : undefined;

/** The Access database of `bytes`; a BridgemateFileError when it is none (or an encrypted one). */
function openDatabase(bytes: Uint8Array): MDBReader {
  try {
    return new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new BridgemateFileError((words) => words.notAccess(detail));
  }
}

/** The rows of the tables a session needs; throws a BridgemateFileError for a file that is no .bws. */
export function readBridgemateTables(data: Uint8Array | ArrayBuffer): BridgemateTables {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const database = openDatabase(bytes);
  const names = new Set(database.getTableNames());
  const rows = (table: string, required: boolean): Row[] => {
    if (!names.has(table)) {
      if (required) throw new BridgemateFileError((words) => words.missingTable(table));
      return [];
    }
    return database.getTable(table).getData();
  };
  const int = (row: Row, column: string, table: string): number => {
    const value = numberOf(row, column);
    if (value === undefined)
      throw new BridgemateFileError((words) => words.missingColumn(table, column));
    return value;
  };

  const sections = rows("Section", true).map((row) => ({
    id: int(row, "ID", "Section"),
    letter: textOf(row, "Letter"),
    ...optional("winners", numberOf(row, "Winners")),
    ...optional("scoringType", numberOf(row, "ScoringType")),
    ...optional("missingPair", numberOf(row, "MissingPair")),
  }));
  const rounds = rows("RoundData", true).map((row) => ({
    section: int(row, "Section", "RoundData"),
    table: int(row, "Table", "RoundData"),
    round: int(row, "Round", "RoundData"),
    nsPair: int(row, "NSPair", "RoundData"),
    ewPair: int(row, "EWPair", "RoundData"),
    lowBoard: int(row, "LowBoard", "RoundData"),
    highBoard: int(row, "HighBoard", "RoundData"),
  }));
  const received = rows("ReceivedData", true).map((row) => ({
    id: int(row, "ID", "ReceivedData"),
    section: int(row, "Section", "ReceivedData"),
    table: int(row, "Table", "ReceivedData"),
    round: int(row, "Round", "ReceivedData"),
    board: int(row, "Board", "ReceivedData"),
    nsPair: int(row, "PairNS", "ReceivedData"),
    ewPair: int(row, "PairEW", "ReceivedData"),
    ...optional("declarerPair", numberOf(row, "Declarer")),
    declarerSeat: textOf(row, "NS/EW"),
    contract: textOf(row, "Contract"),
    result: textOf(row, "Result"),
    lead: textOf(row, "LeadCard"),
    remarks: textOf(row, "Remarks"),
    erased: row.Erased === true,
  }));
  const playerNumbers = rows("PlayerNumbers", false).map((row) => ({
    section: int(row, "Section", "PlayerNumbers"),
    table: int(row, "Table", "PlayerNumbers"),
    direction: textOf(row, "Direction").toUpperCase(),
    number: textOf(row, "Number"),
    name: textOf(row, "Name"),
    round: numberOf(row, "Round") ?? 0,
  }));
  const handRecords = rows("HandRecord", false).map((row) => ({
    section: int(row, "Section", "HandRecord"),
    board: int(row, "Board", "HandRecord"),
    hands: SEATS.map((seat) => SUITS.map((suit) => textOf(row, `${seat}${suit}`))),
  }));
  const session = rows("Session", false)[0];
  const sessionName = session ? textOf(session, "Name") : "";
  const sessionDate = session ? isoDate(session.Date) : undefined;
  return {
    sections,
    rounds,
    received,
    playerNumbers,
    playerNames: namesOfNumbers(playerNumbers, () => rows("PlayerNames", false)),
    handRecords,
    ...optional("sessionName", sessionName === "" ? undefined : sessionName),
    ...optional("sessionDate", sessionDate),
  };
}

/** The club list's names of the numbers entered without one (the list is read only then). */
function namesOfNumbers(
  players: readonly PlayerNumberRow[],
  clubList: () => Row[]
): Map<string, string> {
  const wanted = new Set(
    players.filter((p) => p.name === "" && p.number !== "").map((p) => p.number)
  );
  const names = new Map<string, string>();
  if (wanted.size === 0) return names;
  for (const row of clubList()) {
    const name = textOf(row, "Name");
    for (const number of [textOf(row, "strID"), textOf(row, "ID")])
      if (wanted.has(number) && name !== "" && !names.has(number)) names.set(number, name);
  }
  return names;
}
