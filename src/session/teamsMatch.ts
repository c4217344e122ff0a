/*
 * A teams match over two rooms on one sheet: per board the dealer and vulnerability, each room's
 * contract, declarer, result and North-South score, the IMPs for the team sitting North-South in
 * the open room (Law 78B: open room's NS score against the closed room's), the running total, and
 * the match's IMPs and VPs (WBF 2013 continuous scale) for both teams: the teams core's rule,
 * twoRoomMatchTotals, written as formulas; below them the match's optional line-up
 * (./teamsMatchLineUp.ts).
 */
import type { SessionLabels } from "../messages/session";
import { columnRange } from "./a1";
import { twoRoomMatchTotals } from "../core/teams/matchTotals";
import { formulaTotals } from "./formulaTotals";
import type { SheetPlan } from "./plan";
import { planMatchLineUp } from "./teamsMatchLineUp";

export interface TeamsMatchOptions {
  readonly name: string;
  readonly boards: readonly number[];
  readonly labels: SessionLabels;
  /** The workbook's Members sheet, where the line-up looks its players' names up. */
  readonly membersSheet?: string;
}

/** Match sheet columns, 1-based. */
export const MATCH_COLUMNS = {
  board: 1,
  dealer: 2,
  vulnerability: 3,
  openContract: 4,
  openDeclarer: 5,
  openResult: 6,
  openScore: 7,
  closedContract: 8,
  closedDeclarer: 9,
  closedResult: 10,
  closedScore: 11,
  imps: 12,
  runningTotal: 13,
} as const;

const FIRST_BOARD_ROW = 3;

export function planTeamsMatch(options: TeamsMatchOptions): SheetPlan {
  const { labels, boards } = options;
  const last = FIRST_BOARD_ROW + Math.max(boards.length, 1) - 1;
  const c = (name: keyof typeof MATCH_COLUMNS) =>
    columnRange(MATCH_COLUMNS[name], FIRST_BOARD_ROW, last);
  const roomHeaders = [labels.contract, labels.declarer, labels.result, labels.nsScore];
  const headers = [
    labels.board,
    labels.dealer,
    labels.vulnerability,
    ...roomHeaders,
    ...roomHeaders,
    labels.imps,
    labels.runningTotal,
  ];
  const imps = c("imps");
  const lineUp = planMatchLineUp(labels, options.membersSheet);
  const totals = twoRoomMatchTotals(
    formulaTotals((margin) => `BRIDGE.VP(${margin}, ${boards.length})`),
    imps,
    { home: "P2", away: "Q2" }
  );
  return {
    role: "match",
    name: options.name,
    headerAddresses: [`A1:M2`, "O1:Q1", "O2:O4", ...lineUp.headers],
    headerRows: 2,
    blocks: [
      { address: "D1", values: [[labels.openRoom]] },
      { address: "H1", values: [[labels.closedRoom]] },
      { address: "A2", values: [headers] },
      ...(boards.length > 0 ? [{ address: "A3", values: boards.map((board) => [board]) }] : []),
      {
        address: "B3",
        formulas: [[`=BRIDGE.DEALER(${c("board")})`, `=BRIDGE.VUL(${c("board")})`]],
      },
      {
        address: "G3",
        formulas: [
          [
            `=BRIDGE.SCORE(${c("openContract")}, ${c("openResult")}, ${c("board")}, , ${c("openDeclarer")})`,
          ],
        ],
      },
      {
        address: "K3",
        formulas: [
          [
            `=BRIDGE.SCORE(${c("closedContract")}, ${c("closedResult")}, ${c("board")}, , ${c("closedDeclarer")})`,
            `=BRIDGE.IMPS(${c("openScore")}, ${c("closedScore")})`,
            // Boards ascend down the sheet, so a board's running total sums the boards up to it.
            `=IF(${imps}="", "", SUMIF(${c("board")}, "<="&${c("board")}, ${imps}))`,
          ],
        ],
      },
      { address: "O1", values: [[labels.matchSummary, labels.home, labels.visitors]] },
      { address: "O2", values: [[labels.imps], [labels.vps], [labels.boardsPlayed]] },
      {
        address: "P2",
        formulas: [
          [`=${totals.imps.home}`, `=${totals.imps.away}`],
          [`=${totals.vps.home}`, `=${totals.vps.away}`],
          // The visitors played the same boards.
          [`=${totals.boardsPlayed}`, "=P4"],
        ],
      },
      { address: "O5", values: [[labels.vpNote(boards.length)]] },
      ...lineUp.blocks,
    ],
    columnWidths: [42, 48, 76, 56, 56, 76, 60, 56, 56, 76, 60, 42, 60, 8, 96, 110, 76, 110, 76],
    numberFormats: [{ address: "P3:Q3", format: "0.00" }, ...lineUp.numberFormats],
    validations: [
      { address: c("openDeclarer"), list: ["N", "E", "S", "W"], hint: labels.declarerHint },
      { address: c("closedDeclarer"), list: ["N", "E", "S", "W"], hint: labels.declarerHint },
    ],
    highlights: [
      {
        address: `A${FIRST_BOARD_ROW}:M${last}`,
        formula: `=OR(ISERROR($G${FIRST_BOARD_ROW}), ISERROR($K${FIRST_BOARD_ROW}), ISERROR($L${FIRST_BOARD_ROW}))`,
      },
    ],
  };
}
