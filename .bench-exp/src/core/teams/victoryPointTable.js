"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseVictoryPointTable = parseVictoryPointTable;
exports.victoryPointsByTable = victoryPointsByTable;
const teams_1 = require("../../messages/teams");
const errors_1 = require("../errors");
/**
 * Reads an event's own IMP-to-VP table, as clubs print it: a row per band, the lowest IMP margin
 * of the band and the winner's VPs; the loser gets the total minus that (the convention of the
 * ACBL's 20- and 30-VP tables, bridgehands.com/V/Victory_Points.htm, and of the WBF's scales).
 * The top row is the draw, from 0 IMPs, so its VPs are half the total: 10 on a 20-VP table, 15
 * on the 30-VP one and on the old WBF 25-VP one (25-5 its biggest win; its loser's fall below 5
 * for extreme margins would need a loser's column, which these tables do not have). A table
 * whose margins or VPs do not increase row by row, whose first row does not start at 0 (margins
 * left uncovered), or that gives a winner more than the total is refused, naming the row.
 * @example parseVictoryPointTable([[0, 10], [1, 11], [3, 12]]).total // 20
 */
function parseVictoryPointTable(rows, argument = "scale") {
    const refuse = (problem) => {
        throw new errors_1.BridgeInputError(argument, rows, teams_1.TEAMS_FORMS.vpTable, problem);
    };
    if (rows.length === 0)
        refuse(teams_1.TEAMS_PROBLEMS.emptyTable);
    const bands = [];
    let total = 0;
    rows.forEach((row, index) => {
        const [from, winner] = row;
        const number = index + 1;
        // Exactly two columns: a third (a band's upper margin, say) would shift what is read.
        if (row.length !== 2 || !Number.isFinite(from) || !Number.isFinite(winner)) {
            return refuse(teams_1.TEAMS_PROBLEMS.notNumbers(number));
        }
        const band = { from: from, winner: winner };
        const previous = bands[bands.length - 1];
        if (previous === undefined) {
            if (band.from !== 0)
                refuse(teams_1.TEAMS_PROBLEMS.firstBandNotAtZero(band.from));
            total = 2 * band.winner;
        }
        else if (band.from <= previous.from) {
            refuse(teams_1.TEAMS_PROBLEMS.marginNotIncreasing(number, band.from, previous.from));
        }
        else if (band.winner <= previous.winner) {
            refuse(teams_1.TEAMS_PROBLEMS.vpsNotIncreasing(number, band.winner, previous.winner));
        }
        else if (band.winner > total) {
            refuse(teams_1.TEAMS_PROBLEMS.vpsAboveTotal(number, band.winner, total));
        }
        bands.push(band);
    });
    return { bands, total };
}
/**
 * The VPs of the side whose IMP margin is given, on an event's own table: a margin falls in the
 * band with the largest `from` at or below its size, so a fractional margin (a cross-IMP or
 * Butler total) is not rounded: 2.5 IMPs are in the band of 0-2 when the next starts at 3. A
 * negative margin is a loss: the total minus the winner's VPs.
 * @example victoryPointsByTable(-4, parseVictoryPointTable([[0, 10], [1, 11], [3, 12]])) // 8
 */
function victoryPointsByTable(margin, table, argument = "imps") {
    if (!Number.isFinite(margin))
        throw new errors_1.BridgeInputError(argument, margin, teams_1.TEAMS_FORMS.impMargin);
    const size = Math.abs(margin);
    let band = table.bands[0];
    for (const next of table.bands) {
        if (next.from > size)
            break;
        band = next;
    }
    if (margin >= 0)
        return band.winner;
    // Ten decimals: 20 - 13.45 is 6.55, not 6.550000000000001, for tables pasted with decimals.
    return Number((table.total - band.winner).toFixed(10));
}
