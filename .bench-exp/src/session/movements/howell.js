"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.storedHowells = storedHowells;
exports.findStoredHowell = findStoredHowell;
exports.howellMovement = howellMovement;
const storedHowells_1 = require("./storedHowells");
/** The stored Howell movements, for the pane's list: 4 to 14 pairs. */
function storedHowells() {
    return storedHowells_1.STORED_HOWELLS;
}
function findStoredHowell(id) {
    return storedHowells_1.STORED_HOWELLS.find((howell) => howell.id === id);
}
/**
 * A stored Howell with its boards renumbered from `firstBoard` (the tables number them from 1).
 * Every pair is in one field.
 */
function howellMovement(howell, firstBoard) {
    var _a;
    const seatings = howell.rounds.flatMap((tables, index) => tables.map(([table, ns, ew, boards]) => ({
        round: index + 1,
        table,
        ns,
        ew,
        boards: boards.map((board) => board - 1 + firstBoard),
    })));
    const plays = new Map();
    for (const seating of seatings)
        for (const board of seating.boards)
            plays.set(board, ((_a = plays.get(board)) !== null && _a !== void 0 ? _a : 0) + 1);
    const boards = [...plays.keys()].sort((a, b) => a - b);
    return {
        kind: "howell",
        tables: howell.tables,
        rounds: howell.rounds.length,
        boards,
        seatings,
        fields: "ONE",
        playsPerBoard: sameForEvery([...plays.values()]),
    };
}
function sameForEvery(counts) {
    const first = counts[0];
    return counts.every((count) => count === first) ? first : undefined;
}
