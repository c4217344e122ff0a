"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.excelDisplayLanguage = excelDisplayLanguage;
exports.isExcelInFrench = isExcelInFrench;
exports.messageLanguage = messageLanguage;
const language_1 = require("../messages/language");
/**
 * Excel's display language, the one place the functions ask Office for it. Office.js gives it as
 * `Office.context.displayLanguage`, a tag such as "fr-FR" or "en-US" (the language of Excel's
 * own menus). Where Office is not there (tests, a JavaScript-only runtime) or not ready, the
 * answer is undefined: the functions then read notations as English, the default.
 */
function excelDisplayLanguage() {
    var _a;
    try {
        const office = globalThis.Office;
        const language = (_a = office === null || office === void 0 ? void 0 : office.context) === null || _a === void 0 ? void 0 : _a.displayLanguage;
        return typeof language === "string" && language !== "" ? language : undefined;
    }
    catch {
        // A host object that throws on access is the same as no answer.
        return undefined;
    }
}
/** Whether Excel is shown in French ("fr", "fr-FR", "fr-CA", "fr_FR"...): languageOf decides. */
function isExcelInFrench() {
    return messageLanguage() === "fr";
}
/** The language of src/messages that a cell's message is written in. */
function messageLanguage() {
    return (0, language_1.languageOf)(excelDisplayLanguage());
}
