"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.boardsOfLines = boardsOfLines;
exports.pairsSessionOfMovement = pairsSessionOfMovement;
exports.pairsSessionOfTables = pairsSessionOfTables;
exports.movementLines = movementLines;
exports.pairsOfLines = pairsOfLines;
/** The boards of some lines, ascending, each once. */
function boardsOfLines(lines) {
    return [...new Set(lines.map((line) => line.board))].sort((a, b) => a - b);
}
/** A session of a movement: its lines and pairs, nothing typed yet. */
function pairsSessionOfMovement(movement, scoring, name) {
    const lines = movementLines(movement);
    return {
        name,
        scoring,
        lines,
        pairs: pairsOfLines(lines, movement.fields),
        boards: movement.boards,
        fields: movement.fields,
        maxPairs: 2 * movement.tables,
    };
}
/** A session with no movement: `tables` lines per board, the scorer types the pairs. */
function pairsSessionOfTables(tables, boards, scoring, name) {
    return {
        name,
        scoring,
        lines: boards.flatMap((board) => Array.from({ length: tables }, () => ({ board }))),
        pairs: [],
        boards,
        fields: undefined,
        maxPairs: 2 * tables,
    };
}
/** One line per table per board, by board and then by round, as travellers are kept. */
function movementLines(movement) {
    const lines = movement.seatings.flatMap((seating) => seating.boards.map((board) => ({
        board,
        round: seating.round,
        table: seating.table,
        ns: seating.ns,
        ew: seating.ew,
    })));
    return lines.sort((a, b) => a.board - b.board || a.round - b.round || a.table - b.table);
}
/**
 * The pairs of a session's lines, North-South's then East-West's, each by number. Two fields
 * ("TWO"): a pair per id and side, so a Mitchell's NS 1 and EW 1 are two pairs. One field: a
 * pair per id, no direction. Not said (pair ids such as "1NS"): a pair per id, with the side it
 * sat when it sat only one.
 */
function pairsOfLines(lines, fields) {
    const seen = new Map();
    const see = (pair, side) => {
        var _a;
        if (pair === undefined || pair === "")
            return;
        const id = String(pair).trim().toUpperCase();
        const key = fields === "TWO" ? `${id}|${side}` : id;
        const entry = (_a = seen.get(key)) !== null && _a !== void 0 ? _a : { pair, sides: new Set() };
        entry.sides.add(side);
        seen.set(key, entry);
    };
    for (const line of lines) {
        see(line.ns, "NS");
        see(line.ew, "EW");
    }
    const rows = [...seen.values()].map(({ pair, sides }) => {
        const [only] = sides;
        return fields === "ONE" || sides.size !== 1 || only === undefined
            ? { pair }
            : { pair, direction: only };
    });
    const order = (row) => (row.direction === "EW" ? 1 : 0);
    // By number as people number pairs ("2NS" before "10NS"); core's compareLabels would bring
    // the core's label messages into the pane's script.
    const byNumber = (a, b) => String(a.pair).localeCompare(String(b.pair), "en", { numeric: true, sensitivity: "base" });
    return rows.sort((a, b) => order(a) - order(b) || byNumber(a, b));
}
