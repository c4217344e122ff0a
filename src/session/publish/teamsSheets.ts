/*
 * The teams events of a workbook that can be published: a round robin or a Swiss teams event
 * built by the pane, found by its sheets' names (its entries sheet "B Teams" beside "B Standings",
 * French "B Équipes" and "B Classement"), and a two-room match sheet, found by its own header
 * (A2 "Board", O1 "Match", O2 "IMPs", in either language). Pure: names and cells come in as data.
 */
import { ALL_TEAMS_EVENT_LABELS, teamsEventLabels } from "../../messages/teamsEvent";
import { sessionLabels } from "../../messages/session";
import type { Language } from "../../messages/language";
import { textOf } from "./cells";

export interface TeamsSheets {
  readonly kind: "teams";
  /** The event's name: the entries sheet's without its suffix, or the match sheet's. */
  readonly base: string;
  /** A round robin or Swiss: its entries sheet (the rounds and standings are named there). */
  readonly entries?: string;
  /** A two-room match: its sheet. */
  readonly match?: string;
}

/** Every teams event whose entries and standings sheets are both in `names`, in order. */
export function findTeamsEvents(names: readonly string[]): TeamsSheets[] {
  const known = new Set(names.map((name) => name.toLocaleUpperCase()));
  const found: TeamsSheets[] = [];
  for (const name of names) {
    for (const labels of ALL_TEAMS_EVENT_LABELS) {
      const suffix = labels.entriesSheet("teams-rr");
      if (!name.endsWith(suffix)) continue;
      const base = name.slice(0, -suffix.length);
      if (!known.has(`${base}${labels.standingsSheet}`.toLocaleUpperCase())) continue;
      found.push({ kind: "teams", base, entries: name });
      break;
    }
  }
  return found;
}

const LANGUAGES: readonly Language[] = ["en", "fr"];

/** Whether a sheet's A2, O1 and O2 are a two-room match sheet's (src/session/teamsMatch.ts). */
export function isTeamsMatchSheet(a2: unknown, o1: unknown, o2: unknown): boolean {
  return LANGUAGES.some((language) => {
    const labels = sessionLabels(language);
    return (
      textOf(a2) === labels.board &&
      textOf(o1) === labels.matchSummary &&
      textOf(o2) === labels.imps
    );
  });
}

/**
 * The language an event's sheets were built in: its entries sheet's suffix (" Équipes"), or a
 * match sheet's A2 ("Donne").
 */
export function teamsEventLanguage(target: TeamsSheets, a2?: unknown): Language {
  if (target.entries !== undefined)
    return target.entries.endsWith(teamsEventLabels("fr").entriesSheet("teams-rr")) ? "fr" : "en";
  return textOf(a2) === sessionLabels("fr").board ? "fr" : "en";
}
