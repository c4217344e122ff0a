"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.travellerColumns = travellerColumns;
exports.boardScores = boardScores;
/** Realistic benchmark data: traveller lines and boards' North-South scores, reproducible. */
const support_1 = require("./support");
const LEVELS = [1, 2, 3, 4, 5, 6, 7];
const STRAINS = ["C", "D", "H", "S", "NT"];
const DOUBLINGS = ["", "X", "XX"];
const SEATS = ["N", "E", "S", "W"];
/** `rows` traveller lines as the columns of a sheet: contract text such as "4SX", tricks, board, declarer. */
function travellerColumns(rows, seed = 1) {
    const random = (0, support_1.randomSource)(seed);
    const contract = [];
    const tricks = [];
    const board = [];
    const declarer = [];
    for (let i = 0; i < rows; i++) {
        const level = (0, support_1.pick)(random, LEVELS);
        const doubling = random() < 0.9 ? "" : (0, support_1.pick)(random, DOUBLINGS);
        contract.push([`${level}${(0, support_1.pick)(random, STRAINS)}${doubling}`]);
        tricks.push([Math.max(0, Math.min(13, level + 6 + Math.floor(random() * 5) - 2))]);
        board.push([1 + Math.floor(random() * 32)]);
        declarer.push([(0, support_1.pick)(random, SEATS)]);
    }
    return { contract, tricks, board, declarer };
}
/** A board's North-South scores for a field of `size` results (ties included, as real boards have). */
function boardScores(size, seed = 2) {
    const random = (0, support_1.randomSource)(seed);
    const common = [
        -1430, -650, -620, -200, -170, -140, -110, -100, -50, 50, 90, 100, 110, 120, 140, 170, 200, 300,
        420, 450, 500, 620, 650, 1430,
    ];
    return Array.from({ length: size }, () => random() < 0.7 ? (0, support_1.pick)(random, common) : Math.round((random() - 0.5) * 300) * 10);
}
