/*
 * A teams event's entries sheet (./teamsEvent.ts): the entries by number and name; the
 * played-matches table, a row per entry per planned round, each round's rows read from its sheet
 * (a round not drawn yet through INDIRECT, blank until its sheet exists); the event's settings,
 * which the pane reads back; a pasted VP table; and, for teams, the Players block
 * (./teamsPlayers.ts). Addresses from ./teamsEventLayout.ts.
 */
import type { Language } from "../messages/language";
import type { TeamsEventKind, TeamsEventLabels } from "../messages/teamsEvent";
import { teamsPlayersLabels } from "../messages/teamsPlayers";
import { columnLetters, onSheet } from "./a1";
import { membersSheetIn } from "./members";
import type { CellBlock, CellValue, SheetPlan } from "./plan";
import {
  ENTRY_FIRST_ROW,
  MOST_EVENT_ROUNDS,
  PLAYED_COLUMN,
  SETTINGS_ADDRESS,
  playedRowOf,
  roundPlayedAddress,
} from "./teamsEventLayout";
import type { TypedPlayer } from "./teamsPlayers";
import { planPlayersBlock } from "./teamsPlayers";

/** The event as its sheets are named and sized. */
export interface EventSheets {
  readonly kind: TeamsEventKind;
  readonly entries: number;
  readonly rounds: number;
  readonly boards: number;
  readonly scale: string;
  readonly byeVps: number;
  readonly entriesSheet: string;
  readonly standingsSheet: string;
  readonly roundSheets: readonly string[];
  /** Rounds whose sheets this build writes: the others are read through INDIRECT. */
  readonly builtRounds: number;
}

/** What the entries sheet shows of the pane's form (./teamsEvent.ts TeamsEventOptions). */
export interface EntriesSheetOptions {
  readonly names: readonly string[];
  readonly players?: readonly (readonly TypedPlayer[])[];
  readonly vpTable: readonly (readonly number[])[] | undefined;
  readonly language: Language;
  readonly existingSheets: readonly string[];
}

export function planEntriesSheet(
  event: EventSheets,
  options: EntriesSheetOptions,
  labels: TeamsEventLabels
): SheetPlan {
  const { entries, rounds, kind } = event;
  const names = Array.from({ length: entries }, (_, i) => {
    const typed = options.names[i]?.trim() ?? "";
    return [i + 1, typed === "" ? labels.entryName(kind, i + 1) : typed];
  });
  const roundRows: CellValue[][] = [];
  for (let round = 1; round <= rounds; round++)
    for (let i = 0; i < entries; i++) roundRows.push([round]);
  const reads: CellBlock[] = event.roundSheets.map((sheet, index) => {
    const reference = onSheet(sheet, roundPlayedAddress(entries));
    // VSTACK spills the block (a bare reference spills in Excel, not in every engine). A round
    // drawn later has no sheet yet: INDIRECT finds it once the Draw button writes it.
    const formula =
      index < event.builtRounds
        ? `=VSTACK(${reference})`
        : `=IFERROR(VSTACK(INDIRECT("${reference.replace(/"/g, '""')}")), "")`;
    return {
      address: `${columnLetters(PLAYED_COLUMN.team)}${playedRowOf(index + 1, entries)}`,
      formulas: [[formula]],
    };
  });
  const settings: CellValue[][] = [
    // The kind is read back by the pane: its name in the sheet's language.
    [labels.eventHeader, labels.kindName[kind]],
    [labels.entries, entries],
    [labels.rounds, rounds],
    [labels.boardsPerMatch, event.boards],
    [labels.vpScale, event.scale],
    [labels.byeVps, event.byeVps],
    [labels.standings, event.standingsSheet],
    ...Array.from({ length: MOST_EVENT_ROUNDS }, (_, i): CellValue[] =>
      i < rounds ? [labels.roundSheetName(i + 1), event.roundSheets[i] as string] : ["", ""]
    ),
  ];
  const blocks: CellBlock[] = [
    { address: "A1", values: [[labels.number, labels.name]] },
    { address: `A${ENTRY_FIRST_ROW}`, values: names },
    {
      address: "D1",
      values: [
        [
          labels.round,
          labels.entry(kind),
          labels.opponents,
          labels.vps,
          labels.impsWon,
          labels.impsLost,
        ],
      ],
    },
    { address: "D2", values: roundRows },
    ...reads,
    { address: SETTINGS_ADDRESS.split(":")[0] as string, values: settings },
  ];
  const players =
    kind === "swiss-pairs"
      ? undefined
      : planPlayersBlock(
          entries,
          options.players ?? [],
          teamsPlayersLabels(options.language),
          membersSheetIn(options.existingSheets)
        );
  if (players) blocks.push(...players.blocks);
  if (options.vpTable !== undefined) {
    blocks.push(
      { address: "N1", values: [[labels.impMarginFrom, labels.winnersVps]] },
      { address: "N2", values: options.vpTable.map((row) => [...row]) }
    );
  }
  return {
    role: "results",
    name: event.entriesSheet,
    blocks,
    headerAddresses: [
      "A1:B1",
      "D1:I1",
      "K2:K8",
      ...(options.vpTable ? ["N1:O1"] : []),
      ...(players ? [players.header] : []),
    ],
    headerRows: 1,
    // C holds the players' member numbers below the entries.
    columnWidths: [36, 120, players ? 84 : 12, 44, 44, 72, 48, 56, 56, 12, 110, 110, 12, 80, 80],
    numberFormats: [
      { address: `G2:G${playedRowOf(rounds + 1, entries) - 1}`, format: "0.00" },
      ...(players ? [{ address: players.numbers, format: "@" }] : []),
    ],
    validations: [],
    highlights: [],
  };
}
