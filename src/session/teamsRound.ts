/*
 * One round of a teams event as a sheet: a match per row (home and away entries by number, their
 * names, each board's IMPs for the home team or the match's IMPs typed directly, each side's
 * IMPs and VPs by BRIDGE.VP on the event's scale: the teams core's rule, roundMatchTotals,
 * written as formulas), the bye's row (byeVps), and below them the round's
 * played block, a row per entry (team, opponents, VPs, IMPs won, IMPs lost), which the entries
 * sheet's played table reads. A teams event's round has each match's optional line-up beside it
 * (./teamsLineUp.ts); Swiss pairs' has none.
 */
import type { TeamsEventKind, TeamsEventLabels } from "../messages/teamsEvent";
import type { TeamsPlayersLabels } from "../messages/teamsPlayers";
import { cellAddress, columnLetters, onSheet, rangeAddress } from "./a1";
import { byeVps, roundMatchTotals } from "../core/teams/matchTotals";
import { formulaTotals } from "./formulaTotals";
import type { CellBlock, SheetPlan } from "./plan";
import {
  BYE_VPS_CELL,
  MATCH_FIRST_ROW,
  entryNames,
  lineUpColumn,
  matchTables,
  roundPlayedRow,
} from "./teamsEventLayout";
import type { LineUpCells } from "./teamsLineUp";
import { LINE_UP_COLUMNS, lineUpHeaders, lineUpRow } from "./teamsLineUp";

export interface RoundMatch {
  readonly home: number;
  readonly away: number;
  /** A result already known (a results file read): each board's home IMPs, or the match's. */
  readonly result?:
    | { readonly boards: readonly (number | "")[] }
    | { readonly homeImps: number; readonly awayImps: number };
  /** Who sat where, when known (a results file's seating). */
  readonly lineUp?: LineUpCells;
}

export interface TeamsRoundOptions {
  readonly kind: TeamsEventKind;
  readonly name: string;
  readonly round: number;
  readonly entries: number;
  readonly boardsPerMatch: number;
  /** "WBF", or the address of the event's VP table on the entries sheet. */
  readonly scale: string;
  readonly entriesSheet: string;
  readonly matches: readonly RoundMatch[];
  readonly bye: number | undefined;
  readonly labels: TeamsEventLabels;
  readonly playersLabels: TeamsPlayersLabels;
}

export function planTeamsRound(options: TeamsRoundOptions): SheetPlan {
  const { labels, entries, boardsPerMatch: boards, matches } = options;
  const column = {
    firstBoard: 6,
    lastBoard: 5 + boards,
    typedHome: 6 + boards,
    typedAway: 7 + boards,
    homeImps: 8 + boards,
    awayImps: 9 + boards,
    homeVps: 10 + boards,
    awayVps: 11 + boards,
  };
  const at = (name: keyof typeof column, row: number) => cellAddress(column[name], row);
  const names = onSheet(options.entriesSheet, entryNames(entries));
  const nameOf = (cell: string) => `=IFERROR(INDEX(${names}, ${cell}), "")`;
  const scale =
    options.scale === "WBF" ? "" : `, ${onSheet(options.entriesSheet, absolute(options.scale))}`;
  const totals = formulaTotals((margin) => `BRIDGE.VP(${margin}, ${boards}${scale})`);
  const last = MATCH_FIRST_ROW + matchTables(entries) - 1;
  const rows = matches.map((_, index) => MATCH_FIRST_ROW + index);
  const matchFormulas = rows.map((row) => {
    const match = roundMatchTotals(
      totals,
      {
        boards: rangeAddress(column.firstBoard, row, column.lastBoard, row),
        typed: rangeAddress(column.typedHome, row, column.typedAway, row),
        typedHome: at("typedHome", row),
        typedAway: at("typedAway", row),
      },
      { home: at("homeImps", row), away: at("awayImps", row) }
    );
    return [match.imps.home, match.imps.away, match.vps.home, match.vps.away].map(
      (formula) => `=${formula}`
    );
  });
  const byeRow = last + 1;
  const playedRow = roundPlayedRow(entries);
  const played: string[][] = [];
  rows.forEach((row) => {
    const [hi, ai, hv, av] = [
      at("homeImps", row),
      at("awayImps", row),
      at("homeVps", row),
      at("awayVps", row),
    ];
    played.push([`=B${row}`, `=D${row}`, `=${hv}`, `=${hi}`, `=${ai}`]);
    played.push([`=D${row}`, `=B${row}`, `=${av}`, `=${ai}`, `=${hi}`]);
  });
  if (options.bye !== undefined) {
    const roundVps =
      matches.length > 0
        ? rangeAddress(column.homeVps, MATCH_FIRST_ROW, column.awayVps, last)
        : undefined;
    const award = byeVps(totals, roundVps, onSheet(options.entriesSheet, BYE_VPS_CELL));
    played.push([`=B${byeRow}`, '=""', `=${award}`, '=""', '=""']);
  }
  const boardHeaders = Array.from({ length: boards }, (_, i) => labels.boardImps(i + 1));
  const entry = labels.entry(options.kind);
  const lastColumn = columnLetters(column.awayVps);
  const lineUp = options.kind !== "swiss-pairs";
  const firstSeat = lineUpColumn(boards);
  const blocks: CellBlock[] = [
    {
      address: "A1",
      values: [
        [
          labels.table,
          labels.home,
          labels.homeName,
          labels.away,
          labels.awayName,
          ...boardHeaders,
          labels.typedHome,
          labels.typedAway,
          labels.homeImps,
          labels.awayImps,
          labels.homeVps,
          labels.awayVps,
        ],
      ],
    },
  ];
  if (matches.length > 0) {
    blocks.push(
      {
        address: `A${MATCH_FIRST_ROW}`,
        values: matches.map((match, index) => [index + 1, match.home]),
      },
      {
        address: `C${MATCH_FIRST_ROW}`,
        formulas: rows.map((row) => [nameOf(`B${row}`)]),
      },
      { address: `D${MATCH_FIRST_ROW}`, values: matches.map((match) => [match.away]) },
      { address: `E${MATCH_FIRST_ROW}`, formulas: rows.map((row) => [nameOf(`D${row}`)]) },
      { address: at("homeImps", MATCH_FIRST_ROW), formulas: matchFormulas },
      ...matches.flatMap((match, index): CellBlock[] => {
        const row = MATCH_FIRST_ROW + index;
        const result = match.result;
        if (!result) return [];
        if ("boards" in result)
          return [{ address: at("firstBoard", row), values: [result.boards.slice(0, boards)] }];
        return [{ address: at("typedHome", row), values: [[result.homeImps, result.awayImps]] }];
      }),
      ...matches.flatMap((match, index): CellBlock[] =>
        lineUp && match.lineUp
          ? [
              {
                address: cellAddress(firstSeat, MATCH_FIRST_ROW + index),
                values: [lineUpRow(match.lineUp)],
              },
            ]
          : []
      )
    );
  }
  if (lineUp) {
    blocks.push(
      { address: cellAddress(firstSeat, 1), values: [lineUpHeaders(options.playersLabels)] },
      {
        address: cellAddress(firstSeat, playedRow - 2),
        values: [[options.playersLabels.roundLineUpNote]],
      }
    );
  }
  if (options.bye !== undefined) {
    blocks.push(
      { address: `A${byeRow}`, values: [[labels.bye, options.bye]] },
      { address: `C${byeRow}`, formulas: [[nameOf(`B${byeRow}`)]] }
    );
  }
  blocks.push(
    { address: `A${playedRow - 3}`, values: [[labels.roundNote]] },
    {
      address: `A${playedRow - 1}`,
      values: [[entry, labels.opponents, labels.vps, labels.impsWon, labels.impsLost]],
    },
    { address: `A${playedRow}`, formulas: played },
    { address: `G${playedRow - 1}`, values: [[labels.playedBlock], [labels.playedNote]] }
  );
  return {
    role: "match",
    name: options.name,
    blocks,
    headerAddresses: [
      `A1:${lastColumn}1`,
      `A${playedRow - 1}:E${playedRow - 1}`,
      ...(lineUp ? [rangeAddress(firstSeat, 1, firstSeat + LINE_UP_COLUMNS - 1, 1)] : []),
    ],
    headerRows: 1,
    columnWidths: [
      40,
      44,
      96,
      44,
      96,
      ...boardHeaders.map(() => 40),
      72,
      72,
      60,
      60,
      56,
      56,
      ...(lineUp ? [12, ...Array<number>(LINE_UP_COLUMNS).fill(96)] : []),
    ],
    numberFormats:
      matches.length > 0
        ? [
            {
              address: rangeAddress(column.homeVps, MATCH_FIRST_ROW, column.awayVps, last),
              format: "0.00",
            },
          ]
        : [],
    validations: [],
    highlights:
      matches.length > 0
        ? [
            {
              address: rangeAddress(1, MATCH_FIRST_ROW, column.awayVps, last),
              formula: `=OR(ISERROR($${at("homeVps", MATCH_FIRST_ROW)}), ISERROR($${at("awayVps", MATCH_FIRST_ROW)}))`,
            },
          ]
        : [],
  };
}

/** "N2:O9" as "$N$2:$O$9": a VP table referred to from every match row. */
function absolute(address: string): string {
  return address.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
}
