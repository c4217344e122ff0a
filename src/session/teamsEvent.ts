/*
 * planTeamsEvent: the sheets of a new teams event from the pane's form: a round robin (every
 * round from Berger's tables), Swiss teams or Swiss pairs (round 1 drawn; each later round by the
 * pane's Draw button, planNextSwissRound in ./teamsNextRound.ts). The entries sheet holds the
 * entries, the played-matches table (a row per entry per planned round, each round's rows read
 * from its sheet: rounds not drawn yet read as blank, so a new round's sheet joins the table
 * without any sheet being written again), the event's settings and, for teams, the Players block
 * (./teamsEntriesSheet.ts); the standings sheet ranks with BRIDGE.STANDINGS and, for a Swiss,
 * shows the next round's BRIDGE.SWISSDRAW.
 */
import { drawSwissRound, parseVictoryPointTable, scheduleRoundRobin } from "../core/teams";
import type { Language } from "../messages/language";
import type { TeamsEventKind, TeamsEventLabels } from "../messages/teamsEvent";
import { teamsEventLabels } from "../messages/teamsEvent";
import { teamsPlayersLabels } from "../messages/teamsPlayers";
import { columnLetters, onSheet } from "./a1";
import type { CellBlock, SessionPlan, SheetPlan } from "./plan";
import type { EventSheets } from "./teamsEntriesSheet";
import { planEntriesSheet } from "./teamsEntriesSheet";
import { freeSheetNames } from "./sheetNames";
import {
  DRAW_COLUMN,
  RESULTS_COUNT_CELL,
  STANDINGS_ADDRESS,
  entryNames,
  playedColumn,
  vpTableAddress,
} from "./teamsEventLayout";
import type { RoundMatch } from "./teamsRound";
import { planTeamsRound } from "./teamsRound";
import type { TypedPlayer } from "./teamsPlayers";
import { cardNames } from "./workbookNames";
import type { EventField } from "./teamsEventErrors";
import { EVENT_LIMITS, EventOptionError } from "./teamsEventErrors";

export type { TeamsEventKind };

export interface TeamsEventOptions {
  readonly kind: TeamsEventKind;
  readonly entries: number;
  /** Swiss events; a round robin plays every round of its schedule. */
  readonly rounds: number;
  readonly boardsPerMatch: number;
  /** The event's own VP table (IMP margin from, winner's VPs); absent: the WBF 2013 scale. */
  readonly vpTable: readonly (readonly number[])[] | undefined;
  /** Entry names in number order; a blank or missing one gets "Team n". */
  readonly names: readonly string[];
  /** Each team's players in number order (a results file's); the Players block is left blank. */
  readonly players?: readonly (readonly TypedPlayer[])[];
  readonly name: string;
  readonly date: string;
  readonly language: Language;
  readonly existingSheets: readonly string[];
  /**
   * Rounds already played (a results file read): their sheets are built with their matches and
   * results; a Swiss's later rounds are drawn by the Draw button as usual.
   */
  readonly played?: readonly PlayedRound[];
}

export interface PlayedRound {
  readonly round: number;
  readonly matches: readonly RoundMatch[];
  readonly bye: number | undefined;
}

export { EVENT_LIMITS, EventOptionError, type EventField };

function checkWhole(field: EventField, value: number, max?: number): number {
  const limit = EVENT_LIMITS[field];
  if (!Number.isInteger(value) || value < limit.min || value > (max ?? limit.max)) {
    throw new EventOptionError(field, value, max ?? limit.max);
  }
  return value;
}

/** The VPs both sides get for a drawn match: a bye's award until the scorer types another. */
function drawVps(vpTable: TeamsEventOptions["vpTable"]): number {
  return vpTable === undefined ? 10 : parseVictoryPointTable(vpTable, "VP table").total / 2;
}

export function planTeamsEvent(options: TeamsEventOptions): SessionPlan {
  const { kind } = options;
  const entries =
    kind === "teams-rr"
      ? checkWhole("roundRobinEntries", options.entries)
      : checkWhole("entries", options.entries);
  const boards = checkWhole("boardsPerMatch", options.boardsPerMatch);
  const schedule = kind === "teams-rr" ? scheduleRoundRobin(entries) : undefined;
  const rounds = schedule
    ? schedule.length
    : checkWhole(
        "rounds",
        options.rounds,
        Math.min(EVENT_LIMITS.rounds.max, entries - 1 + (entries % 2))
      );
  const byeVps = drawVps(options.vpTable);
  const labels = teamsEventLabels(options.language);
  const typed = options.name.trim();
  const base = typed === "" ? `${labels.defaultName[kind]} ${options.date}` : typed;
  const roundSuffixes = Array.from({ length: rounds }, (_, i) => labels.roundSheet(i + 1));
  const [entriesSheet, standingsSheet, ...roundSheets] = freeSheetNames(
    base,
    [labels.entriesSheet(kind), labels.standingsSheet, ...roundSuffixes],
    options.existingSheets
  ) as [string, string, ...string[]];
  const scale = options.vpTable === undefined ? "WBF" : vpTableAddress(options.vpTable.length);
  const roundOf = (round: number, matches: readonly RoundMatch[], bye: number | undefined) =>
    planTeamsRound({
      kind,
      name: roundSheets[round - 1] as string,
      round,
      entries,
      boardsPerMatch: boards,
      scale,
      entriesSheet,
      matches,
      bye,
      labels,
      playersLabels: teamsPlayersLabels(options.language),
    });
  const played = options.played;
  const byRound = new Map((played ?? []).map((round) => [round.round, round]));
  const built: SheetPlan[] =
    played && played.length > 0
      ? // The file's rounds as it played them; a round robin's others from its schedule.
        Array.from({ length: schedule ? rounds : byRound.size }, (_, i) => {
          const round = byRound.get(i + 1) ?? schedule?.[i];
          return roundOf(i + 1, round?.matches ?? [], round?.bye);
        })
      : schedule
        ? schedule.map((round) => roundOf(round.round, round.matches, round.bye))
        : [firstSwissRound(entries, roundOf)];
  const event: EventSheets = {
    kind,
    entries,
    rounds,
    boards,
    scale,
    byeVps,
    entriesSheet,
    standingsSheet,
    roundSheets,
    builtRounds: built.length,
  };
  return {
    sheets: [planEntriesSheet(event, options, labels), planStandingsSheet(event, labels), ...built],
    names: cardNames(),
    activate: built[0]?.name ?? standingsSheet,
  };
}

/** Round 1 of a Swiss: what BRIDGE.SWISSDRAW gives for the entries alone (1-2, 3-4, ...). */
function firstSwissRound(
  entries: number,
  roundOf: (round: number, matches: readonly RoundMatch[], bye: number | undefined) => SheetPlan
): SheetPlan {
  const draw = drawSwissRound([], {
    entries: Array.from({ length: entries }, (_, i) => String(i + 1)),
  });
  return roundOf(
    1,
    draw.tables.map((table) => ({ home: Number(table.home), away: Number(table.away) })),
    draw.bye === undefined ? undefined : Number(draw.bye)
  );
}

function planStandingsSheet(event: EventSheets, labels: TeamsEventLabels): SheetPlan {
  const { entries, rounds } = event;
  const on = (name: Parameters<typeof playedColumn>[0]) =>
    onSheet(event.entriesSheet, playedColumn(name, entries, rounds));
  const imps = onSheet(
    event.entriesSheet,
    `${playedColumn("impsWon", entries, rounds).split(":")[0]}:${playedColumn("impsLost", entries, rounds).split(":")[1]}`
  );
  const table = `${on("team")}, ${on("opponents")}, ${on("vps")}, ${imps}, "imp-difference"`;
  const names = onSheet(event.entriesSheet, entryNames(entries));
  const blocks: CellBlock[] = [
    { address: "A1", values: [[labels.name]] },
    { address: STANDINGS_ADDRESS, formulas: [[`=BRIDGE.STANDINGS(${table})`]] },
    {
      address: "A2",
      formulas: Array.from({ length: entries }, (_, i) => [
        `=IFERROR(INDEX(${names}, C${i + 2}), "")`,
      ]),
    },
    { address: `A${entries + 3}`, values: [[labels.standingsNote]] },
    { address: "O1", values: [[labels.resultsIn]] },
    { address: RESULTS_COUNT_CELL, formulas: [[`=COUNT(${on("vps")})`]] },
  ];
  if (event.kind !== "teams-rr") {
    blocks.push({
      address: `${columnLetters(DRAW_COLUMN)}1`,
      formulas: [[`=BRIDGE.SWISSDRAW(${table})`]],
    });
  }
  return {
    role: "ranking",
    name: event.standingsSheet,
    blocks,
    headerAddresses: ["A1:I1", "K1:M1", "O1"],
    headerRows: 1,
    columnWidths: [120, 44, 44, 52, 44, 56, 60, 60, 72, 12, 44, 60, 60, 12, 80],
    // STANDINGS's columns move with a Byes column: its VPs keep the format they come with.
    numberFormats: [],
    validations: [],
    highlights: [],
  };
}
