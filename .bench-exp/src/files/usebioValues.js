"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fieldText = fieldText;
exports.requiredText = requiredText;
exports.numberField = numberField;
exports.wholeNumberField = wholeNumberField;
exports.seatField = seatField;
exports.contractField = contractField;
exports.boardNumberOnce = boardNumberOnce;
const files_1 = require("../messages/files");
const fileError_1 = require("./fileError");
const values_1 = require("./values");
const xml_1 = require("./xml");
/**
 * The values of USEBIO's leaf elements, read strictly where a wrong number would follow (a score,
 * tricks, points), leniently where the writers differ (an element given as an attribute, a seat
 * as "N" or "North", a contract's case). Each failure names the element's line.
 */
/** The text of the child `name`, or its attribute of that name (some writers use attributes). */
function fieldText(element, name) {
    const child = (0, xml_1.childElements)(element, name)[0];
    if (child !== undefined)
        return (0, xml_1.textOf)(child);
    const attribute = element.attributes[name];
    return attribute === undefined ? undefined : attribute.trim();
}
/** The line of the child `name`, else of `element`. */
function lineOf(element, name) {
    var _a, _b;
    return (_b = (_a = (0, xml_1.childElements)(element, name)[0]) === null || _a === void 0 ? void 0 : _a.line) !== null && _b !== void 0 ? _b : element.line;
}
/** A required field: its absence is an error naming the parent's line. */
function requiredText(element, name) {
    const text = fieldText(element, name);
    if (text === undefined || text === "") {
        return (0, fileError_1.failAt)(element.line, (words) => words.missingElement(element.name, name));
    }
    return text;
}
/** A number field; undefined when absent or empty; an error when it is not a number. */
function numberField(element, name) {
    const text = fieldText(element, name);
    if (text === undefined || text === "")
        return undefined;
    const value = Number(text.replace(",", "."));
    if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text) || !Number.isFinite(value)) {
        return (0, fileError_1.failAt)(lineOf(element, name), (words) => words.notANumber(name, text));
    }
    return value;
}
function badValue(element, name, text, form) {
    return (0, fileError_1.failAt)(lineOf(element, name), (words, language) => words.badElementValue(name, text, files_1.FILE_FORMS[language][form]));
}
/** A whole number in [least, most]. */
function wholeNumberField(element, name, least, most, form) {
    const text = fieldText(element, name);
    if (text === undefined || text === "")
        return undefined;
    if (!/^\d+$/.test(text) || Number(text) < least || Number(text) > most) {
        return badValue(element, name, text, form);
    }
    return Number(text);
}
function seatField(element, name) {
    var _a;
    const text = fieldText(element, name);
    if (text === undefined || text === "")
        return undefined;
    return (_a = (0, values_1.seatOfText)(text)) !== null && _a !== void 0 ? _a : badValue(element, name, text, "seat");
}
/** A contract field, normalised (see normaliseContract). */
function contractField(element, name) {
    const text = fieldText(element, name);
    if (text === undefined || text === "")
        return undefined;
    const contract = (0, values_1.normaliseContract)(text);
    return contract !== null && contract !== void 0 ? contract : badValue(element, name, text, "contract");
}
/**
 * A BOARD's BOARD_NUMBER, required, and not one `firstLines` (board -> line) already holds: a
 * board listed twice is an error naming both lines.
 */
function boardNumberOnce(board, firstLines) {
    const number = wholeNumberField(board, "BOARD_NUMBER", 1, Number.MAX_SAFE_INTEGER, "board");
    if (number === undefined) {
        return (0, fileError_1.failAt)(board.line, (words) => words.missingElement("BOARD", "BOARD_NUMBER"));
    }
    const first = firstLines.get(number);
    if (first !== undefined)
        (0, fileError_1.failAt)(board.line, (words) => words.boardTwice(number, first));
    firstLines.set(number, board.line);
    return number;
}
