"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BridgeInputError = void 0;
exports.describeValue = describeValue;
const errors_1 = require("../messages/errors");
/**
 * The one error the core throws for bad input. Its message is built in one place, from the
 * templates of src/messages/errors.ts, so every function reports a bad argument the same way:
 * which argument, what it got, what it accepts. `message` is English; `messageIn(language)` is
 * what the adapter shows in Excel's display language. Anything else that escapes the core is a
 * bug, not an input error.
 */
class BridgeInputError extends Error {
    /**
     * `problem`, when given, says what is wrong with a value whose form alone does not tell, and
     * stands in place of "got …": "deal: ♠Q appears twice in "N:…"; expected …".
     */
    constructor(argument, received, accepted, problem) {
        super(inputErrorMessage(argument, received, accepted, problem, "en"));
        this.name = "BridgeInputError";
        this.argument = argument;
        this.received = describeValue(received);
        this.accepted = (0, errors_1.acceptedIn)(accepted, "en");
        this.receivedValue = received;
        this.acceptedForms = accepted;
        this.problem = problem;
    }
    /** The same error for an argument named otherwise: a line of a table ("scores, row 3"). */
    forArgument(argument) {
        return new BridgeInputError(argument, this.receivedValue, this.acceptedForms, this.problem);
    }
    /** The message in a language of src/messages. */
    messageIn(language) {
        if (language === "en")
            return this.message;
        return inputErrorMessage(this.argument, this.receivedValue, this.acceptedForms, this.problem, language);
    }
}
exports.BridgeInputError = BridgeInputError;
function inputErrorMessage(argument, received, accepted, problem, language) {
    const texts = errors_1.ERROR_TEXTS[language];
    if (problem !== undefined) {
        return texts.invalidArgumentProblem(argument, (0, errors_1.acceptedIn)(problem, language), (0, errors_1.acceptedIn)(accepted, language));
    }
    return texts.invalidArgument(argument, describeValue(received, language), (0, errors_1.acceptedIn)(accepted, language));
}
const MAX_SHOWN_LENGTH = 40;
/**
 * Characters a message shows as \u escapes, since they print as nothing or as a look-alike:
 * controls, invisible format characters (zero-width space, variation selectors U+FE0E/U+FE0F,
 * byte-order mark...), spaces other than the plain one, and dashes that pass for a minus sign.
 */
const SHOWN_ESCAPED = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\uFE00-\uFE0F\u2010-\u2015\u2212]/gu;
function escapeCharacter(character) {
    const code = character.codePointAt(0);
    return code > 0xffff
        ? `\\u{${code.toString(16).toUpperCase()}}`
        : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
/**
 * How a received value is quoted in a message: text in quotes, shortened when long, with
 * invisible characters shown as escapes ("4♠\\uFE0F"); an Excel data-type value by the value it
 * displays, not as [object Object]; TRUE/FALSE and numbers as Excel in that language shows them
 * (VRAI/FAUX and a decimal comma in French).
 */
function describeValue(value, language = "en") {
    const texts = errors_1.ERROR_TEXTS[language];
    if (typeof value === "string") {
        const shown = value.length > MAX_SHOWN_LENGTH ? `${value.slice(0, MAX_SHOWN_LENGTH)}…` : value;
        return `"${shown.replace(/["\\]/g, "\\$&").replace(SHOWN_ESCAPED, escapeCharacter)}"`;
    }
    if (value === null || value === undefined)
        return texts.blank;
    if (typeof value === "number") {
        if (Object.is(value, -0))
            return "0";
        return String(value).replace(".", texts.decimalSeparator);
    }
    if (typeof value === "boolean")
        return value ? texts.trueFalse[0] : texts.trueFalse[1];
    if (typeof value === "object")
        return describeObject(value, language);
    // Objects were described above: what is left is a primitive, shown as String shows it.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    const shown = String(value);
    const upper = shown.toUpperCase();
    if (upper === "TRUE")
        return texts.trueFalse[0];
    if (upper === "FALSE")
        return texts.trueFalse[1];
    return shown;
}
/**
 * An Excel data-type value (custom-functions-data-types-concepts: { type, basicValue } for
 * Double, String, Boolean, FormattedNumber, Error; { type: "Entity", text, properties }) by what
 * its cell displays; a range inside a cell, which Excel never sends, as such.
 */
function describeObject(value, language) {
    const texts = errors_1.ERROR_TEXTS[language];
    if (Array.isArray(value))
        return texts.rangeInCell;
    const { type, basicValue, text } = value;
    const kind = texts.excelValue(typeof type === "string" ? type : undefined);
    if (typeof text === "string")
        return texts.showing(kind, describeValue(text, language));
    if (basicValue !== undefined && typeof basicValue !== "object")
        return texts.showing(kind, describeValue(basicValue, language));
    return kind;
}
