"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.HAND_RECORD_ROWS = exports.HAND_RECORD_COLUMNS = void 0;
exports.blockHeight = blockHeight;
exports.planHandRecords = planHandRecords;
exports.planSessionHandRecords = planSessionHandRecords;
exports.planHandRecordsSheet = planHandRecordsSheet;
/*
 * A Hand records sheet from the boards of a hand-record file (PBN, or a USEBIO HANDSET): one block
 * per board with its dealer, vulnerability, the four hands as a club prints them, HCP, the deal
 * as PBN text, and formulas for the double-dummy tricks (BRIDGE.DDROW), the makeable levels and
 * par (BRIDGE.PAR, BRIDGE.PARCONTRACT with the board number as vulnerability). Where the file
 * has its own table of tricks, a formula compares it with the solver's, so the flag follows the
 * solver's answer. Pure: the pane's writer applies the plan.
 */
const board_1 = require("../core/board");
const deal_1 = require("../core/deal");
const hand_1 = require("../core/hand");
const handRecords_1 = require("../messages/handRecords");
const a1_1 = require("./a1");
const sheetNames_1 = require("./sheetNames");
/** Columns of a board's block, 1-based. */
exports.HAND_RECORD_COLUMNS = {
    label: 1,
    /** North, East, South, West: the hands, then their HCP; the solver's row starts here too. */
    firstHand: 2,
    trickSeats: 7,
    firstTricks: 8,
    makeableSeats: 13,
    firstMakeable: 14,
    par: 19,
    parContract: 20,
    /** After the solver's 20 cells (B:U): the comparison with the file's tricks. */
    comparison: 22,
};
/** Rows of a board's block from its first row. */
exports.HAND_RECORD_ROWS = {
    board: 0,
    deal: 1,
    headers: 2,
    /** ♠ ♥ ♦ ♣, then the tricks and makeable levels of N E S W on the same four rows. */
    firstSuit: 3,
    hcp: 7,
    solver: 8,
    fileTricks: 9,
};
const FIRST_BLOCK_ROW = 4;
const STRAINS = 5;
const SEATS = 4;
const TABLE_CELLS = SEATS * STRAINS;
/** Rows a board's block takes, the blank row after it included. */
function blockHeight(board) {
    return (fileTricksOf(board) ? exports.HAND_RECORD_ROWS.fileTricks : exports.HAND_RECORD_ROWS.solver) + 2;
}
/** The file's own tricks: [DoubleDummyTricks], else [OptimumResultTable]. */
function fileTricksOf(board) {
    var _a;
    return (_a = board.doubleDummyTricks) !== null && _a !== void 0 ? _a : board.optimumResultTable;
}
/** "♠ AKJ5", "♥ —": a suit's line of a hand, never read as a number. */
function suitLine(hand, suit) {
    var _a, _b;
    return `${(_a = deal_1.SUIT_SYMBOLS[suit]) !== null && _a !== void 0 ? _a : ""} ${(0, deal_1.formatHolding)((_b = hand[suit]) !== null && _b !== void 0 ? _b : 0) || hand_1.VOID}`;
}
/** The solver's cell of a seat and strain in the board's DDROW row (N, E, S, W; each C..NT). */
function solverCell(row, seat, strain) {
    return (0, a1_1.cellAddress)(exports.HAND_RECORD_COLUMNS.firstHand + seat * STRAINS + strain, row);
}
function lawTwoNote(labels, disagreement) {
    if (!disagreement)
        return "";
    const seat = (letter) => { var _a; return (_a = labels.seats[deal_1.SEAT_ORDER.indexOf(letter)]) !== null && _a !== void 0 ? _a : letter; };
    const { dealer, vulnerability } = disagreement;
    return labels.lawTwo(disagreement.board, dealer && { file: seat(dealer.file), law: seat(dealer.law) }, vulnerability && {
        file: labels.vulnerabilities[vulnerability.file],
        law: labels.vulnerabilities[vulnerability.law],
    });
}
function planBoard(board, top, labels, disagreement) {
    var _a, _b, _c;
    const C = exports.HAND_RECORD_COLUMNS;
    const row = (name) => top + exports.HAND_RECORD_ROWS[name];
    const at = (column, name) => (0, a1_1.cellAddress)(column, row(name));
    const dealCell = `$${(0, a1_1.columnLetters)(C.firstHand)}$${row("deal")}`;
    const boardCell = at(C.firstHand, "board");
    const dealer = (_a = board.dealer) !== null && _a !== void 0 ? _a : (0, board_1.dealerForBoard)(board.board);
    const vulnerability = (_b = board.vulnerability) !== null && _b !== void 0 ? _b : (0, board_1.vulnerabilityForBoard)(board.board);
    const seats = [0, 1, 2, 3];
    const strains = [0, 1, 2, 3, 4];
    const trick = (seat, strain) => (0, a1_1.cellAddress)(C.firstTricks + strain, row("firstSuit") + seat);
    const table = (0, a1_1.rangeAddress)(C.firstTricks, row("firstSuit"), C.firstTricks + 4, row("hcp") - 1);
    const blocks = [
        {
            address: at(C.label, "board"),
            values: [
                [
                    labels.board,
                    board.board,
                    labels.dealer,
                    (_c = labels.seats[deal_1.SEAT_ORDER.indexOf(dealer)]) !== null && _c !== void 0 ? _c : dealer,
                    labels.vulnerability,
                    labels.vulnerabilities[vulnerability],
                    lawTwoNote(labels, disagreement),
                ],
                [labels.deal, board.deal ? (0, deal_1.formatDeal)(board.deal, dealer) : ""],
            ],
        },
        {
            address: at(C.firstHand, "headers"),
            values: [
                [
                    ...labels.seats,
                    "",
                    labels.doubleDummy,
                    ...labels.strains,
                    labels.makeable,
                    ...labels.strains,
                    labels.par,
                    labels.parContract,
                ],
            ],
        },
        {
            address: at(C.trickSeats, "firstSuit"),
            values: seats.map((seat) => { var _a; return [(_a = labels.seats[seat]) !== null && _a !== void 0 ? _a : ""]; }),
        },
        {
            address: at(C.makeableSeats, "firstSuit"),
            values: seats.map((seat) => { var _a; return [(_a = labels.seats[seat]) !== null && _a !== void 0 ? _a : ""]; }),
        },
        {
            address: at(C.label, "hcp"),
            values: [[labels.hcp], [labels.solverTricks]],
        },
        {
            address: at(C.firstHand, "hcp"),
            formulas: [deal_1.SEAT_ORDER.map((seat) => `=BRIDGE.HCP(${dealCell}, "${seat}")`)],
        },
        { address: at(C.firstHand, "solver"), formulas: [[`=BRIDGE.DDROW(${dealCell})`]] },
        {
            address: at(C.firstTricks, "firstSuit"),
            formulas: seats.map((seat) => strains.map((strain) => {
                const cell = solverCell(row("solver"), seat, strain);
                return `=IF(ISNUMBER(${cell}), ${cell}, "")`;
            })),
        },
        {
            address: at(C.firstMakeable, "firstSuit"),
            formulas: seats.map((seat) => strains.map((strain) => {
                const cell = trick(seat, strain);
                return `=IF(ISNUMBER(${cell}), IF(${cell} - 6 >= 1, ${cell} - 6, ""), "")`;
            })),
        },
        {
            address: at(C.par, "firstSuit"),
            formulas: [
                [`=BRIDGE.PAR(${table}, ${boardCell})`, `=BRIDGE.PARCONTRACT(${table}, ${boardCell})`],
            ],
        },
    ];
    if (board.deal) {
        blocks.push({
            address: at(C.firstHand, "firstSuit"),
            values: [0, 1, 2, 3].map((suit) => board.deal ? board.deal.hands.map((hand) => suitLine(hand, suit)) : []),
        });
    }
    const highlights = [];
    const fileTricks = fileTricksOf(board);
    if (fileTricks) {
        const solver = (0, a1_1.rangeAddress)(C.firstHand, row("solver"), C.firstHand + TABLE_CELLS - 1, row("solver"));
        const file = (0, a1_1.rangeAddress)(C.firstHand, row("fileTricks"), C.firstHand + TABLE_CELLS - 1, row("fileTricks"));
        const flag = at(C.comparison, "fileTricks");
        blocks.push({ address: at(C.label, "fileTricks"), values: [[labels.fileTricks, ...fileTricks.flat()]] }, {
            address: flag,
            formulas: [
                [
                    `=IF(COUNT(${solver}) < ${TABLE_CELLS}, "", IF(SUMPRODUCT(--(${solver} = ${file})) = ${TABLE_CELLS}, "${labels.agrees}", "${labels.differs}"))`,
                ],
            ],
        });
        highlights.push({ address: flag, formula: `=${flag}="${labels.differs}"` });
    }
    return {
        blocks,
        headers: [
            (0, a1_1.rangeAddress)(C.label, row("board"), C.label + 5, row("board")),
            (0, a1_1.rangeAddress)(C.firstHand, row("headers"), C.parContract, row("headers")),
        ],
        highlights,
    };
}
/** The plan of one new Hand records sheet, on a free name; shown when built. */
function planHandRecords(options) {
    const labels = (0, handRecords_1.handRecordLabels)(options.language);
    const [name = labels.sheet] = (0, sheetNames_1.freeSheetNames)(labels.sheet, [""], options.existingSheets);
    return { sheets: [planHandRecordsSheet(options, name)], names: [], activate: name };
}
/** A pairs session's Hand records sheet, as ./pairsSession.ts asks for it (its options). */
function planSessionHandRecords(language) {
    return (boards, name) => planHandRecordsSheet({ boards, disagreements: [], language }, name);
}
/** The Hand records sheet on a name the caller found free (a session's "B Hand records"). */
function planHandRecordsSheet(options, name) {
    const labels = (0, handRecords_1.handRecordLabels)(options.language);
    const byBoard = new Map(options.disagreements.map((found) => [found.board, found]));
    const disagreeing = options.disagreements.map((found) => found.board);
    const blocks = [
        {
            address: "A1",
            values: [
                [labels.title(options.boards.length)],
                [disagreeing.length > 0 ? labels.lawTwoBoards(disagreeing) : ""],
            ],
        },
    ];
    const headerAddresses = ["A1"];
    const highlights = [];
    let top = FIRST_BLOCK_ROW;
    for (const board of options.boards) {
        const planned = planBoard(board, top, labels, byBoard.get(board.board));
        blocks.push(...planned.blocks);
        headerAddresses.push(...planned.headers);
        highlights.push(...planned.highlights);
        top += blockHeight(board);
    }
    return {
        role: "handRecords",
        name,
        blocks,
        headerAddresses,
        headerRows: 1,
        columnWidths: [
            84, 84, 84, 84, 84, 60, 60, 24, 24, 24, 24, 24, 60, 24, 24, 24, 24, 24, 48, 84, 8, 48,
        ],
        numberFormats: [],
        validations: [],
        highlights,
    };
}
