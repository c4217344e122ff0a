"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writtenResult = writtenResult;
const contract_1 = require("../core/contract");
const downCount_1 = require("../core/downCount");
/**
 * Tricks taken as a Results sheet must write them for BRIDGE.SCORE: the trick count, or from four
 * down the down count as a negative number, since a bare count that far down is refused as
 * ambiguous (docs/guide/scoring.md, "How results are read"; 3NT with 4 tricks is written -5).
 * @example writtenResult("3NT", 4) // -5
 */
function writtenResult(contract, tricks) {
    const level = Number(contract.trim().charAt(0));
    const down = (0, contract_1.tricksRequired)({ level }) - tricks;
    return level >= 1 && level <= 7 && down >= downCount_1.DOWN_REFUSED_AS_BARE_NUMBER ? -down : tricks;
}
