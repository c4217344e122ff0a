"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RESULT_COLUMNS = exports.RANKING_METHOD_OF = void 0;
exports.planPairsSession = planPairsSession;
const session_1 = require("../messages/session");
const a1_1 = require("./a1");
const pairsSheet_1 = require("./pairsSheet");
const sheetNames_1 = require("./sheetNames");
const workbookNames_1 = require("./workbookNames");
/**
 * The plan of a pairs session's sheets, on free names sharing one base ("<name>", "<name>
 * Ranking"...; blank name: "Session <date>"); the Ranking is shown.
 */
function planPairsSession(session, options) {
    var _a;
    const labels = (0, session_1.sessionLabels)(options.language);
    const handRecords = (_a = session.handRecords) !== null && _a !== void 0 ? _a : [];
    const typed = session.name.trim();
    const [results, ranking, boards, pairs, extra] = (0, sheetNames_1.freeSheetNames)(typed === "" ? `${labels.session} ${options.date}` : typed, [
        "",
        labels.rankingSheet,
        labels.boardsSheet,
        labels.pairsSheet,
        ...(handRecords.length > 0 ? [labels.handRecordsSheet] : []),
    ], options.existingSheets);
    const sheets = {
        names: { results, ranking, boards, pairs },
        labels,
        session,
        // A line may hold an adjusted score in USEBIO's form ("A6040") in its contract column.
        adjustedInContract: session.lines.some((line) => { var _a; return /^A\d{4}$/.test((_a = line.contract) !== null && _a !== void 0 ? _a : ""); }),
    };
    const plans = [
        resultsSheet(sheets),
        rankingSheet(sheets),
        planBoardsSheet(boards, session.boards, labels),
        (0, pairsSheet_1.planPairsSheet)(pairs, session.pairs, labels),
    ];
    if (extra !== undefined) {
        if (options.planHandRecords === undefined)
            throw new Error("hand records with no planner");
        plans.push(options.planHandRecords(handRecords, extra));
    }
    return { sheets: plans, names: (0, workbookNames_1.cardNames)(), activate: ranking };
}
/** The method BRIDGE.RANKING ranks a session of each scoring by. */
exports.RANKING_METHOD_OF = {
    matchpoints: "MP",
    crossImps: "XIMPS",
    butler: "BUTLER",
};
/** Results columns, 1-based: A board ... L EW matchpoints or IMPs. */
exports.RESULT_COLUMNS = {
    board: 1,
    round: 2,
    table: 3,
    ns: 4,
    ew: 5,
    contract: 6,
    declarer: 7,
    result: 8,
    lead: 9,
    nsScore: 10,
    nsPoints: 11,
    ewPoints: 12,
};
const FIRST_LINE_ROW = 2;
const HEADER_ROWS = 1;
const DECLARERS = ["N", "E", "S", "W"];
/** The rows of the Results sheet's lines: 2 to 1 + lines. */
function lastLineRow(options) {
    return FIRST_LINE_ROW + Math.max(options.session.lines.length, 1) - 1;
}
function column(options, name) {
    return (0, a1_1.columnRange)(exports.RESULT_COLUMNS[name], FIRST_LINE_ROW, lastLineRow(options));
}
function resultsSheet(options) {
    const { labels } = options;
    const { lines } = options.session;
    const points = options.session.scoring === "matchpoints"
        ? [labels.nsMatchpoints, labels.ewMatchpoints]
        : [labels.nsImps, labels.ewImps];
    const headers = [
        labels.board,
        labels.round,
        labels.table,
        labels.nsPair,
        labels.ewPair,
        labels.contract,
        labels.declarer,
        labels.result,
        labels.lead,
        labels.nsScore,
        ...points,
    ];
    const typed = lines.map((line) => {
        var _a, _b, _c, _d, _e, _f, _g, _h;
        return [
            line.board,
            (_a = line.round) !== null && _a !== void 0 ? _a : "",
            (_b = line.table) !== null && _b !== void 0 ? _b : "",
            (_c = line.ns) !== null && _c !== void 0 ? _c : "",
            (_d = line.ew) !== null && _d !== void 0 ? _d : "",
            (_e = line.contract) !== null && _e !== void 0 ? _e : "",
            (_f = line.declarer) !== null && _f !== void 0 ? _f : "",
            (_g = line.result) !== null && _g !== void 0 ? _g : "",
            (_h = line.lead) !== null && _h !== void 0 ? _h : "",
        ];
    });
    const last = lastLineRow(options);
    const scoreCell = (0, a1_1.cellAddress)(exports.RESULT_COLUMNS.nsScore, FIRST_LINE_ROW);
    return {
        role: "results",
        name: options.names.results,
        headerAddresses: [(0, a1_1.rangeAddress)(1, 1, exports.RESULT_COLUMNS.ewPoints, 1)],
        headerRows: HEADER_ROWS,
        blocks: [
            { address: "A1", values: [headers] },
            ...(typed.length > 0 ? [{ address: `A${FIRST_LINE_ROW}`, values: typed }] : []),
            {
                address: scoreCell,
                formulas: [
                    [scoreFormula(options), pointsFormula(options, "NS"), pointsFormula(options, "EW")],
                ],
            },
        ],
        columnWidths: [42, 42, 42, 42, 42, 56, 56, 76, 42, 60, 76, 76],
        numberFormats: [
            {
                address: (0, a1_1.rangeAddress)(exports.RESULT_COLUMNS.nsPoints, FIRST_LINE_ROW, exports.RESULT_COLUMNS.ewPoints, last),
                format: "0.00",
            },
        ],
        validations: [
            { address: column(options, "declarer"), list: DECLARERS, hint: labels.declarerHint },
        ],
        highlights: [
            {
                address: (0, a1_1.rangeAddress)(1, FIRST_LINE_ROW, exports.RESULT_COLUMNS.ewPoints, last),
                formula: rowHasErrorFormula(),
            },
        ],
    };
}
/** North-South's score of every line: the board number gives the vulnerability (Law 2). */
function scoreFormula(options) {
    const c = (name) => column(options, name);
    const score = `BRIDGE.SCORE(${c("contract")}, ${c("result")}, ${c("board")}, , ${c("declarer")})`;
    if (!options.adjustedInContract)
        return `=${score}`;
    // "A6040": five characters starting with A, which no contract is (passed out is "AP", "PASS").
    const contract = c("contract");
    return `=IF((LEFT(${contract}, 1) = "A") * (LEN(${contract}) = 5), ${contract}, ${score})`;
}
/** One side's matchpoints or IMPs of every line, each line scored within its own board. */
function pointsFormula(options, direction) {
    const scores = column(options, "nsScore");
    const boards = column(options, "board");
    if (options.session.scoring === "crossImps")
        return `=BRIDGE.XIMPS(${scores}, "AVG", "${direction}", ${boards})`;
    if (options.session.scoring === "butler")
        return `=BRIDGE.BUTLER(${scores}, , , "${direction}", ${boards})`;
    // `expected` blank: each board's own count. BRIDGE.RANKING factors a board with fewer results
    // than the session's tables itself, so the column shows the traveller's own matchpoints.
    return `=BRIDGE.MATCHPOINTS(${scores}, , "${direction}", , ${boards})`;
}
/** TRUE on a line whose score, matchpoints or IMPs show an error: the row stands out. */
function rowHasErrorFormula() {
    const cells = [exports.RESULT_COLUMNS.nsScore, exports.RESULT_COLUMNS.nsPoints, exports.RESULT_COLUMNS.ewPoints].map((index) => `ISERROR($${(0, a1_1.columnLetters)(index)}${FIRST_LINE_ROW})`);
    return `=OR(${cells.join(", ")})`;
}
/** The RANKING formula over the Results sheet's columns. */
function rankingFormula(options) {
    const { scoring, fields } = options.session;
    const on = (name) => (0, a1_1.onSheet)(options.names.results, column(options, name));
    const args = [on("board"), on("ns"), on("ew"), on("nsScore"), `"${exports.RANKING_METHOD_OF[scoring]}"`];
    if (fields !== undefined)
        args.push(`"${fields}"`);
    return `=BRIDGE.RANKING(${args.join(", ")})`;
}
function rankingSheet(options) {
    const { maxPairs, rankingNote: note } = options.session;
    const lastRow = 1 + maxPairs;
    const lastPairRow = 1 + Math.max(options.session.pairs.length, maxPairs);
    const nameRows = Array.from({ length: maxPairs }, (_, i) => [
        (0, pairsSheet_1.rankingNamesFormula)(options.names.pairs, lastPairRow, 2 + i),
    ]);
    const namesColumn = (0, a1_1.columnLetters)(pairsSheet_1.RANKING_NAMES_COLUMN);
    return {
        role: "ranking",
        name: options.names.ranking,
        // The header row is RANKING's own first row (place, pair, boards, total, percentage[, field]).
        headerAddresses: ["A1:F1", `${namesColumn}1`],
        headerRows: 1,
        blocks: [
            { address: "A1", formulas: [[rankingFormula(options)]] },
            { address: `${namesColumn}1`, values: [[options.labels.players]] },
            ...(nameRows.length > 0 ? [{ address: `${namesColumn}2`, formulas: nameRows }] : []),
            ...(note ? [{ address: "H1", values: [[note]] }] : []),
        ],
        columnWidths: [48, 56, 56, 64, 72, 48, 200],
        numberFormats: [{ address: `D2:E${Math.max(lastRow, 2)}`, format: "0.00" }],
        validations: [],
        highlights: [],
    };
}
/** Board, dealer and vulnerability (Law 2) of every board in play. */
function planBoardsSheet(name, boards, labels) {
    const headers = [labels.board, labels.dealer, labels.vulnerability];
    const last = 1 + Math.max(boards.length, 1);
    const numbers = `A2:A${last}`;
    return {
        role: "boards",
        name,
        headerAddresses: ["A1:C1"],
        headerRows: 1,
        blocks: [
            { address: "A1", values: [headers] },
            ...(boards.length > 0 ? [{ address: "A2", values: boards.map((board) => [board]) }] : []),
            { address: "B2", formulas: [[`=BRIDGE.DEALER(${numbers})`, `=BRIDGE.VUL(${numbers})`]] },
        ],
        columnWidths: [48, 56, 84],
        numberFormats: [],
        validations: [],
        highlights: [],
    };
}
