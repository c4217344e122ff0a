/*
 * A pairs session as its sheets hold it: plain data, whatever it came from. The pane's builder
 * makes it from a movement (or from a count of tables), the sample from its stored lines, a
 * results file from the file's session (./resultsFile.ts); ./pairsSession.ts plans the sheets of
 * any of them in one place.
 */
import type { Fields } from "../core/sessionFields";
import type { Movement } from "../core/movements";
import type { HandRecord, PairsScoring } from "../files/session";

/** One row of the Results sheet: what the movement fills in and what the scorer types. */
export interface ResultLine {
  readonly board: number;
  readonly round?: number;
  readonly table?: number;
  readonly ns?: number | string;
  readonly ew?: number | string;
  readonly contract?: string;
  readonly declarer?: string;
  readonly result?: number | string;
  readonly lead?: string;
  /** A half table's empty seat: the pair on the other side sits out, the sheet says so. */
  readonly absent?: "NS" | "EW";
  /** An arrow-switched round: the moving pair holds the North-South cards. */
  readonly switched?: boolean;
}

/** A section of a session with several: its lines are the next `lines` of the session's. */
export interface SessionSection {
  /** A, B ...: the letter before its pairs' numbers ("A1", "B7"). */
  readonly letter: string;
  readonly lines: number;
  readonly maxPairs: number;
  /** How its own ranking separates its pairs (ranked within each section). */
  readonly fields?: Fields;
}

/** One row of the Pairs sheet: the pair as the Results sheet writes it, and its players. */
export interface PairRow {
  readonly pair: number | string;
  /** The pair's field in a two-winner movement; absent in a Howell. */
  readonly direction?: "NS" | "EW";
  readonly players?: readonly { readonly name?: string; readonly memberNumber?: string }[];
  /** The pair's handicap as its file gives it (USEBIO HANDICAP), in a handicap session. */
  readonly handicap?: number;
}

/** How a handicap session's file applied its pairs' handicaps (src/session/resultsCheck.ts). */
export interface SessionHandicaps {
  /** The share of each pair's handicap added to its percentage (its total, with IMPs). */
  readonly share: number;
  /** The file's places rank the figures with the handicap; else before it. */
  readonly placesAfterHandicap: boolean;
}

export interface PairsSessionData {
  /** The session's base name; blank: "Session <date>" in the pane's language. */
  readonly name: string;
  readonly scoring: PairsScoring;
  /** The Results sheet's lines, in order. */
  readonly lines: readonly ResultLine[];
  /** The Pairs sheet's rows: the movement's pairs, or the file's with their names. */
  readonly pairs: readonly PairRow[];
  /** Every board in play, ascending: the Boards sheet's rows. */
  readonly boards: readonly number[];
  /** Fields for BRIDGE.RANKING; undefined leaves it to the function (by the pair ids). */
  readonly fields: Fields | undefined;
  /** The most pairs the ranking can list: rows formatted under its header. */
  readonly maxPairs: number;
  /** The boards' hand records: a Hand records sheet on the session's base name when any. */
  readonly handRecords?: readonly HandRecord[];
  /** A note written beside the ranking (the sample session's source). */
  readonly rankingNote?: string;
  /** Two or more sections, in the order of the lines. */
  readonly sections?: readonly SessionSection[];
  /** Sections ranked each on its own (each board matchpointed within its section). */
  readonly rankedBySection?: boolean;
  /** A handicap session (./rankingHandicaps.ts); its pairs' handicaps are in `pairs`. */
  readonly handicaps?: SessionHandicaps;
}

/** The boards of some lines, ascending, each once. */
export function boardsOfLines(lines: readonly ResultLine[]): number[] {
  return [...new Set(lines.map((line) => line.board))].sort((a, b) => a - b);
}

/** A session of a movement: its lines and pairs, nothing typed yet. */
export function pairsSessionOfMovement(
  movement: Movement,
  scoring: PairsScoring,
  name: string
): PairsSessionData {
  return sectionsSession([movement], scoring, name, false);
}

/**
 * A session of one movement, or of several sections (lettered A, B ...: each section's pairs
 * numbered with its letter) whose lines follow one another, each section with its own movement
 * (as sectionMovements numbers its pairs); ranked across the field or each section on its own.
 */
export function sectionsSession(
  planned: readonly Movement[],
  scoring: PairsScoring,
  name: string,
  rankedBySection: boolean
): PairsSessionData {
  if (planned.length === 1 && planned[0]) return oneMovementSession(planned[0], scoring, name);
  const movements = sectionMovements(planned, rankedBySection);
  const fields: Fields = movements.every((movement) => movement.fields === "TWO") ? "TWO" : "ONE";
  const sections = movements.map((movement, index) => {
    const letter = String.fromCharCode(65 + index);
    const lines = movementLines(movement).map((line) => ({
      ...line,
      ...(line.ns !== undefined ? { ns: `${letter}${line.ns}` } : {}),
      ...(line.ew !== undefined ? { ew: `${letter}${line.ew}` } : {}),
    }));
    return { letter, lines, movement };
  });
  const lines = sections.flatMap((section) => section.lines);
  const boards = [...new Set(movements.flatMap((movement) => movement.boards))].sort(
    (a, b) => a - b
  );
  return {
    name,
    scoring,
    lines,
    pairs: sections.flatMap((section) =>
      pairsOfLines(section.lines, rankedBySection ? section.movement.fields : fields)
    ),
    boards,
    fields,
    maxPairs: movements.reduce((sum, movement) => sum + 2 * movement.tables, 0),
    sections: sections.map((section) => ({
      letter: section.letter,
      lines: section.lines.length,
      maxPairs: 2 * section.movement.tables,
      fields: section.movement.fields,
    })),
    rankedBySection,
  };
}

/**
 * The sections' movements as the session numbers their pairs. Ranked across the field, sections
 * of two fields (Mitchells) beside one of one field (a Howell) make one field: each two-field
 * section's East-West pair k is then numbered tables + k, as an arrow-switched Mitchell numbers
 * it, so that every pair of the field has its own number. The pane's summary reads these.
 */
export function sectionMovements(
  movements: readonly Movement[],
  rankedBySection: boolean
): Movement[] {
  const mixed = movements.some((movement) => movement.fields === "ONE");
  if (rankedBySection || !mixed || movements.length < 2) return [...movements];
  return movements.map((movement) =>
    movement.fields === "ONE"
      ? movement
      : {
          ...movement,
          fields: "ONE",
          // A two-field movement has no switched round: East-West always sit East-West.
          seatings: movement.seatings.map((seating) => ({
            ...seating,
            ew: movement.tables + seating.ew,
          })),
        }
  );
}

function oneMovementSession(
  movement: Movement,
  scoring: PairsScoring,
  name: string
): PairsSessionData {
  const lines = movementLines(movement);
  return {
    name,
    scoring,
    lines,
    pairs: pairsOfLines(lines, movement.fields),
    boards: movement.boards,
    fields: movement.fields,
    maxPairs: 2 * movement.tables,
  };
}

/** A session with no movement: `tables` lines per board, the scorer types the pairs. */
export function pairsSessionOfTables(
  tables: number,
  boards: readonly number[],
  scoring: PairsScoring,
  name: string
): PairsSessionData {
  return {
    name,
    scoring,
    lines: boards.flatMap((board) => Array.from({ length: tables }, () => ({ board }))),
    pairs: [],
    boards,
    fields: undefined,
    maxPairs: 2 * tables,
  };
}

/** One line per table per board, by board and then by round, as travellers are kept. */
export function movementLines(movement: Movement): ResultLine[] {
  const lines = movement.seatings.flatMap((seating) =>
    seating.boards.map((board): ResultLine => ({
      board,
      round: seating.round,
      table: seating.table,
      ...(seating.absent === "NS" ? { absent: "NS" } : { ns: seating.ns }),
      ...(seating.absent === "EW" ? { absent: "EW" } : { ew: seating.ew }),
      ...(seating.switched ? { switched: true } : {}),
    }))
  );
  const order = (line: ResultLine) => [line.board, line.round ?? 0, line.table ?? 0];
  return lines.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });
}

/**
 * The pairs of a session's lines, North-South's then East-West's, each by number. Two fields
 * ("TWO"): a pair per id and side, so a Mitchell's NS 1 and EW 1 are two pairs. One field: a
 * pair per id, no direction. Not said (pair ids such as "1NS"): a pair per id, with the side it
 * sat when it sat only one.
 */
export function pairsOfLines(lines: readonly ResultLine[], fields: Fields | undefined): PairRow[] {
  const seen = new Map<string, { pair: number | string; sides: Set<"NS" | "EW"> }>();
  const see = (pair: number | string | undefined, side: "NS" | "EW") => {
    if (pair === undefined || pair === "") return;
    const id = String(pair).trim().toUpperCase();
    const key = fields === "TWO" ? `${id}|${side}` : id;
    const entry = seen.get(key) ?? { pair, sides: new Set<"NS" | "EW">() };
    entry.sides.add(side);
    seen.set(key, entry);
  };
  for (const line of lines) {
    see(line.ns, "NS");
    see(line.ew, "EW");
  }
  const rows = [...seen.values()].map(({ pair, sides }): PairRow => {
    const [only] = sides;
    return fields === "ONE" || sides.size !== 1 || only === undefined
      ? { pair }
      : { pair, direction: only };
  });
  const order = (row: PairRow) => (row.direction === "EW" ? 1 : 0);
  // By number as people number pairs ("2NS" before "10NS"); core's compareLabels would bring
  // the core's label messages into the pane's script.
  const byNumber = (a: PairRow, b: PairRow) =>
    String(a.pair).localeCompare(String(b.pair), "en", { numeric: true, sensitivity: "base" });
  return rows.sort((a, b) => order(a) - order(b) || byNumber(a, b));
}
