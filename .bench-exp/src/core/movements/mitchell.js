"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mitchellMovement = mitchellMovement;
exports.mitchellMaxRounds = mitchellMaxRounds;
exports.mitchellUsualRounds = mitchellUsualRounds;
const movement_1 = require("./movement");
/**
 * A Mitchell: North-South pair t stays at table t; East-West pairs move up one table and boards
 * down one table each round. Table t starts with board set t (sets of `boardsPerRound` boards),
 * so every set is in play every round and each board is played `rounds` times. With an even
 * number of tables the East-West pairs skip a table after half the tables' rounds, or they would
 * meet the boards they have played (E.T. Baker's skip Mitchell; bridgecentral.com, "Skip
 * Mitchell"). Pairs are numbered 1..tables in each direction; the two directions are ranked apart.
 */
function mitchellMovement(options) {
    const { tables, rounds, boardsPerRound, firstBoard } = options;
    const seatings = [];
    for (let round = 1; round <= rounds; round += 1) {
        const moves = round - 1 + skipsBefore(round, tables);
        for (let table = 1; table <= tables; table += 1) {
            const set = wrap(table - 1 + round - 1, tables);
            seatings.push({
                round,
                table,
                ns: table,
                ew: wrap(table - 1 - moves, tables) + 1,
                boards: (0, movement_1.boardRange)(firstBoard + set * boardsPerRound, boardsPerRound),
            });
        }
    }
    return {
        kind: "mitchell",
        tables,
        rounds,
        boards: (0, movement_1.boardRange)(firstBoard, tables * boardsPerRound),
        seatings,
        fields: "TWO",
        playsPerBoard: rounds,
    };
}
/** The most rounds a Mitchell of this size has: one per table. */
function mitchellMaxRounds(tables) {
    return tables;
}
/**
 * The usual length: every table's boards once; with an even number of tables one round less,
 * since the last round would meet the first round's opponents again (the "revenge round").
 */
function mitchellUsualRounds(tables) {
    return tables % 2 === 0 && tables > 1 ? tables - 1 : tables;
}
/** The skip: with an even number of tables, one extra table moved from round tables/2 + 1 on. */
function skipsBefore(round, tables) {
    return tables % 2 === 0 && round > tables / 2 ? 1 : 0;
}
function wrap(value, modulus) {
    return ((value % modulus) + modulus) % modulus;
}
