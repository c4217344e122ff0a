/**
 * Every error message a cell shows, in English and French: the templates, the words for what a
 * cell received, and the forms each argument accepts. The core raises BridgeInputError with an
 * argument name, the value received and the accepted forms (a LocalizedText from here); the
 * adapter renders it in Excel's display language (Office.context.displayLanguage,
 * learn.microsoft.com/office/dev/add-ins/develop/localization) with `messageIn(language)`.
 * Argument names stay as functions.json names them in every language: Excel shows those names
 * (functions-fr.json translates descriptions, never names), so a message can cite them.
 */

export type Language = "en" | "fr";

/** A text a user reads, in each language. */
export interface LocalizedText {
  readonly en: string;
  readonly fr: string;
}

/**
 * What an argument accepts. A plain string is English only: texts not yet moved here (they show
 * in English in French Excel too) until each becomes a LocalizedText of ACCEPTED_FORMS.
 */
export type AcceptedForms = string | LocalizedText;

/** "fr" for any French display language (fr-FR, fr-CA, fr-BE, fr-CH, fr-LU, fr), else "en". */
export function languageOf(displayLanguage: string | undefined): Language {
  return typeof displayLanguage === "string" && /^fr(-|_|$)/i.test(displayLanguage) ? "fr" : "en";
}

export function acceptedIn(accepted: AcceptedForms, language: Language): string {
  return typeof accepted === "string" ? accepted : accepted[language];
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
  },
  fr: {
    invalidArgument: (argument, received, accepted) =>
      `${argument} : reçu ${received} ; attendu ${accepted}.`,
    invalidArgumentProblem: (argument, problem, accepted) =>
      `${argument} : ${problem} ; attendu ${accepted}.`,
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
  },
};

/** Accepted forms that end in a limit on the text's length (the adapter's bounded text). */
export function withTextLimit(accepted: AcceptedForms, most: number): AcceptedForms {
  if (typeof accepted === "string") return ERROR_TEXTS.en.textLimit(accepted, most);
  return {
    en: ERROR_TEXTS.en.textLimit(accepted.en, most),
    fr: ERROR_TEXTS.fr.textLimit(accepted.fr, most),
  };
}

/**
 * What each argument accepts, by the argument's concept. Vocabulary of French bridge: donne,
 * levées, PV (points de victoire), IMP.
 */
export const ACCEPTED_FORMS = {
  board: {
    en: "a board number: a whole number from 1",
    fr: "un numéro de donne : un nombre entier à partir de 1",
  },
  pointDifference: {
    en: "a number of points, such as 430 or -50",
    fr: "un nombre de points, comme 430 ou -50",
  },
  vpScale: {
    en: '"WBF" (the WBF 2013 continuous 20-VP scale, the default)',
    fr: '"WBF" (le barème continu WBF 2013 sur 20 PV, par défaut)',
  },
  impMargin: {
    en: "a whole number of IMPs, such as 12 or -7",
    fr: "un nombre entier d'IMP, comme 12 ou -7",
  },
} as const satisfies Readonly<Record<string, LocalizedText>>;

/** The number of boards of a match, up to `most`. */
export function boardCountForms(most: number): LocalizedText {
  return {
    en: `a whole number of boards from 1 to ${most}`,
    fr: `un nombre entier de donnes de 1 à ${most}`,
  };
}
