"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.strainColumn = strainColumn;
/**
 * One piece of a deal's double-dummy table: the tricks each declarer N, E, S, W takes in one
 * strain, a column of BRIDGE.DDTABLE. A hand record's work is cut into these pieces (five per
 * deal) so that the pool of workers (src/excel/ddPool.ts) can share a hand record's hardest
 * deals out among all its workers rather than leaving three idle while one solves a slow deal.
 * The column is solveTable's (src/core/doubleDummy/table.ts) for that strain: the same search,
 * started from the same first guess.
 */
const firstGuess_1 = require("../core/doubleDummy/firstGuess");
const table_1 = require("../core/doubleDummy/table");
/** Declarer's tricks N, E, S, W in `strain` (a suit index ♠ 0 .. ♣ 3, or 4 for notrump). */
function strainColumn(holdings, strain) {
    const tricks = tricksInHand(holdings);
    const northSouth = (0, table_1.solveStrain)(holdings, strain, (0, firstGuess_1.firstGuess)(holdings, strain, tricks));
    // Declarer's left-hand opponent leads; East-West's tricks are what North-South do not take.
    return [0, 1, 2, 3].map((declarer) => {
        const ns = northSouth[(declarer + 1) & 3];
        return declarer % 2 === 0 ? ns : tricks - ns;
    });
}
function tricksInHand(holdings) {
    var _a;
    let count = 0;
    for (const mask of (_a = holdings[0]) !== null && _a !== void 0 ? _a : [])
        for (let m = mask; m !== 0; m &= m - 1)
            count++;
    return count;
}
