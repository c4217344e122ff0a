"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parameterDescription = parameterDescription;
/**
 * A parameter's description as Excel and the help show it: what it is, the forms it accepts (as
 * its messages cite them) and an example: "The board's North-South scores: a North-South score
 * (a number) .... Example: B2:B7."
 */
function parameterDescription(argument, text, language) {
    const accepts = argument.accepts[language];
    const forms = text.meaning === undefined ? capitalized(accepts) : accepts;
    const colon = language === "fr" ? " : " : ": ";
    const meaning = text.meaning === undefined ? "" : `${text.meaning[language]}${colon}`;
    const example = language === "fr" ? "Exemple :" : "Example:";
    return `${meaning}${forms}. ${example} ${text.example[language]}.`;
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
