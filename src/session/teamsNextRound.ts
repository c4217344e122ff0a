/*
 * The next round of a Swiss event, for the pane's Draw button: the event's settings read back
 * from its entries sheet, the draw read from the standings sheet's BRIDGE.SWISSDRAW, checked,
 * and planned as the round's new sheet. Nothing else is written: the rounds already played, the
 * entries sheet and the standings are never touched (the entries sheet's played table finds the
 * new sheet by itself).
 */
import type { Language } from "../messages/language";
import type { TeamsEventKind } from "../messages/teamsEvent";
import { ALL_TEAMS_EVENT_LABELS, teamsEventLabels } from "../messages/teamsEvent";
import { teamsPlayersLabels } from "../messages/teamsPlayers";
import type { SessionPlan } from "./plan";
import { SETTINGS_ROW } from "./teamsEventLayout";
import type { RoundMatch } from "./teamsRound";
import { planTeamsRound } from "./teamsRound";
import type { DrawProblemCode } from "./teamsEventErrors";
import { DrawProblem } from "./teamsEventErrors";

export interface EventSettings {
  readonly kind: TeamsEventKind;
  readonly entries: number;
  readonly rounds: number;
  readonly boardsPerMatch: number;
  readonly scale: string;
  readonly standingsSheet: string;
  readonly roundSheets: readonly string[];
}

/** The settings block as the entries sheet holds it; undefined when it is not an event's. */
export function readEventSettings(
  values: readonly (readonly unknown[])[]
): EventSettings | undefined {
  const value = (row: number): unknown => values[row]?.[1];
  const kindName = value(SETTINGS_ROW.kind);
  const kind = ALL_TEAMS_EVENT_LABELS.flatMap((labels) =>
    (Object.entries(labels.kindName) as [TeamsEventKind, string][]).filter(
      ([, name]) => name === kindName
    )
  )[0]?.[0];
  const [entries, rounds, boardsPerMatch] = [
    SETTINGS_ROW.entries,
    SETTINGS_ROW.rounds,
    SETTINGS_ROW.boards,
  ].map((row) => value(row));
  const scale = value(SETTINGS_ROW.scale);
  const standingsSheet = value(SETTINGS_ROW.standings);
  if (
    kind === undefined ||
    !isCount(entries) ||
    !isCount(rounds) ||
    !isCount(boardsPerMatch) ||
    typeof scale !== "string" ||
    typeof standingsSheet !== "string"
  )
    return undefined;
  const roundSheets = Array.from({ length: rounds }, (_, i) => value(SETTINGS_ROW.firstRound + i));
  if (!roundSheets.every((name): name is string => typeof name === "string" && name !== ""))
    return undefined;
  return { kind, entries, rounds, boardsPerMatch, scale, standingsSheet, roundSheets };
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

export { DrawProblem, type DrawProblemCode };

export interface NextRoundInput {
  readonly entriesSheet: string;
  /** Not named settings: the security test reads `.settings` as Office's settings store. */
  readonly event: EventSettings;
  /** The standings sheet's draw cells: a header, then table, home, away; the bye's row. */
  readonly draw: readonly (readonly unknown[])[];
  /** How many rows of the played table have VPs. */
  readonly resultsWithVps: unknown;
  readonly existingSheets: readonly string[];
  readonly language: Language;
}

/** The round to draw: the first whose sheet is not in the workbook (round 1 is built with the event). */
export function nextRoundOf(settings: EventSettings, existingSheets: readonly string[]): number {
  const taken = new Set(existingSheets.map((name) => name.toLocaleUpperCase()));
  const index = settings.roundSheets.findIndex((name) => !taken.has(name.toLocaleUpperCase()));
  return index === -1 ? settings.rounds + 1 : index + 1;
}

export function planNextSwissRound(input: NextRoundInput): SessionPlan {
  const { event: settings } = input;
  if (settings.kind === "teams-rr") throw new DrawProblem("notSwiss");
  const round = nextRoundOf(settings, input.existingSheets);
  if (round > settings.rounds) throw new DrawProblem("allDrawn", { round: settings.rounds });
  const expected = settings.entries * (round - 1);
  if (input.resultsWithVps !== expected) {
    throw new DrawProblem("roundUnfinished", {
      round: round - 1,
      found: typeof input.resultsWithVps === "number" ? input.resultsWithVps : 0,
      expected,
    });
  }
  const { matches, bye } = readDraw(input.draw, settings.entries, settings.standingsSheet);
  const name = settings.roundSheets[round - 1] as string;
  const sheet = planTeamsRound({
    kind: settings.kind,
    name,
    round,
    entries: settings.entries,
    boardsPerMatch: settings.boardsPerMatch,
    scale: settings.scale,
    entriesSheet: input.entriesSheet,
    matches,
    bye,
    labels: teamsEventLabels(input.language),
    playersLabels: teamsPlayersLabels(input.language),
  });
  return { sheets: [sheet], names: [], activate: name };
}

/** The draw's rows: every entry once, at a table or on the bye; anything else is refused. */
function readDraw(
  rows: readonly (readonly unknown[])[],
  entries: number,
  sheet: string
): { matches: RoundMatch[]; bye: number | undefined } {
  const unreadable = () => new DrawProblem("drawUnreadable", { sheet });
  const seen = new Set<number>();
  const entry = (cell: unknown): number => {
    if (
      typeof cell !== "number" ||
      !Number.isInteger(cell) ||
      cell < 1 ||
      cell > entries ||
      seen.has(cell)
    )
      throw unreadable();
    seen.add(cell);
    return cell;
  };
  const matches: RoundMatch[] = [];
  let bye: number | undefined;
  for (const row of rows.slice(1)) {
    const [table, home, away] = row;
    if (typeof table === "number") {
      if (table !== matches.length + 1) throw unreadable();
      matches.push({ home: entry(home), away: entry(away) });
    } else if (typeof table === "string" && table !== "" && typeof home === "number") {
      if (bye !== undefined) throw unreadable();
      bye = entry(home);
    }
  }
  if (seen.size !== entries) throw unreadable();
  return { matches, bye };
}
