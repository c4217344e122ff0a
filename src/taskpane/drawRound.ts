/*
 * The Draw the next round button: finds the workbook's Swiss events (an entries sheet whose
 * settings block says so), reads the chosen event's draw (BRIDGE.SWISSDRAW's answer on its
 * standings sheet) and how many results are in, and plans the next round's sheet
 * (src/session/teamsNextRound.ts). It only reads: the pane's writer writes the plan.
 */
import type { Language } from "../messages/language";
import { ALL_TEAMS_EVENT_LABELS } from "../messages/teamsEvent";
import type { SessionPlan } from "../session/plan";
import { RESULTS_COUNT_CELL, SETTINGS_ADDRESS, drawAddress } from "../session/teamsEventLayout";
import type { EventSettings } from "../session/teamsNextRound";
import {
  DrawProblem,
  nextRoundOf,
  planNextSwissRound,
  readEventSettings,
} from "../session/teamsNextRound";
import type { WorkbookContextApi } from "./excelApi";
import type { WorkbookState } from "./writePlan";

interface SwissEvent {
  readonly entriesSheet: string;
  /** Not named settings: the security test reads `.settings` as Office's settings store. */
  readonly setup: EventSettings;
}

/** Sheets named as a Swiss event's entries sheet, in either language, whose settings say so. */
async function findSwissEvents(
  context: WorkbookContextApi,
  state: WorkbookState
): Promise<SwissEvent[]> {
  const suffixes = ALL_TEAMS_EVENT_LABELS.flatMap((labels) => [
    labels.entriesSheet("swiss-teams"),
    labels.entriesSheet("swiss-pairs"),
  ]);
  const candidates = state.sheets
    .filter((name) => suffixes.some((suffix) => name.endsWith(suffix)))
    .map((name) => {
      const range = context.workbook.worksheets.getItem(name).getRange(SETTINGS_ADDRESS);
      range.load("values");
      return { name, range };
    });
  if (candidates.length === 0) return [];
  await context.sync();
  return candidates.flatMap(({ name, range }) => {
    const setup = readEventSettings(range.values as unknown[][]);
    return setup && setup.kind !== "teams-rr" ? [{ entriesSheet: name, setup }] : [];
  });
}

/** The event to draw: the only one with a round left, or the one the active sheet belongs to. */
async function chooseEvent(
  context: WorkbookContextApi,
  state: WorkbookState,
  events: readonly SwissEvent[]
): Promise<SwissEvent> {
  const first = events[0];
  if (first === undefined) throw new DrawProblem("noEvent");
  const pending = events.filter(
    (event) => nextRoundOf(event.setup, state.sheets) <= event.setup.rounds
  );
  if (pending.length === 0) throw new DrawProblem("allDrawn", { round: first.setup.rounds });
  if (pending.length === 1) return pending[0] as SwissEvent;
  const active = context.workbook.worksheets.getActiveWorksheet();
  active.load("name");
  await context.sync();
  const chosen = pending.find(({ entriesSheet, setup }) =>
    [entriesSheet, setup.standingsSheet, ...setup.roundSheets].includes(active.name)
  );
  if (!chosen)
    throw new DrawProblem("several", { events: pending.map((event) => event.entriesSheet) });
  return chosen;
}

/** Reads the workbook and plans the next round's sheet; a DrawProblem says why it cannot. */
export async function planDraw(
  context: WorkbookContextApi,
  state: WorkbookState,
  language: Language
): Promise<SessionPlan> {
  const event = await chooseEvent(context, state, await findSwissEvents(context, state));
  const { setup } = event;
  const standings = context.workbook.worksheets.getItem(setup.standingsSheet);
  const draw = standings.getRange(drawAddress(setup.entries));
  const count = standings.getRange(RESULTS_COUNT_CELL);
  draw.load("values");
  count.load("values");
  await context.sync();
  return planNextSwissRound({
    entriesSheet: event.entriesSheet,
    event: setup,
    draw: draw.values as unknown[][],
    resultsWithVps: (count.values as unknown[][])[0]?.[0],
    existingSheets: state.sheets,
    language,
  });
}
