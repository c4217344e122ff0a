"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RESULTS_COUNT_CELL = exports.drawAddress = exports.DRAW_COLUMN = exports.STANDINGS_ADDRESS = exports.roundPlayedAddress = exports.roundPlayedRow = exports.matchTables = exports.MATCH_FIRST_ROW = exports.vpTableAddress = exports.VP_TABLE_COLUMN = exports.BYE_VPS_CELL = exports.SETTINGS_ROW = exports.SETTINGS_ADDRESS = exports.playedRowOf = exports.PLAYED_FIRST_ROW = exports.PLAYED_COLUMN = exports.entryNames = exports.ENTRY_FIRST_ROW = exports.MOST_EVENT_ROUNDS = void 0;
exports.playedColumn = playedColumn;
/*
 * Where a teams event's sheets keep what the planner and the pane's Draw button read back: the
 * entries, the played-matches table (a row per team per match, rows for every planned round),
 * the event's settings block, the round sheets' blocks. One place, so the build and the draw of
 * a later round agree on every address.
 */
const a1_1 = require("./a1");
/** Most rounds an event plans (a Swiss of 60 entries rarely plays more than 10). */
exports.MOST_EVENT_ROUNDS = 20;
/** The entries sheet: numbers in A, names in B, from row 2. */
exports.ENTRY_FIRST_ROW = 2;
const entryNames = (entries) => `$B$${exports.ENTRY_FIRST_ROW}:$B$${exports.ENTRY_FIRST_ROW + entries - 1}`;
exports.entryNames = entryNames;
/** The played-matches table on the entries sheet: round, team, opponents, VPs, IMPs won, lost. */
exports.PLAYED_COLUMN = { round: 4, team: 5, opponents: 6, vps: 7, impsWon: 8, impsLost: 9 };
exports.PLAYED_FIRST_ROW = 2;
/** Each round takes one row per entry: its matches from both sides, and the bye's row. */
const playedRowOf = (round, entries) => exports.PLAYED_FIRST_ROW + (round - 1) * entries;
exports.playedRowOf = playedRowOf;
function playedColumn(name, entries, rounds) {
    const last = (0, exports.playedRowOf)(rounds + 1, entries) - 1;
    return (0, a1_1.columnRange)(exports.PLAYED_COLUMN[name], exports.PLAYED_FIRST_ROW, last).replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
}
/** The settings block: a label and a value per row, at a fixed place, padded to a fixed size. */
exports.SETTINGS_ADDRESS = `K2:L${2 + 6 + exports.MOST_EVENT_ROUNDS}`;
exports.SETTINGS_ROW = {
    kind: 0,
    entries: 1,
    rounds: 2,
    boards: 3,
    scale: 4,
    byeVps: 5,
    standings: 6,
    /** Then a row per round: its sheet's name. */
    firstRound: 7,
};
/** The bye's VPs cell: the scorer may change it to the event's conditions. */
exports.BYE_VPS_CELL = `$L$${2 + exports.SETTINGS_ROW.byeVps}`;
/** A pasted VP table goes here: margin from, winner's VPs. */
exports.VP_TABLE_COLUMN = 14;
const vpTableAddress = (rows) => (0, a1_1.rangeAddress)(exports.VP_TABLE_COLUMN, 2, exports.VP_TABLE_COLUMN + 1, 1 + rows);
exports.vpTableAddress = vpTableAddress;
/** A round sheet: a match per row from row 2, then (odd entries) the bye's row. */
exports.MATCH_FIRST_ROW = 2;
const matchTables = (entries) => Math.floor(entries / 2);
exports.matchTables = matchTables;
/** The round's played block: `entries` rows of team, opponents, VPs, IMPs won, IMPs lost. */
const roundPlayedRow = (entries) => exports.MATCH_FIRST_ROW + (0, exports.matchTables)(entries) + (entries % 2) + 3;
exports.roundPlayedRow = roundPlayedRow;
const roundPlayedAddress = (entries) => {
    const first = (0, exports.roundPlayedRow)(entries);
    return (0, a1_1.rangeAddress)(1, first, 5, first + entries - 1);
};
exports.roundPlayedAddress = roundPlayedAddress;
/** The standings sheet: names in A, STANDINGS from B1, the draw from SWISSDRAW at K1. */
exports.STANDINGS_ADDRESS = "B1";
exports.DRAW_COLUMN = 11;
/** The draw's cells: a header, a row per table, the bye's row. */
const drawAddress = (entries) => (0, a1_1.rangeAddress)(exports.DRAW_COLUMN, 1, exports.DRAW_COLUMN + 2, 2 + Math.ceil(entries / 2));
exports.drawAddress = drawAddress;
/** How many rows of the played table have VPs: the rounds finished. */
exports.RESULTS_COUNT_CELL = "O2";
