"use strict";
/**
 * The languages of src/messages, a text in each of them, and the one test of whether a display
 * language is French: the cells' messages, SCORE's reading of a bare C, the task pane and the
 * help all ask it.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.languageOf = languageOf;
/**
 * "fr" for any French display language tag: "fr", "fr-FR", "fr-CA", "fr-BE", "fr-CH", "fr-LU",
 * in any case, and the POSIX form "fr_FR" too (Office gives BCP 47 tags with "-", but a "_"
 * names French as plainly); "en" for anything else ("fy-NL", "fra", "french", none).
 */
function languageOf(displayLanguage) {
    return typeof displayLanguage === "string" && /^fr([-_]|$)/i.test(displayLanguage) ? "fr" : "en";
}
