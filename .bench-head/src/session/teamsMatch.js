"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MATCH_COLUMNS = void 0;
exports.planTeamsMatch = planTeamsMatch;
const a1_1 = require("./a1");
const matchTotals_1 = require("../core/teams/matchTotals");
const formulaTotals_1 = require("./formulaTotals");
/** Match sheet columns, 1-based. */
exports.MATCH_COLUMNS = {
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
};
const FIRST_BOARD_ROW = 3;
function planTeamsMatch(options) {
    const { labels, boards } = options;
    const last = FIRST_BOARD_ROW + Math.max(boards.length, 1) - 1;
    const c = (name) => (0, a1_1.columnRange)(exports.MATCH_COLUMNS[name], FIRST_BOARD_ROW, last);
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
    const totals = (0, matchTotals_1.twoRoomMatchTotals)((0, formulaTotals_1.formulaTotals)((margin) => `BRIDGE.VP(${margin}, ${boards.length})`), imps, { home: "P2", away: "Q2" });
    return {
        role: "match",
        name: options.name,
        headerAddresses: [`A1:M2`, "O1:Q1", "O2:O4"],
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
        ],
        columnWidths: [42, 48, 76, 56, 56, 76, 60, 56, 56, 76, 60, 42, 60, 8, 96, 110, 76],
        numberFormats: [{ address: "P3:Q3", format: "0.00" }],
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
