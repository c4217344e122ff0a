"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LEAST_MEDIAN_OF_SIDE_SUMS = exports.TRICK_TABLE_STRAINS = exports.TRICK_TABLE_SEATS = void 0;
exports.badTricks = badTricks;
exports.medianOfSideSums = medianOfSideSums;
exports.checkTrickTable = checkTrickTable;
const errors_1 = require("../messages/errors");
const inputProblems_1 = require("../messages/inputProblems");
const errors_2 = require("./errors");
exports.TRICK_TABLE_SEATS = ["N", "E", "S", "W"];
exports.TRICK_TABLE_STRAINS = ["C", "D", "H", "S", "NT"];
/**
 * The error for a cell of a table that holds no trick count 0-13, naming the cell by its seat
 * and strain in each language ("the tricks of South in notrump are "ten"").
 */
function badTricks(argument, seat, strain, received) {
    return new errors_2.BridgeInputError(argument, received, errors_1.ACCEPTED_FORMS.trickTable, (0, inputProblems_1.inEachLanguage)(inputProblems_1.TRICK_TABLE_PROBLEMS, (language, words) => words.tricksOf(words.tableCell(seat, strain), (0, errors_2.describeValue)(received, language))));
}
/**
 * The least median, over the five strains, of the ten sums "North's tricks + East's" and "South's
 * + West's" that a double-dummy table may have. In a real table each sum is 13 give or take the
 * difference the opening lead makes; measured on DDS's 1,000 test deals the median was never
 * below 9 (notes, section 12). A grid of levels (tricks minus 6, 0-7) has sums of 0 to 8.
 */
exports.LEAST_MEDIAN_OF_SIDE_SUMS = 9;
/** The ten sums N+E and S+W of a table's five strains, and their median. */
function medianOfSideSums(table) {
    const sums = [];
    for (let strain = 0; strain < 5; strain++) {
        const at = (seat) => table[seat][strain];
        sums.push(at(0) + at(1), at(2) + at(3));
    }
    sums.sort((a, b) => a - b);
    return (sums[4] + sums[5]) / 2;
}
/**
 * Checks that `table` is a double-dummy table (4 x 5 whole numbers 0-13 whose sides' tricks add
 * up to about 13 in each strain) and returns it. A grid of contract levels, which some hand
 * records print as "makeable contracts", is refused with a message saying so: reading it as
 * tricks would give a par that looks right and is wrong.
 */
function checkTrickTable(table, argument = "tricks") {
    if (table.length !== 4 || table.some((row) => row.length !== 5)) {
        throw new errors_2.BridgeInputError(argument, undefined, errors_1.ACCEPTED_FORMS.trickTable, (0, inputProblems_1.inEachLanguage)(inputProblems_1.TRICK_TABLE_PROBLEMS, (_, words) => words.rowCount(table.length)));
    }
    table.forEach((row, seat) => row.forEach((tricks, strain) => {
        if (!(Number.isInteger(tricks) && tricks >= 0 && tricks <= 13)) {
            throw badTricks(argument, seat, strain, tricks);
        }
    }));
    const median = medianOfSideSums(table);
    if (median < exports.LEAST_MEDIAN_OF_SIDE_SUMS) {
        const levels = table.every((row) => row.every((tricks) => tricks <= 7));
        throw new errors_2.BridgeInputError(argument, undefined, errors_1.ACCEPTED_FORMS.trickTable, (0, inputProblems_1.inEachLanguage)(inputProblems_1.TRICK_TABLE_PROBLEMS, (language, words) => {
            const shown = (0, errors_2.describeValue)(median, language);
            return levels ? words.levelsGrid(shown) : words.sidesDoNotAddUp(shown);
        }));
    }
    return table;
}
