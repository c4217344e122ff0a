"use strict";
/**
 * Text as a scorer's sheet holds it, made comparable: characters that change nothing a scorer
 * meant are taken out or replaced before any notation is read (bridge-scoring-rules.md §11).
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.normalizeText = normalizeText;
exports.foldNotation = foldNotation;
/**
 * Invisible characters that come with pasted or phone-typed text: zero-width space, non-joiner
 * and joiner, word joiner, byte-order mark, soft hyphen, and the variation selectors that make
 * "♠" an emoji ("♠️" is "♠" + U+FE0F).
 */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFE0E\uFE0F\uFEFF]/g;
/** Dashes written for a minus sign: hyphen, non-breaking hyphen, figure, en and em dash, minus. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
/** Only text outside printable ASCII needs the work below: most cells are plain "4S" or "V". */
const NOT_PLAIN = /[^\x20-\x7E]/;
/**
 * Text with harmless Unicode made plain: full-width digits and letters as ASCII (NFKC, which
 * also composes "É" from E + accent and turns no-break spaces into spaces), invisible characters
 * removed, every dash a minus sign.
 * @example normalizeText("４♠\uFE0F–１") // "4♠-1"
 */
function normalizeText(text) {
    if (!NOT_PLAIN.test(text))
        return text;
    return text.normalize("NFKC").replace(INVISIBLE, "").replace(DASHES, "-");
}
/** Text made plain (normalizeText) with case and spaces folded away, as every notation is compared. */
function foldNotation(text) {
    return normalizeText(text).replace(/\s+/g, "").toUpperCase();
}
