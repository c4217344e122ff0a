"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.score = score;
exports.scoreOfUsualLine = scoreOfUsualLine;
exports.scoreOfAnyLine = scoreOfAnyLine;
const score_1 = require("../../messages/functions/score");
const contract_1 = require("../../core/contract");
const travellerLine_1 = require("../../core/travellerLine");
const usualLine_1 = require("../../core/usualLine");
const arguments_1 = require("../arguments");
const displayLanguage_1 = require("../displayLanguage");
const travellerColumn_1 = require("../travellerColumn");
const scoreColumn_1 = require("../scoreColumn");
const { contract: CONTRACT, result: RESULT, vulnerability: VULNERABILITY, doubling: DOUBLING, declarer: DECLARER, } = score_1.SCORE_ARGUMENTS;
/** BRIDGE.SCORE: its arguments and descriptions are declared in src/messages/functions/score.ts. */
function score(contract, result, vulnerability, doubling, declarer) {
    const args = [contract, result, vulnerability, doubling, declarer];
    const bareC = (0, displayLanguage_1.isExcelInFrench)() ? "ambiguous" : "clubs";
    const bareNumbers = (0, scoreColumn_1.bareNumbersIn)(result);
    // How "O" reads is found only when a declarer reads as "O": most columns never do.
    const seatO = () => (0, scoreColumn_1.seatOIn)(declarer);
    const column = (0, scoreColumn_1.columnBeingScored)(bareNumbers, bareC, seatO);
    const answer = (0, travellerColumn_1.liftTravellerColumn)(args, scoreOfUsualLine, scoreCells, column);
    // A French-only strain anywhere in the call makes it a French sheet, where a bare C may be
    // hearts (cœur): read again with C refused. Rare, so the usual call reads once.
    if (bareC === "clubs" && column.strains.french && column.strains.bareC) {
        const french = (0, scoreColumn_1.columnBeingScored)(bareNumbers, "ambiguous", seatO);
        return (0, travellerColumn_1.liftTravellerColumn)(args, scoreOfUsualLine, scoreCells, french);
    }
    return answer;
}
function scoreCells(cells, column) {
    var _a;
    return ((_a = scoreOfUsualLine(cells[0], cells[1], cells[2], cells[3], cells[4], column)) !== null && _a !== void 0 ? _a : scoreOfAnyLine(cells, column));
}
/**
 * A traveller line's values as given (liftTravellerColumn) or as read (readCell) alike, scored
 * by the core's short path for the usual line (scoreUsualLine) when it has no doubling argument:
 * blanks as Excel passes them are its "no result" and "no declarer". Undefined for any other
 * line, read in full by scoreOfAnyLine. (Exported, with scoreOfAnyLine, for the test that holds
 * the two to the same scores.)
 */
function scoreOfUsualLine(contract, result, vulnerability, doubling, declarer, column) {
    if (typeof contract !== "string" || !(0, scoreColumn_1.isBlankAsGiven)(doubling))
        return undefined;
    return (0, usualLine_1.scoreUsualLine)(contract, (0, scoreColumn_1.isBlankResult)(result) ? undefined : result, vulnerability, (0, scoreColumn_1.isBlankAsGiven)(declarer) ? undefined : declarer, column);
}
function scoreOfAnyLine(cells, column) {
    const error = (0, arguments_1.firstErrorIn)(cells);
    if (error)
        return error;
    const contract = (0, arguments_1.readArgument)(CONTRACT, cells[0]);
    if (contract === undefined)
        return "";
    const reading = column.contract(contract);
    // A passed-out board scores 0 whatever the other arguments hold, blank or bad.
    if (reading.contract === contract_1.PASSED_OUT)
        return 0;
    const resultCell = cells[1];
    const resultBlank = (0, scoreColumn_1.isBlankResult)(resultCell);
    // An unfinished row stays blank, unless the contract cell holds the result ("4S+1").
    if (resultBlank && reading.relative === undefined)
        return "";
    const line = column.line;
    line.contract = contract;
    line.result = resultBlank ? undefined : (0, arguments_1.readArgument)(RESULT, resultCell);
    line.vulnerability = (0, arguments_1.readArgument)(VULNERABILITY, cells[2]);
    line.doubling = (0, arguments_1.readArgument)(DOUBLING, cells[3]);
    line.declarer = (0, arguments_1.readArgument)(DECLARER, cells[4]);
    return (0, travellerLine_1.scoreDeal)(line, column);
}
