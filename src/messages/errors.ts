/**
 * Every error message a cell shows, in English and French: the templates, the words for what a
 * cell received, and the forms each argument accepts. The core raises BridgeInputError with an
 * argument name, the value received and the accepted forms (a LocalizedText from here); the
 * adapter renders it in Excel's display language (Office.context.displayLanguage,
 * learn.microsoft.com/office/dev/add-ins/develop/localization) with `messageIn(language)`.
 * A French message cites an argument by its French name, as functions-fr.json names it and French
 * Excel shows it (argumentNames.ts); an English message by its English name.
 *
 * Localized text is built in two shapes, each where it fits, and both end as one language's
 * string: a LocalizedText ({ en, fr }) for what an error carries until it is shown in either
 * language (accepted forms, problems: acceptedForms.ts, contextForms.ts, and inEachLanguage in
 * inputProblems.ts, which fills one from a table of each language's phrases), and a table by
 * language (ERROR_TEXTS, DEAL_PROBLEMS) for templates rendered in the one language shown, whose
 * parts (the value received, a number, a seat) are themselves written per language.
 */
import type { Language, LocalizedText } from "./language";
import { argumentName } from "./argumentNames";
import { ACCEPTED_FORMS } from "./acceptedForms";

export type { Language, LocalizedText };
export { languageOf } from "./language";

export { ACCEPTED_FORMS } from "./acceptedForms";

/** What an argument accepts (or what is wrong with it), in each language: never English alone. */
export type AcceptedForms = LocalizedText;

export function acceptedIn(accepted: AcceptedForms, language: Language): string {
  return accepted[language];
}

/**
 * Excel's error values as French Excel shows them (#VALEUR!, #NOMBRE!...); the runtime's codes
 * are the English ones.
 */
const FRENCH_ERROR_VALUES: Readonly<Record<string, string>> = {
  "#VALUE!": "#VALEUR!",
  "#NUM!": "#NOMBRE!",
  "#NULL!": "#NUL!",
  "#NAME?": "#NOM?",
};

interface ErrorTexts {
  /** The message of a bad argument: which argument, what it got, what it accepts. */
  readonly invalidArgument: (argument: string, received: string, accepted: string) => string;
  /** The same when the value's form alone does not say what is wrong: the problem found instead. */
  readonly invalidArgumentProblem: (argument: string, problem: string, accepted: string) => string;
  /** How a blank cell or an omitted argument is named as the value received. */
  readonly blank: string;
  readonly trueFalse: readonly [string, string];
  readonly decimalSeparator: string;
  readonly errorValue: (code: string) => string;
  readonly textLimit: (accepted: string, most: number) => string;
  readonly rangeTooLarge: (cells: number, most: number) => string;
  readonly rangesDoNotMeet: string;
  readonly errorValueReceived: (code: string) => string;
  readonly internalError: (detail: string) => string;
  /** A deal whose solving stopped every worker it was given to (out of memory, a crash). */
  readonly solverStopped: string;
  /** "scores: …": a problem of an argument as a whole. */
  readonly argumentProblem: (argument: string, problem: string) => string;
  /** Cell `row`, `column` (1-based) of scores; a column or a row names only the other. */
  readonly cellOfScores: (row: number | undefined, column: number | undefined) => string;
  readonly cellOfBoard: (cell: string, board: string) => string;
  /** A board's other cells when one is bad: `none` is BLOCKED_RESULTS' text ("no matchpoints"). */
  readonly blockedBy: (none: string, cell: string, code: string, why: string | undefined) => string;
  /** Every cell of a board that cannot be scored (a board label, then the message). */
  readonly boardStopped: (board: string, message: string) => string;
  readonly lineWithoutBoard: (cell: string, received: string) => string;
  readonly travellerColumns: string;
  /** A line of a session's table, in the ranking's messages. */
  readonly lineOfTable: (row: number, column: number | undefined) => string;
  readonly badLine: (line: string, why: string) => string;
  readonly holdsErrorValue: (code: string) => string;
  /** An array where a cell's value was expected (Excel never sends one). */
  readonly rangeInCell: string;
  /** An Excel data-type value ({ type, basicValue } or an Entity), by its type when it has one. */
  readonly excelValue: (type: string | undefined) => string;
  /** Such a value by what its cell displays. */
  readonly showing: (value: string, shown: string) => string;
}

export const ERROR_TEXTS: Readonly<Record<Language, ErrorTexts>> = {
  en: {
    invalidArgument: (argument, received, accepted) =>
      `${argument}: got ${received}; expected ${accepted}.`,
    invalidArgumentProblem: (argument, problem, accepted) =>
      `${argument}: ${problem}; expected ${accepted}.`,
    blank: "a blank",
    trueFalse: ["TRUE", "FALSE"],
    decimalSeparator: ".",
    errorValue: (code) => code,
    textLimit: (accepted, most) => `${accepted}; not text longer than ${most} characters`,
    rangeTooLarge: (cells, most) =>
      `a range of ${cells} cells is more than the ${most} cells one call reads`,
    rangesDoNotMeet: "no value here: the argument ranges have different sizes",
    errorValueReceived: (code) => `an argument holds the error value ${code}`,
    internalError: (detail) => `internal error (please report it): ${detail}`,
    solverStopped:
      "the double-dummy solver stopped on this deal each time it was tried; recalculate to try again",
    argumentProblem: (argument, problem) => `${argument}: ${problem}`,
    cellOfScores: (row, column) =>
      column === undefined
        ? `row ${row} of the scores`
        : row === undefined
          ? `column ${column} of the scores`
          : `row ${row}, column ${column} of the scores`,
    cellOfBoard: (cell, board) => `${cell} (board ${board})`,
    blockedBy: (none, cell, code, why) =>
      `scores: ${none} while ${cell} is ${code}${why ? `: ${why}` : ""}`,
    boardStopped: (board, message) => `board ${board}: ${message}`,
    lineWithoutBoard: (cell, received) =>
      `boards: ${cell} holds ${received} but its board is blank; expected the board number of every line with a score`,
    travellerColumns:
      "scores: two columns with one plus score per row, on the left or on the right, read as a paper traveller's NS+ and EW+ columns, not as North-South scores; give one column of North-South scores instead: NS+ as it is, EW+ with a minus sign (a column =B2-C2 beside them makes it)",
    lineOfTable: (row, column) =>
      column === undefined ? `row ${row}` : `row ${row}, column ${column}`,
    badLine: (line, why) => `scores, ${line}: ${why}`,
    holdsErrorValue: (code) => `holds ${code}`,
    rangeInCell: "a range inside a cell",
    excelValue: (type) => (type === undefined ? "an Excel value" : `an Excel ${type} value`),
    showing: (value, shown) => `${value} showing ${shown}`,
  },
  fr: {
    invalidArgument: (argument, received, accepted) =>
      `${argumentName(argument, "fr")} : reçu ${received} ; attendu ${accepted}.`,
    invalidArgumentProblem: (argument, problem, accepted) =>
      `${argumentName(argument, "fr")} : ${problem} ; attendu ${accepted}.`,
    blank: "une cellule vide",
    trueFalse: ["VRAI", "FAUX"],
    decimalSeparator: ",",
    errorValue: (code) => FRENCH_ERROR_VALUES[code] ?? code,
    textLimit: (accepted, most) => `${accepted} ; pas un texte de plus de ${most} caractères`,
    rangeTooLarge: (cells, most) =>
      `une plage de ${cells} cellules dépasse les ${most} cellules qu'un appel lit`,
    rangesDoNotMeet: "pas de valeur ici : les plages des arguments n'ont pas la même taille",
    errorValueReceived: (code) => `un argument contient la valeur d'erreur ${code}`,
    internalError: (detail) => `erreur interne (merci de la signaler) : ${detail}`,
    solverStopped:
      "le calcul en double mort s'est arrêté sur cette donne à chaque essai ; recalculez pour réessayer",
    argumentProblem: (argument, problem) => `${argumentName(argument, "fr")} : ${problem}`,
    cellOfScores: (row, column) =>
      column === undefined
        ? `ligne ${row} de marques`
        : row === undefined
          ? `colonne ${column} de marques`
          : `ligne ${row}, colonne ${column} de marques`,
    cellOfBoard: (cell, board) => `${cell} (donne ${board})`,
    blockedBy: (none, cell, code, why) =>
      `marques : ${none} tant que ${cell} vaut ${FRENCH_ERROR_VALUES[code] ?? code}${why ? ` : ${why}` : ""}`,
    boardStopped: (board, message) => `donne ${board} : ${message}`,
    lineWithoutBoard: (cell, received) =>
      `donnes : ${cell} contient ${received} mais sa donne est vide ; attendu le numéro de donne de chaque ligne qui a une marque`,
    travellerColumns:
      "marques : deux colonnes avec une marque positive par ligne, à gauche ou à droite, se lisent comme les colonnes NS+ et EW+ d'une feuille ambulante, pas comme des marques Nord-Sud ; donnez plutôt une seule colonne de marques Nord-Sud : NS+ telle quelle, EW+ avec un signe moins (une colonne =B2-C2 à côté la donne)",
    lineOfTable: (row, column) =>
      column === undefined ? `ligne ${row}` : `ligne ${row}, colonne ${column}`,
    badLine: (line, why) => `marques, ${line} : ${why}`,
    holdsErrorValue: (code) => `contient ${FRENCH_ERROR_VALUES[code] ?? code}`,
    rangeInCell: "une plage dans une cellule",
    excelValue: (type) =>
      type === undefined ? "une valeur Excel" : `une valeur Excel de type ${type}`,
    showing: (value, shown) => `${value} qui affiche ${shown}`,
  },
};

/** Accepted forms that end in a limit on the text's length (the adapter's bounded text). */
export function withTextLimit(accepted: AcceptedForms, most: number): AcceptedForms {
  return {
    en: ERROR_TEXTS.en.textLimit(accepted.en, most),
    fr: ERROR_TEXTS.fr.textLimit(accepted.fr, most),
  };
}

/** Datum scores too large to add up exactly. */
export const DATUM_SCORE_USUAL_SIZE_FORMS: LocalizedText = {
  en: `${ACCEPTED_FORMS.datumScore.en} of a usual size`,
  fr: `${ACCEPTED_FORMS.datumScore.fr} d'une taille usuelle`,
};

/** "3 rows and 1 column": a range's shape, as messages name it. */
export function shapeName(rows: number, columns: number): LocalizedText {
  const s = (count: number): string => (count === 1 ? "" : "s");
  return {
    en: `${rows} row${s(rows)} and ${columns} column${s(columns)}`,
    fr: `${rows} ligne${s(rows)} et ${columns} colonne${s(columns)}`,
  };
}

/** The boards argument of a board function, with the shape scores has. */
export function boardLabelsForms(rows: number, columns: number): LocalizedText {
  const shape = shapeName(rows, columns);
  return {
    en: `${ACCEPTED_FORMS.boardLabels.en} (scores has ${shape.en})`,
    fr: `${ACCEPTED_FORMS.boardLabels.fr} (marques a ${shape.fr})`,
  };
}

/** A column of labels (boards, pairs) that must have the shape of scores. */
export function labelColumnForms(
  accepted: AcceptedForms,
  rows: number,
  columns: number
): LocalizedText {
  const shape = shapeName(rows, columns);
  return {
    en: `${acceptedIn(accepted, "en")} for each line, in a range of the shape of scores (${shape.en})`,
    fr: `${acceptedIn(accepted, "fr")} pour chaque ligne, dans une plage de la forme de marques (${shape.fr})`,
  };
}

/** What a board function cannot give while one of the board's cells is bad. */
export const BLOCKED_RESULTS = {
  matchpoints: { en: "no matchpoints", fr: "pas de points de match" },
  datum: { en: "no datum", fr: "pas de datum" },
  crossImps: { en: "no cross-IMPs", fr: "pas d'IMP croisés" },
  butlerImps: { en: "no Butler IMPs", fr: "pas d'IMP Butler" },
} as const satisfies Readonly<Record<string, LocalizedText>>;
