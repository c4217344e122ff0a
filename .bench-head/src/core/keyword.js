"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.keywordsOf = keywordsOf;
exports.readKeyword = readKeyword;
const errors_1 = require("./errors");
const notation_1 = require("./notation");
/** Keywords whose words are their own values, as every setting's are so far. */
function keywordsOf(words, argument, forms, byDefault) {
    return { words: new Map(words.map((word) => [word, word])), argument, forms, byDefault };
}
/**
 * A keyword setting's value: the default when it is left out, else the word read without case
 * or spaces; any other text is refused naming the argument and the words it accepts.
 * @example readKeyword(CROSS_IMPS_METHODS, " sum ") // "SUM"
 */
function readKeyword(keywords, text, argument = keywords.argument) {
    if (text === undefined)
        return keywords.byDefault;
    const value = keywords.words.get((0, notation_1.foldNotation)(text));
    if (value === undefined)
        throw new errors_1.BridgeInputError(argument, text, keywords.forms);
    return value;
}
