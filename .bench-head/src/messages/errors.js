"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BLOCKED_RESULTS = exports.DATUM_SCORE_USUAL_SIZE_FORMS = exports.ERROR_TEXTS = exports.ACCEPTED_FORMS = exports.languageOf = void 0;
exports.acceptedIn = acceptedIn;
exports.withTextLimit = withTextLimit;
exports.shapeName = shapeName;
exports.boardLabelsForms = boardLabelsForms;
exports.labelColumnForms = labelColumnForms;
const argumentNames_1 = require("./argumentNames");
const acceptedForms_1 = require("./acceptedForms");
var language_1 = require("./language");
Object.defineProperty(exports, "languageOf", { enumerable: true, get: function () { return language_1.languageOf; } });
var acceptedForms_2 = require("./acceptedForms");
Object.defineProperty(exports, "ACCEPTED_FORMS", { enumerable: true, get: function () { return acceptedForms_2.ACCEPTED_FORMS; } });
function acceptedIn(accepted, language) {
    return accepted[language];
}
/**
 * Excel's error values as French Excel shows them (#VALEUR!, #NOMBRE!...); the runtime's codes
 * are the English ones.
 */
const FRENCH_ERROR_VALUES = {
    "#VALUE!": "#VALEUR!",
    "#NUM!": "#NOMBRE!",
    "#NULL!": "#NUL!",
    "#NAME?": "#NOM?",
};
exports.ERROR_TEXTS = {
    en: {
        invalidArgument: (argument, received, accepted) => `${argument}: got ${received}; expected ${accepted}.`,
        invalidArgumentProblem: (argument, problem, accepted) => `${argument}: ${problem}; expected ${accepted}.`,
        blank: "a blank",
        trueFalse: ["TRUE", "FALSE"],
        decimalSeparator: ".",
        errorValue: (code) => code,
        textLimit: (accepted, most) => `${accepted}; not text longer than ${most} characters`,
        rangeTooLarge: (cells, most) => `a range of ${cells} cells is more than the ${most} cells one call reads`,
        rangesDoNotMeet: "no value here: the argument ranges have different sizes",
        errorValueReceived: (code) => `an argument holds the error value ${code}`,
        internalError: (detail) => `internal error (please report it): ${detail}`,
        solverStopped: "the double-dummy solver stopped on this deal each time it was tried; recalculate to try again",
        argumentProblem: (argument, problem) => `${argument}: ${problem}`,
        cellOfScores: (row, column) => column === undefined
            ? `row ${row} of the scores`
            : row === undefined
                ? `column ${column} of the scores`
                : `row ${row}, column ${column} of the scores`,
        cellOfBoard: (cell, board) => `${cell} (board ${board})`,
        blockedBy: (none, cell, code, why) => `scores: ${none} while ${cell} is ${code}${why ? `: ${why}` : ""}`,
        boardStopped: (board, message) => `board ${board}: ${message}`,
        lineWithoutBoard: (cell, received) => `boards: ${cell} holds ${received} but its board is blank; expected the board number of every line with a score`,
        travellerColumns: "scores: two columns with one plus score per row, on the left or on the right, read as a paper traveller's NS+ and EW+ columns, not as North-South scores; give one column of North-South scores instead: NS+ as it is, EW+ with a minus sign (a column =B2-C2 beside them makes it)",
        lineOfTable: (row, column) => column === undefined ? `row ${row}` : `row ${row}, column ${column}`,
        badLine: (line, why) => `scores, ${line}: ${why}`,
        holdsErrorValue: (code) => `holds ${code}`,
        rangeInCell: "a range inside a cell",
        excelValue: (type) => (type === undefined ? "an Excel value" : `an Excel ${type} value`),
        showing: (value, shown) => `${value} showing ${shown}`,
    },
    fr: {
        invalidArgument: (argument, received, accepted) => `${(0, argumentNames_1.argumentName)(argument, "fr")} : reçu ${received} ; attendu ${accepted}.`,
        invalidArgumentProblem: (argument, problem, accepted) => `${(0, argumentNames_1.argumentName)(argument, "fr")} : ${problem} ; attendu ${accepted}.`,
        blank: "une cellule vide",
        trueFalse: ["VRAI", "FAUX"],
        decimalSeparator: ",",
        errorValue: (code) => { var _a; return (_a = FRENCH_ERROR_VALUES[code]) !== null && _a !== void 0 ? _a : code; },
        textLimit: (accepted, most) => `${accepted} ; pas un texte de plus de ${most} caractères`,
        rangeTooLarge: (cells, most) => `une plage de ${cells} cellules dépasse les ${most} cellules qu'un appel lit`,
        rangesDoNotMeet: "pas de valeur ici : les plages des arguments n'ont pas la même taille",
        errorValueReceived: (code) => `un argument contient la valeur d'erreur ${code}`,
        internalError: (detail) => `erreur interne (merci de la signaler) : ${detail}`,
        solverStopped: "le calcul en double mort s'est arrêté sur cette donne à chaque essai ; recalculez pour réessayer",
        argumentProblem: (argument, problem) => `${(0, argumentNames_1.argumentName)(argument, "fr")} : ${problem}`,
        cellOfScores: (row, column) => column === undefined
            ? `ligne ${row} de marques`
            : row === undefined
                ? `colonne ${column} de marques`
                : `ligne ${row}, colonne ${column} de marques`,
        cellOfBoard: (cell, board) => `${cell} (donne ${board})`,
        blockedBy: (none, cell, code, why) => { var _a; return `marques : ${none} tant que ${cell} vaut ${(_a = FRENCH_ERROR_VALUES[code]) !== null && _a !== void 0 ? _a : code}${why ? ` : ${why}` : ""}`; },
        boardStopped: (board, message) => `donne ${board} : ${message}`,
        lineWithoutBoard: (cell, received) => `donnes : ${cell} contient ${received} mais sa donne est vide ; attendu le numéro de donne de chaque ligne qui a une marque`,
        travellerColumns: "marques : deux colonnes avec une marque positive par ligne, à gauche ou à droite, se lisent comme les colonnes NS+ et EW+ d'une feuille ambulante, pas comme des marques Nord-Sud ; donnez plutôt une seule colonne de marques Nord-Sud : NS+ telle quelle, EW+ avec un signe moins (une colonne =B2-C2 à côté la donne)",
        lineOfTable: (row, column) => column === undefined ? `ligne ${row}` : `ligne ${row}, colonne ${column}`,
        badLine: (line, why) => `marques, ${line} : ${why}`,
        holdsErrorValue: (code) => { var _a; return `contient ${(_a = FRENCH_ERROR_VALUES[code]) !== null && _a !== void 0 ? _a : code}`; },
        rangeInCell: "une plage dans une cellule",
        excelValue: (type) => type === undefined ? "une valeur Excel" : `une valeur Excel de type ${type}`,
        showing: (value, shown) => `${value} qui affiche ${shown}`,
    },
};
/** Accepted forms that end in a limit on the text's length (the adapter's bounded text). */
function withTextLimit(accepted, most) {
    return {
        en: exports.ERROR_TEXTS.en.textLimit(accepted.en, most),
        fr: exports.ERROR_TEXTS.fr.textLimit(accepted.fr, most),
    };
}
/** Datum scores too large to add up exactly. */
exports.DATUM_SCORE_USUAL_SIZE_FORMS = {
    en: `${acceptedForms_1.ACCEPTED_FORMS.datumScore.en} of a usual size`,
    fr: `${acceptedForms_1.ACCEPTED_FORMS.datumScore.fr} d'une taille usuelle`,
};
/** "3 rows and 1 column": a range's shape, as messages name it. */
function shapeName(rows, columns) {
    const s = (count) => (count === 1 ? "" : "s");
    return {
        en: `${rows} row${s(rows)} and ${columns} column${s(columns)}`,
        fr: `${rows} ligne${s(rows)} et ${columns} colonne${s(columns)}`,
    };
}
/** The boards argument of a board function, with the shape scores has. */
function boardLabelsForms(rows, columns) {
    const shape = shapeName(rows, columns);
    return {
        en: `${acceptedForms_1.ACCEPTED_FORMS.boardLabels.en} (scores has ${shape.en})`,
        fr: `${acceptedForms_1.ACCEPTED_FORMS.boardLabels.fr} (marques a ${shape.fr})`,
    };
}
/** A column of labels (boards, pairs) that must have the shape of scores. */
function labelColumnForms(accepted, rows, columns) {
    const shape = shapeName(rows, columns);
    return {
        en: `${acceptedIn(accepted, "en")} for each line, in a range of the shape of scores (${shape.en})`,
        fr: `${acceptedIn(accepted, "fr")} pour chaque ligne, dans une plage de la forme de marques (${shape.fr})`,
    };
}
/** What a board function cannot give while one of the board's cells is bad. */
exports.BLOCKED_RESULTS = {
    matchpoints: { en: "no matchpoints", fr: "pas de points de match" },
    datum: { en: "no datum", fr: "pas de datum" },
    crossImps: { en: "no cross-IMPs", fr: "pas d'IMP croisés" },
    butlerImps: { en: "no Butler IMPs", fr: "pas d'IMP Butler" },
};
