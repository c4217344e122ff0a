"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SHAPES_KEPT = void 0;
exports.columnBeingScored = columnBeingScored;
exports.isBlankResult = isBlankResult;
exports.isBlankAsGiven = isBlankAsGiven;
exports.seatOIn = seatOIn;
exports.bareNumbersIn = bareNumbersIn;
const score_1 = require("../messages/functions/score");
const contract_1 = require("../core/contract");
const seatWords_1 = require("../core/seatWords");
const vulnerabilityWords_1 = require("../core/vulnerabilityWords");
const errors_1 = require("../core/errors");
const result_1 = require("../core/result");
const usualLine_1 = require("../core/usualLine");
const arguments_1 = require("./arguments");
const rememberReading_1 = require("./rememberReading");
/**
 * A plain object, not a class instance: see rememberingReader. `seatO` may be given as the
 * function that finds it (seatOIn, which looks at every declarer): called once, when a declarer
 * first reads as "O", which most columns never do. (How bare numbers read is found before the
 * call, in one pass over the results: found when a line first needed it, in the middle of the
 * column, it cost a column of tricks half its speed, the engine's optimized code for the column
 * being thrown away on every call.)
 */
function columnBeingScored(bareNumbers = "tricks", bareC = "clubs", seatO = "west") {
    let seatOFound = typeof seatO === "function" ? undefined : seatO;
    const seatOOfCall = () => (seatOFound !== null && seatOFound !== void 0 ? seatOFound : (seatOFound = seatO()));
    const strains = { french: false, bareC: false };
    // Bounded here too, so that scoreOfUsualLine never reads what scoreOfAnyLine would refuse.
    const contracts = (0, rememberReading_1.rememberingReader)((text) => {
        const reading = (0, contract_1.readContractCell)((0, arguments_1.boundedText)(text, "contract", score_1.SCORE_ARGUMENTS.contract.accepts), "contract", bareC);
        if (reading.strainNotation === "French")
            strains.french = true;
        if (reading.strainNotation === "English C")
            strains.bareC = true;
        return reading;
    });
    const seats = (0, rememberReading_1.rememberingReader)((text) => (0, seatWords_1.parseDeclarer)((0, arguments_1.boundedText)(text, "declarer", score_1.SCORE_ARGUMENTS.declarer.accepts), seatOOfCall));
    const vulnerabilities = (0, rememberReading_1.rememberingReader)((text) => (0, vulnerabilityWords_1.parseVulnerability)((0, arguments_1.boundedText)(text, "vulnerability", score_1.SCORE_ARGUMENTS.vulnerability.accepts)));
    const contractRows = (0, rememberReading_1.rememberingReader)((text) => (0, usualLine_1.contractRowOf)(contracts.read(text)));
    const relativeResults = (0, rememberReading_1.rememberingReader)((text) => {
        const relative = (0, result_1.parseRelativeResult)((0, arguments_1.boundedText)(text, "result", score_1.SCORE_ARGUMENTS.result.accepts));
        if (relative === undefined)
            throw new errors_1.BridgeInputError("result", text, score_1.SCORE_ARGUMENTS.result.accepts);
        return relative;
    });
    return {
        contracts,
        contractRows,
        seats,
        vulnerabilities,
        relativeResults,
        bareNumbers,
        bareC,
        strains,
        line: {
            contract: "",
            result: undefined,
            vulnerability: false,
            doubling: undefined,
            declarer: undefined,
            bareNumbers,
        },
        contract: readContract,
        seat: readSeat,
        vulnerability: readVulnerability,
    };
}
// The readers' methods, declared once (see rememberingReader).
function readContract(text) {
    return this.contracts.read(text);
}
function readSeat(text) {
    return this.seats.read(text);
}
function readVulnerability(value) {
    return typeof value === "string" ? this.vulnerabilities.read(value) : (0, vulnerabilityWords_1.parseVulnerability)(value);
}
/**
 * A column kept for the life of the add-in, with a call's record of its results (bareNumbersIn):
 * the engine keeps the hidden shapes of a call's objects only while some object has them, and
 * its optimized code holds them only weakly, so a garbage collection between two calls dropped
 * them and threw that code away (`node --trace-deopt`: "weak objects"), to be optimized again
 * on the next call.
 */
exports.SHAPES_KEPT = [columnBeingScored(), (0, result_1.noResultsSeen)()];
/** A result cell that is blank: blank, "", an omitted argument, or 0 (desktop Excel's empty cell). */
function isBlankResult(cell) {
    return cell === 0 || isBlankAsGiven(cell);
}
/**
 * A cell that reads as blank, read or as Excel passed it (null, ""): the short path sees a
 * range's cells unread. Text of spaces, also blank, is left to the full reading.
 */
function isBlankAsGiven(cell) {
    return cell === null || cell === undefined || cell === "" || (0, arguments_1.isBlank)(cell);
}
/**
 * How the call's declarers read "O" (see SeatO): ambiguous when any of them is a Dutch or German
 * seat word (isEastAsOWord), else West. Each cell is looked at, so BRIDGE.SCORE calls this only
 * when a declarer reads as "O".
 */
function seatOIn(declarers) {
    if (!Array.isArray(declarers))
        return marksOAsEast(declarers) ? "ambiguous" : "west";
    for (const row of declarers) {
        if (!Array.isArray(row)) {
            if (marksOAsEast(row))
                return "ambiguous";
            continue;
        }
        for (const cell of row)
            if (marksOAsEast(cell))
                return "ambiguous";
    }
    return "west";
}
function marksOAsEast(cell) {
    return typeof cell === "string" && cell.length <= 8 && (0, seatWords_1.isEastAsOWord)(cell);
}
/**
 * How the call reads bare numbers in its result argument (see bareNumbersOf), from every cell
 * of it that holds a number or text (a data-type value by its basic value).
 */
function bareNumbersIn(result) {
    const seen = (0, result_1.noResultsSeen)();
    if (!Array.isArray(result))
        noteCell(result, seen);
    else {
        const rows = result;
        for (let r = 0; r < rows.length; r++) {
            const row = rows[r];
            if (!Array.isArray(row))
                noteCell(row, seen);
            else
                for (let c = 0; c < row.length; c++)
                    noteCell(row[c], seen);
        }
    }
    return (0, result_1.bareNumbersOf)(seen);
}
function noteCell(value, seen) {
    if (typeof value === "number")
        (0, result_1.noteResult)(value, seen);
    else if (typeof value === "string")
        (0, result_1.noteResult)(value, seen);
    else if (typeof value === "object" && value !== null) {
        // An Excel data-type value, by its basic value (see readCell).
        const basic = value.basicValue;
        if (typeof basic === "number" || typeof basic === "string")
            (0, result_1.noteResult)(basic, seen);
    }
}
