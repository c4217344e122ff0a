"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TABLE_STRAINS = void 0;
exports.solveStrain = solveStrain;
exports.solveTable = solveTable;
/**
 * The driver (after DDS's CalcDDtable and SolveBoard): the double-dummy table of a deal, tricks
 * each seat takes as declarer in each strain, found by the search (search.ts) one zero-window
 * question at a time.
 *
 * Per strain, the four opening leaders share one transposition table, and each search starts
 * from the previous leader's answer: North-South's tricks seldom move by more than one when the
 * lead passes to the next seat. Each answer is found by zero-window searches stepping from the
 * guess (MTD(f)): the bounds the table keeps make the repeated searches cheap.
 */
const position_1 = require("./position");
const firstGuess_1 = require("./firstGuess");
const search_1 = require("./search");
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { ceil, max, min } = Math;
/** Columns of a double-dummy table, as BRIDGE.PAR reads it: C D H S NT (suit indexes, NT 4). */
exports.TABLE_STRAINS = [3, 2, 1, 0, position_1.NO_TRUMP];
/** North-South's tricks with `leader` on lead, searched from `guess`. */
function solveLeader(leader, guess, observe) {
    let low = 0;
    let high = position_1.solver.tricksLeft;
    let target = min(max(guess, low + 1), high);
    while (low < high) {
        const reached = (0, search_1.canTakeTricks)(leader, target);
        observe === null || observe === void 0 ? void 0 : observe(leader, target, reached);
        if (reached) {
            low = target;
            target = target + 1;
        }
        else {
            high = target - 1;
            target = target - 1;
        }
        target = min(max(target, low + 1), high);
    }
    return low;
}
/**
 * North-South's tricks in one strain for each opening leader N, E, S, W.
 * `strain` is a suit index (♠ 0 .. ♣ 3) or NO_TRUMP; `guess` starts the first search, East's
 * (half the tricks unless told).
 */
function solveStrain(holdings, strain, guess = -1, observe) {
    (0, position_1.loadPosition)(holdings, strain);
    const byLeader = [0, 0, 0, 0];
    if (guess < 0)
        guess = ceil(position_1.solver.tricksLeft / 2);
    // East and West lead against North-South's contracts: solve those first, then North and South.
    for (const leader of [1, 3, 0, 2]) {
        byLeader[leader] = solveLeader(leader, guess, observe);
        guess = byLeader[leader];
    }
    return byLeader;
}
/**
 * The table: rows N E S W (declarer), columns C D H S NT, tricks declarer takes.
 * Declarer's left-hand opponent leads. Each strain's first search starts from a guess from the
 * hands (firstGuess.ts), the others from the last leader's answer.
 */
function solveTable(holdings, observe) {
    const tricks = tricksInHand(holdings);
    const rows = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
    exports.TABLE_STRAINS.forEach((strain, column) => {
        const guess = (0, firstGuess_1.firstGuess)(holdings, strain, tricks);
        const northSouth = solveStrain(holdings, strain, guess, observe === null || observe === void 0 ? void 0 : observe(strain));
        for (let declarer = 0; declarer < 4; declarer++) {
            const ns = northSouth[(declarer + 1) & 3];
            rows[declarer][column] = declarer % 2 === 0 ? ns : tricks - ns;
        }
    });
    return rows;
}
function tricksInHand(holdings) {
    var _a;
    let count = 0;
    for (const mask of (_a = holdings[0]) !== null && _a !== void 0 ? _a : [])
        for (let m = mask; m !== 0; m &= m - 1)
            count++;
    return count;
}
