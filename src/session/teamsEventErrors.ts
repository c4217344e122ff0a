/*
 * Why a teams event or its next round cannot be planned: the form's bounds and the draw's
 * problems, apart from the planners so the task pane can tell them without loading the teams
 * core (the planners are a chunk of their own, loaded on first use).
 */
import { MOST_EVENT_ROUNDS } from "./teamsEventLayout";

/** Bounds the form enforces and the planner checks. */
export const EVENT_LIMITS = {
  entries: { min: 3, max: 60 },
  roundRobinEntries: { min: 3, max: 20 },
  rounds: { min: 1, max: MOST_EVENT_ROUNDS },
  boardsPerMatch: { min: 1, max: 40 },
} as const;

export type EventField = keyof typeof EVENT_LIMITS;

/** An option out of bounds: the pane names the field and its bounds. */
export class EventOptionError extends Error {
  constructor(
    readonly field: EventField,
    readonly value: unknown,
    /** The largest accepted here: the rounds of a Swiss stop before a team must meet one twice. */
    readonly max: number = EVENT_LIMITS[field].max
  ) {
    super(`${field}: ${String(value)} is out of bounds`);
    this.name = "EventOptionError";
  }
}

export type DrawProblemCode =
  "noEvent" | "several" | "allDrawn" | "notSwiss" | "roundUnfinished" | "drawUnreadable";

/** Why no round can be drawn now: the pane says it in the user's language. */
export class DrawProblem extends Error {
  constructor(
    readonly code: DrawProblemCode,
    readonly details: {
      round?: number;
      found?: number;
      expected?: number;
      sheet?: string;
      events?: readonly string[];
    } = {}
  ) {
    super(`cannot draw: ${code}`);
    this.name = "DrawProblem";
  }
}
