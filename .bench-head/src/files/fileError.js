"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FileFormatError = void 0;
exports.failAt = failAt;
const files_1 = require("../messages/files");
/**
 * The one error a reader of a club's file throws: the line of the file where it went wrong and
 * what was expected there, in English and French ("line 12: [Deal]: ... East has 12 cards").
 * Nothing is read from a file that throws it: a reader returns the whole file or this.
 */
class FileFormatError extends Error {
    constructor(line, problem) {
        const inLanguage = (language) => {
            const words = files_1.FILE_PROBLEMS[language];
            return words.atLine(line, problem(words, language));
        };
        const text = { en: inLanguage("en"), fr: inLanguage("fr") };
        super(text.en);
        this.name = "FileFormatError";
        this.line = line;
        this.text = text;
    }
    messageIn(language) {
        return this.text[language];
    }
}
exports.FileFormatError = FileFormatError;
/** Throws the FileFormatError of `problem` at `line`. */
function failAt(line, problem) {
    throw new FileFormatError(line, problem);
}
