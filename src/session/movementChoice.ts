/*
 * The movement a section plays, as the pane's form chooses it (a Mitchell of so many tables, a
 * Howell of the list, a pasted movement), checked and planned: every field out of bounds throws
 * SessionOptionError naming the field, so that the form marks it and a plan never holds a
 * nonsense movement. ./planSession.ts plans the sessions of these movements.
 */
import type { Direction, EvenTables, Movement, MovementProblem } from "../core/movements";
import {
  findStoredHowell,
  FULL_HOWELL_PAIRS,
  fullHowellMovement,
  howellMovement,
  mitchellMaxRounds,
  mitchellMovement,
  movementProblems,
  readPastedMovement,
} from "../core/movements";

export type MovementChoice =
  | {
      readonly kind: "mitchell";
      /** Whole, or a half table (6.5: 7 tables, one pair missing). */
      readonly tables: number;
      readonly rounds: number;
      readonly boardsPerRound: number;
      /** A half table's missing pair; left out, North-South of the last table. */
      readonly missing?: { readonly direction: Direction; readonly pair: number };
      /** Rounds played arrow-switched: one field. */
      readonly switchedRounds?: readonly number[];
      readonly evenTables?: EvenTables;
    }
  | { readonly kind: "howell"; readonly id: string }
  /** A movement the user pastes: one seating a line, "round table ns ew boards". */
  | { readonly kind: "pasted"; readonly text: string }
  /** No movement: the scorer types the pairs; `tables` lines per board. */
  | { readonly kind: "none"; readonly tables: number; readonly boards: number };

/** What a section may play: any movement but none. */
export type SectionMovement = Exclude<MovementChoice, { kind: "none" }>;

/** Bounds the form enforces and the planner checks: a plan never holds a nonsense movement. */
export const LIMITS = {
  tables: { min: 2, max: 60 },
  boardsPerRound: { min: 1, max: 9 },
  rounds: { min: 1, max: 60 },
  boards: { min: 1, max: 200 },
  firstBoard: { min: 1, max: 999 },
  sections: { min: 1, max: 8 },
} as const;

export type LimitedField =
  | keyof typeof LIMITS
  | "howell"
  | "missingPair"
  | "switchedRounds"
  | "pasted"
  /** Sections told to play the same boards whose movements play different ones. */
  | "sameBoards";

/** An option out of bounds: the pane shows its message for `field`. */
export class SessionOptionError extends Error {
  constructor(
    readonly field: LimitedField,
    readonly value: unknown,
    /** What is wrong with a pasted movement, each failure by name. */
    readonly problems: readonly MovementProblem[] = [],
    /** The highest value accepted when it follows from another field (rounds: the tables). */
    readonly max?: number,
    /** The section (0 for A) whose own movement holds the field; undefined: the form's. */
    readonly section?: number
  ) {
    super(`${field}: ${String(value)} is out of bounds`);
    this.name = "SessionOptionError";
  }
}

export function checkWhole(field: keyof typeof LIMITS, value: number, max?: number): number {
  const limit = LIMITS[field];
  if (!Number.isInteger(value) || value < limit.min || value > (max ?? limit.max)) {
    throw new SessionOptionError(field, value, [], max ?? limit.max);
  }
  return value;
}

export function plannedMovement(
  choice: Exclude<MovementChoice, { kind: "none" }>,
  firstBoard: number
): Movement {
  if (choice.kind === "howell") {
    const full = fullHowellOf(choice.id);
    if (full !== undefined) return fullHowellMovement({ ...full, firstBoard });
    const stored = findStoredHowell(choice.id);
    if (!stored) throw new SessionOptionError("howell", choice.id);
    return howellMovement(stored, firstBoard);
  }
  if (choice.kind === "pasted") return pastedMovement(choice.text, firstBoard);
  const tables = checkTables(choice.tables);
  const half = !Number.isInteger(choice.tables);
  const missing = choice.missing ?? (half ? { direction: "NS" as const, pair: tables } : undefined);
  if (
    missing !== undefined &&
    !(Number.isInteger(missing.pair) && missing.pair >= 1 && missing.pair <= tables)
  )
    throw new SessionOptionError("missingPair", missing.pair, [], tables);
  const rounds = checkWhole("rounds", choice.rounds, mitchellMaxRounds(tables));
  const switched = choice.switchedRounds ?? [];
  const wrong = switched.find((round) => !Number.isInteger(round) || round < 1 || round > rounds);
  if (wrong !== undefined) throw new SessionOptionError("switchedRounds", wrong, [], rounds);
  return mitchellMovement({
    tables,
    rounds,
    boardsPerRound: checkWhole("boardsPerRound", choice.boardsPerRound),
    firstBoard,
    ...(half || choice.missing ? { missing } : {}),
    switchedRounds: switched,
    ...(choice.evenTables ? { evenTables: choice.evenTables } : {}),
  });
}

/** The full Howells beyond the stored tables, as the pane lists them: "full-16" (2 boards a round). */
export function fullHowellIds(): { id: string; pairs: number; tables: number; boards: number }[] {
  const ids = [];
  for (let pairs: number = FULL_HOWELL_PAIRS.min; pairs <= FULL_HOWELL_PAIRS.max; pairs += 1) {
    const even = pairs + (pairs % 2);
    ids.push({
      id: `full-${pairs}`,
      pairs,
      tables: even / 2,
      boards: (even - 1) * FULL_HOWELL_BOARDS,
    });
  }
  return ids;
}

/** Boards a round of a full Howell the pane builds: 2, so 16 pairs play 30 boards. */
export const FULL_HOWELL_BOARDS = 2;

function fullHowellOf(id: string): { pairs: number; boardsPerRound: number } | undefined {
  const match = /^full-(\d+)$/.exec(id);
  const pairs = Number(match?.[1]);
  if (!match || pairs < FULL_HOWELL_PAIRS.min || pairs > FULL_HOWELL_PAIRS.max) return undefined;
  return { pairs, boardsPerRound: FULL_HOWELL_BOARDS };
}

/** Tables: whole, or a half table (x.5); the movement's count of tables. */
export function checkTables(value: number): number {
  const doubled = value * 2;
  if (!Number.isInteger(doubled))
    throw new SessionOptionError("tables", value, [], LIMITS.tables.max);
  const tables = Math.ceil(value);
  checkWhole("tables", tables);
  if (value < LIMITS.tables.min)
    throw new SessionOptionError("tables", value, [], LIMITS.tables.max);
  return tables;
}

/** A pasted movement, read and checked: it is built only when it can be played. */
function pastedMovement(text: string, firstBoard: number): Movement {
  let movement: Movement;
  try {
    movement = readPastedMovement(text);
  } catch (error) {
    throw new SessionOptionError("pasted", error instanceof Error ? error.message : text);
  }
  if (movement.seatings.length === 0) throw new SessionOptionError("pasted", "");
  const problems = movementProblems(movement);
  if (problems.length > 0) throw new SessionOptionError("pasted", text, problems);
  const shift = firstBoard - 1;
  return shift === 0
    ? movement
    : {
        ...movement,
        boards: movement.boards.map((board) => board + shift),
        seatings: movement.seatings.map((seating) => ({
          ...seating,
          boards: seating.boards.map((board) => board + shift),
        })),
      };
}
