"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FIELD_COUNTS = void 0;
exports.fieldsOfMovement = fieldsOfMovement;
exports.checkPairsOnBoards = checkPairsOnBoards;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const errors_2 = require("./errors");
const keyword_1 = require("./keyword");
/** The fields; left out, they are found from the movement (see fieldsOfMovement). */
exports.FIELD_COUNTS = (0, keyword_1.keywordsOf)(["ONE", "TWO"], "fields", errors_1.ACCEPTED_FORMS.fields, undefined);
/**
 * The fields of a movement, from its pair ids: TWO when every id sits in one direction only (a
 * Mitchell numbered "1NS", "1EW" or 1-7 and 11-17), and TWO when each id found in both
 * directions sits on both sides of some board (a Mitchell numbered 1..n both ways: North-South 1
 * and East-West 1 are two pairs, and both play most boards); otherwise ONE (a Howell: pairs
 * change direction, and never meet themselves on a board).
 */
function fieldsOfMovement(lines, boards) {
    const northSouth = new Set();
    const eastWest = new Set();
    const bothSides = new Set(); // ids on both sides of one board
    const nsHere = new Set();
    const ewHere = new Set();
    for (const board of boards.values()) {
        nsHere.clear();
        ewHere.clear();
        for (const i of board) {
            const line = lines[i];
            nsHere.add(line.ns);
            ewHere.add(line.ew);
        }
        for (const id of nsHere) {
            northSouth.add(id);
            if (ewHere.has(id))
                bothSides.add(id);
        }
        for (const id of ewHere)
            eastWest.add(id);
    }
    const changing = [...northSouth].filter((id) => eastWest.has(id));
    return changing.every((id) => bothSides.has(id)) ? "TWO" : "ONE";
}
/** In one field a pair plays a board once: never on both sides, never on two lines. */
function checkPairsOnBoards(lines, boards, fields, nameOfLine) {
    // The line where each pair sits on the board at hand; one map for both sides in one field.
    const northSouth = new Map();
    const eastWest = fields === "ONE" ? northSouth : new Map();
    for (const [board, indices] of boards) {
        northSouth.clear();
        eastWest.clear();
        for (const i of indices) {
            const line = lines[i];
            seatPair(northSouth, line.ns, i, "ns_pairs", board, nameOfLine);
            seatPair(eastWest, line.ew, i, "ew_pairs", board, nameOfLine);
        }
    }
}
function seatPair(seen, pair, line, argument, board, nameOfLine) {
    const before = seen.get(pair);
    if (before === undefined) {
        seen.set(pair, line);
        return;
    }
    throw new errors_2.BridgeInputError(`${argument}, ${nameOfLine(line)}`, pair, (0, contextForms_1.pairOnceForms)(board, before === line ? undefined : nameOfLine(before)));
}
