"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isBlank = isBlank;
exports.firstErrorIn = firstErrorIn;
exports.boundedText = boundedText;
exports.textArgument = textArgument;
exports.numberOrTextArgument = numberOrTextArgument;
exports.numberArgument = numberArgument;
exports.numberInText = numberInText;
exports.readArgument = readArgument;
const errors_1 = require("../core/errors");
const keyword_1 = require("../core/keyword");
const board_1 = require("../core/board");
const errors_2 = require("../messages/errors");
const notation_1 = require("../core/notation");
const cells_1 = require("./cells");
const errors_3 = require("./errors");
const lift_1 = require("./lift");
/** Blank cell, "" or an omitted argument: the row is not filled in yet. */
function isBlank(cell) {
    return cell === cells_1.BLANK || cell === lift_1.OMITTED;
}
/** The first error value among the cells, to pass on unchanged; otherwise undefined. */
function firstErrorIn(cells) {
    for (const cell of cells)
        if ((0, cells_1.isExcelError)(cell))
            return (0, errors_3.passOn)(cell);
    return undefined;
}
/** Text within MAX_TEXT_LENGTH; longer text is reported as such, naming the argument. */
function boundedText(text, argument, accepted) {
    if (text.length <= cells_1.MAX_TEXT_LENGTH)
        return text;
    throw new errors_1.BridgeInputError(argument, text, (0, errors_2.withTextLimit)(accepted, cells_1.MAX_TEXT_LENGTH));
}
/**
 * A text argument; a number or TRUE/FALSE where text is expected is reported, never guessed at.
 * 0 reads as blank: some desktop builds of Excel pass an empty cell as 0, and no notation is 0.
 */
function textArgument(cell, argument, accepted) {
    if (isBlank(cell) || cell === 0)
        return undefined;
    if (typeof cell === "string")
        return boundedText(cell, argument, accepted);
    throw new errors_1.BridgeInputError(argument, cell, accepted);
}
/** A number or text argument (text is read by the core's notation parsers). */
function numberOrTextArgument(cell, argument, accepted) {
    if (isBlank(cell))
        return undefined;
    if (typeof cell === "number")
        return cell;
    if (typeof cell === "string")
        return boundedText(cell, argument, accepted);
    throw new errors_1.BridgeInputError(argument, cell, accepted);
}
/** A number written as text: "430", "-50", "+1.5", ".5". */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/**
 * A whole number with a thousands separator before each group of three digits, the same
 * separator throughout: "1.430" (German, Dutch, Italian), "1,430" (English), "1 430" (French,
 * with a space or a no-break space), "1'430" (Swiss). Bridge scores are whole multiples of 10, so
 * such text is never a fraction: "1.430" is 1430 points, not 1.43.
 */
const GROUPED_NUMBER = /^[+-]?[1-9]\d{0,2}([.,' ])\d{3}(?:\1\d{3})*$/;
/**
 * A number: numbers, and text that reads as a number in full ("430", " -50 ", "1.430" as 1430).
 * Scientific notation in text ("4.2e2") is refused: no score sheet writes it, and "1E3" could as
 * well be a typing slip.
 */
function numberArgument(cell, argument, accepted) {
    if (isBlank(cell))
        return undefined;
    if (typeof cell === "number")
        return cell;
    if (typeof cell === "string") {
        const value = numberInText(boundedText(cell, argument, accepted));
        if (value !== undefined)
            return value;
    }
    throw new errors_1.BridgeInputError(argument, cell, accepted);
}
/** The number a text holds in full, or undefined; see numberArgument. */
function numberInText(cellText) {
    const text = (0, notation_1.normalizeText)(cellText).replace(/^\s+|\s+$/g, "");
    let value;
    if (GROUPED_NUMBER.test(text))
        value = Number(text.replace(/[.,' ]/g, ""));
    else if (PLAIN_NUMBER.test(text))
        value = Number(text);
    if (value === undefined || !Number.isFinite(value))
        return undefined;
    return value === 0 ? 0 : value;
}
function readArgument(declaration, cell, keywords) {
    const name = declaration.name.en;
    if (declaration.zeroIsBlank && cell === 0) {
        return keywords === undefined ? undefined : (0, keyword_1.readKeyword)(keywords, undefined, name);
    }
    const accepts = declaration.accepts;
    switch (declaration.kind) {
        case "number":
            return numberArgument(cell, name, accepts);
        case "boardNumber": {
            // "Board 7" as a label column writes it reads as 7; other text as numberArgument reads it.
            const written = typeof cell === "string" ? (0, board_1.boardNumberInText)(boundedText(cell, name, accepts)) : undefined;
            const board = written !== null && written !== void 0 ? written : numberArgument(cell, name, accepts);
            // No board is 0: a 0 written as text is a blank too.
            return declaration.zeroIsBlank && board === 0 ? undefined : board;
        }
        case "text":
        case "deal":
            return textArgument(cell, name, accepts);
        case "numberOrText":
        case "team":
            return numberOrTextArgument(cell, name, accepts);
        case "boardVulnerability": {
            if (typeof cell === "boolean")
                throw new errors_1.BridgeInputError(name, cell, accepts);
            return numberOrTextArgument(cell, name, accepts);
        }
        case "vulnerability":
            // Every line has a vulnerability: a blank one is refused, not read as a blank line.
            if (isBlank(cell) || typeof cell === "object")
                throw new errors_1.BridgeInputError(name, isBlank(cell) ? undefined : cell, accepts);
            return typeof cell === "string" ? boundedText(cell, name, accepts) : cell;
        case "keyword":
        case "keywordOrTable": {
            const text = textArgument(cell, name, accepts);
            return keywords === undefined ? text : (0, keyword_1.readKeyword)(keywords, text, name);
        }
        default:
            break;
    }
    throw new Error(`${name}: a ${declaration.kind} argument is read whole, not cell by cell`);
}
