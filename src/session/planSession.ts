/*
 * planSession: the sheets and names of a new session, from the pane's form. Pure: the existing
 * sheet and name lists come in as data, and a plan comes out (./plan.ts); the task pane's writer
 * applies it. A sheet name is never one that exists; the card's names are planned every time and
 * the writer leaves a name that is taken alone.
 */
import type { Language } from "../messages/session";
import { sessionLabels } from "../messages/session";
import type { Movement } from "../core/movements";
import {
  boardRange,
  findStoredHowell,
  howellMovement,
  mitchellMaxRounds,
  mitchellMovement,
} from "../core/movements";
import type { PairsScoring } from "../files/session";
import { planPairsSession } from "./pairsSession";
import { pairsSessionOfMovement, pairsSessionOfTables } from "./pairsSessionData";
import type { SessionPlan } from "./plan";
import { freeSheetNames } from "./sheetNames";
import { planTeamsMatch } from "./teamsMatch";
import { cardNames } from "./workbookNames";

export type EventKind = "pairs-mp" | "pairs-ximps" | "pairs-butler" | "teams";

export type MovementChoice =
  | {
      readonly kind: "mitchell";
      readonly tables: number;
      readonly rounds: number;
      readonly boardsPerRound: number;
    }
  | { readonly kind: "howell"; readonly id: string }
  /** No movement: the scorer types the pairs; `tables` lines per board. */
  | { readonly kind: "none"; readonly tables: number; readonly boards: number };

export interface SessionOptions {
  readonly event: EventKind;
  /** For pairs events. */
  readonly movement: MovementChoice;
  /** For a teams match: how many boards. */
  readonly matchBoards: number;
  readonly firstBoard: number;
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
} as const;

export type LimitedField = keyof typeof LIMITS | "howell";

/** An option out of bounds: the pane shows its message for `field`. */
export class SessionOptionError extends Error {
  constructor(
    readonly field: LimitedField,
    readonly value: unknown
  ) {
    super(`${field}: ${String(value)} is out of bounds`);
    this.name = "SessionOptionError";
  }
}

function checkWhole(field: keyof typeof LIMITS, value: number, max?: number): number {
  const limit = LIMITS[field];
  if (!Number.isInteger(value) || value < limit.min || value > (max ?? limit.max)) {
    throw new SessionOptionError(field, value);
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
      : pairsSessionOfMovement(plannedMovement(choice, firstBoard), scoring, options.name);
  return planPairsSession(session, options);
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
    const stored = findStoredHowell(choice.id);
    if (!stored) throw new SessionOptionError("howell", choice.id);
    return howellMovement(stored, firstBoard);
  }
  const tables = checkWhole("tables", choice.tables);
  return mitchellMovement({
    tables,
    rounds: checkWhole("rounds", choice.rounds, mitchellMaxRounds(tables)),
    boardsPerRound: checkWhole("boardsPerRound", choice.boardsPerRound),
    firstBoard,
  });
}
