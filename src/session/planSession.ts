/*
 * planSession: the sheets and names of a new session, from the pane's form. Pure: the existing
 * sheet and name lists come in as data, and a plan comes out (./plan.ts); the task pane's writer
 * applies it. A sheet name is never one that exists; the card's names are planned every time and
 * the writer leaves a name that is taken alone.
 */
import type { Language } from "../messages/session";
import type { SectionBoards } from "../messages/sessionForm";
import { sessionLabels } from "../messages/session";
import type { Movement } from "../core/movements";
import { boardRange } from "../core/movements";
import type { PairsScoring } from "../files/session";
import type { MovementChoice, SectionMovement } from "./movementChoice";
import {
  checkTables,
  checkWhole,
  LIMITS,
  plannedMovement,
  SessionOptionError,
} from "./movementChoice";
import { planPairsSession } from "./pairsSession";
import { pairsSessionOfTables, sectionsSession } from "./pairsSessionData";
import type { SessionPlan } from "./plan";
import { freeSheetNames } from "./sheetNames";
import { planTeamsMatch } from "./teamsMatch";
import { membersSheetIn } from "./members";
import { cardNames } from "./workbookNames";

export type { LimitedField, MovementChoice, SectionMovement } from "./movementChoice";
export { FULL_HOWELL_BOARDS, fullHowellIds, LIMITS, SessionOptionError } from "./movementChoice";

export type EventKind = "pairs-mp" | "pairs-ximps" | "pairs-butler" | "teams";

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
    const sheet = planTeamsMatch({
      name,
      boards: boardRange(firstBoard, count),
      labels,
      membersSheet: membersSheetIn(options.existingSheets),
    });
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
