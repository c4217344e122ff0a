/*
 * planSession: the sheets and names of a new session, from the pane's form. Pure: the existing
 * sheet and name lists come in as data, and a plan comes out (./plan.ts); the task pane's writer
 * applies it. A sheet name is never one that exists; the card's names are planned every time and
 * the writer leaves a name that is taken alone.
 */
import type { Language } from "../messages/session";
import type { SectionBoards } from "../messages/sessionForm";
import { sessionLabels } from "../messages/session";
import type { Direction, EvenTables, Movement, MovementProblem } from "../core/movements";
import {
  boardRange,
  findStoredHowell,
  FULL_HOWELL_PAIRS,
  fullHowellMovement,
  howellMovement,
  mitchellMaxRounds,
  mitchellMovement,
  movementProblems,
  readPastedMovement,
} from "../core/movements";
import type { PairsScoring } from "../files/session";
import { planPairsSession } from "./pairsSession";
import { pairsSessionOfTables, sectionsSession } from "./pairsSessionData";
import type { SessionPlan } from "./plan";
import { freeSheetNames } from "./sheetNames";
import { planTeamsMatch } from "./teamsMatch";
import { cardNames } from "./workbookNames";

export type EventKind = "pairs-mp" | "pairs-ximps" | "pairs-butler" | "teams";

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

export interface SessionOptions {
  readonly event: EventKind;
  /** For pairs events. */
  readonly movement: MovementChoice;
  /** For a teams match: how many boards. */
  readonly matchBoards: number;
  readonly firstBoard: number;
  /**
   * Two or more sections (A, B ...), each with its movement; the same boards (every section's
   * boards, rounds and boards a round alike), or each the next boards; ranked across the field or
   * each section on its own. Left out: one section.
   */
  readonly sections?: {
    readonly count: number;
    readonly sameBoards: boolean;
    readonly rankedBySection: boolean;
    /** Each section's movement, A's first; a section past the list plays `movement`. */
    readonly movements?: readonly SectionMovement[];
  };
  /** The session's name; blank: "Session <date>" in the pane's language. */
  readonly name: string;
  /** Today as YYYY-MM-DD, for the default name. */
  readonly date: string;
  readonly language: Language;
  readonly existingSheets: readonly string[];
}

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

function checkWhole(field: keyof typeof LIMITS, value: number, max?: number): number {
  const limit = LIMITS[field];
  if (!Number.isInteger(value) || value < limit.min || value > (max ?? limit.max)) {
    throw new SessionOptionError(field, value, [], max ?? limit.max);
  }
  return value;
}

export function planSession(options: SessionOptions): SessionPlan {
  const labels = sessionLabels(options.language);
  const firstBoard = checkWhole("firstBoard", options.firstBoard);
  if (options.event === "teams") {
    const count = checkWhole("boards", options.matchBoards);
    const [name] = freeSheetNames(
      baseName(options, labels.match),
      [""],
      options.existingSheets
    ) as [string];
    const sheet = planTeamsMatch({ name, boards: boardRange(firstBoard, count), labels });
    return { sheets: [sheet], names: cardNames(), activate: name };
  }
  const scoring = SCORING[options.event];
  const choice = options.movement;
  const session =
    choice.kind === "none"
      ? pairsSessionOfTables(
          checkWhole("tables", choice.tables),
          boardRange(firstBoard, checkWhole("boards", choice.boards)),
          scoring,
          options.name
        )
      : sectionsSession(
          plannedMovements(options),
          scoring,
          options.name,
          options.sections?.rankedBySection ?? false
        );
  return planPairsSession(session, options);
}

/**
 * The movement of each section, as planned: the pane's summary reads the same movements the
 * build lays out. Throws SessionOptionError for the first field out of bounds.
 */
export function plannedMovements(
  options: Pick<SessionOptions, "movement" | "firstBoard" | "sections">
): Movement[] {
  const choice = options.movement;
  if (choice.kind === "none") return [];
  const firstBoard = checkWhole("firstBoard", options.firstBoard);
  const count = checkWhole("sections", options.sections?.count ?? 1);
  const same = options.sections?.sameBoards ?? false;
  const movements: Movement[] = [];
  let next = firstBoard;
  for (let section = 0; section < count; section += 1) {
    const own = sectionChoice(options, section);
    const movement = inSection(section, own === choice, () =>
      plannedMovement(own, same ? firstBoard : next)
    );
    const [first] = movements;
    if (same && first && !sameBoardsOf(first, movement))
      throw new SessionOptionError(
        "sameBoards",
        { own: boardsOf(movement), a: boardsOf(first) },
        [],
        undefined,
        section
      );
    movements.push(movement);
    next = Math.max(...movement.boards) + 1;
  }
  return movements;
}

/** Section `index`'s movement: its own, or A's (the form's `movement`). */
export function sectionChoice(
  options: Pick<SessionOptions, "movement" | "sections">,
  index: number
): SectionMovement {
  const own = options.sections?.movements?.[index];
  if (own !== undefined) return own;
  if (options.movement.kind === "none") throw new SessionOptionError("sections", index);
  return options.movement;
}

/**
 * Two sections play the same boards when they can share the deals round by round: the same
 * boards in play, the same rounds and the same boards a round.
 */
function sameBoardsOf(a: Movement, b: Movement): boolean {
  const [x, y] = [boardsOf(a), boardsOf(b)];
  return (
    x.rounds === y.rounds &&
    x.perRound === y.perRound &&
    a.boards.length === b.boards.length &&
    a.boards.every((board, i) => board === b.boards[i])
  );
}

/** A movement's boards as the form's message names them. */
export function boardsOf(movement: Movement): SectionBoards {
  return {
    first: movement.boards[0] ?? 0,
    last: movement.boards[movement.boards.length - 1] ?? 0,
    rounds: movement.rounds,
    perRound: movement.seatings[0]?.boards.length ?? 0,
  };
}

/** A section's own movement's problem names its section, so that the form marks its field. */
function inSection<T>(section: number, formsOwn: boolean, plan: () => T): T {
  try {
    return plan();
  } catch (error) {
    if (formsOwn || !(error instanceof SessionOptionError)) throw error;
    throw new SessionOptionError(error.field, error.value, error.problems, error.max, section);
  }
}

/** Every field out of bounds, each once (the pane marks each field). */
export function sessionOptionProblems(
  options: Pick<SessionOptions, "event" | "movement" | "firstBoard" | "sections" | "matchBoards">
): SessionOptionError[] {
  const problems: SessionOptionError[] = [];
  const attempt = (check: () => unknown) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof SessionOptionError)) throw error;
      const known = problems.some(
        (problem) => problem.field === error.field && problem.section === error.section
      );
      if (!known) problems.push(error);
    }
  };
  attempt(() => checkWhole("firstBoard", options.firstBoard));
  if (options.event === "teams") {
    attempt(() => checkWhole("boards", options.matchBoards));
    return problems;
  }
  const choice = options.movement;
  if (choice.kind === "none") {
    attempt(() => checkWhole("tables", choice.tables));
    attempt(() => checkWhole("boards", choice.boards));
    return problems;
  }
  attempt(() => checkWhole("sections", options.sections?.count ?? 1));
  if (choice.kind === "mitchell") {
    attempt(() => checkTables(choice.tables));
    attempt(() => checkWhole("boardsPerRound", choice.boardsPerRound));
  }
  attempt(() => plannedMovement(choice, 1));
  const count = options.sections?.count ?? 1;
  if (Number.isInteger(count) && count <= LIMITS.sections.max) {
    for (let section = 1; section < count; section += 1) {
      const own = sectionChoice(options, section);
      if (own !== choice) attempt(() => inSection(section, false, () => plannedMovement(own, 1)));
    }
  }
  // The sections' boards compared once each movement can be planned.
  if (problems.length === 0) attempt(() => plannedMovements(options));
  return problems;
}

const SCORING: Readonly<Record<Exclude<EventKind, "teams">, PairsScoring>> = {
  "pairs-mp": "matchpoints",
  "pairs-ximps": "crossImps",
  "pairs-butler": "butler",
};

function baseName(options: Pick<SessionOptions, "name" | "date">, word: string): string {
  const typed = options.name.trim();
  return typed === "" ? `${word} ${options.date}` : typed;
}

function plannedMovement(
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
function checkTables(value: number): number {
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
