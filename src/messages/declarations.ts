/**
 * How each custom function's arguments are declared, once, as data (src/messages/functions/):
 * the adapters read every argument by its declaration (readArgument, src/excel/arguments.ts),
 * and functions.json and functions-fr.json (src/excel/metadata.ts), the help pages, docs/functions
 * (scripts/functionPages.ts), the task pane's list, the workbook's LAMBDA names and the error
 * messages are all written from it.
 *
 * A function is declared in two parts of one module: its arguments (`X_ARGUMENTS`: names, kind,
 * whether optional, accepted forms), which the functions script needs to read them and for its
 * messages, and its descriptions (`X`), which only the metadata, the help and the task pane read,
 * so that the script Excel loads on every open does not carry them.
 */
import type { ArgumentName } from "./argumentNames";
import type { Language, LocalizedText } from "./language";

// A setting's default and a number's bounds are rules: the core holds them beside the rule that
// applies them (core/keyword.ts's tables, MOST_MATCH_BOARDS), and the accepted forms cited here
// say them to the user ("the default"); they are not declared a second time here.

/**
 * How an argument's cell is read (src/excel/arguments.ts, readArgument), or, for a range read
 * whole, which reader reads it.
 */
export type ArgumentKind =
  /** A number, or text that reads as one in full ("430", "1.430"). */
  | "number"
  /** Text the core's notation reads; a number or TRUE/FALSE is refused. */
  | "text"
  /** A number or text, both read by the core's notation (a result: 10, "+1"). */
  | "numberOrText"
  /** One of a few words, read by a table of core/keyword.ts. */
  | "keyword"
  /** A board number: a number, or text of one ("7", "Board 7"). */
  | "boardNumber"
  /** The declaring side's (TRUE/FALSE, "V") or the board's ("NS", a board number). */
  | "vulnerability"
  /** The board's ("NS"...) or a board number; TRUE/FALSE is refused. */
  | "boardVulnerability"
  /** A team's name or number. */
  | "team"
  /** A PBN deal, text in one cell. */
  | "deal"
  /** A range of North-South scores, read cell by cell (src/excel/boardScores.ts). */
  | "scores"
  /** A range of labels (board numbers, pair ids) in the shape of scores (src/excel/labelColumn.ts). */
  | "labels"
  /** A double-dummy table, a 4 x 5 range read whole (src/excel/trickTableArgument.ts). */
  | "trickTable"
  /** A session's lines as the Results sheet lays them out, a range read whole (core/checks). */
  | "resultsTable"
  /** Rows of a board number and its 20 double-dummy tricks, a range read whole (core/checks). */
  | "trickRows"
  /** A keyword, or an event's own table: a range of two columns of numbers. */
  | "keywordOrTable"
  /** Rows of a pair, its direction and its handicap, a range read whole (src/excel/handicapTable.ts). */
  | "handicapTable"
  /** A ranking: a column of places, or BRIDGE.RANKING's spill (src/excel/functions/masterPoints.ts). */
  | "ranking";

export interface ArgumentDeclaration<K extends string = string> {
  /** As Excel shows it in each language, and as that language's messages cite it. */
  readonly name: ArgumentName<K>;
  readonly kind: ArgumentKind;
  /**
   * Whether a 0 reads as a blank: some desktop builds of Excel pass an empty cell as 0, which is
   * read so wherever 0 is no value of the argument (no board, no notation is 0).
   */
  readonly zeroIsBlank: boolean;
  /** What it accepts, as the error messages cite it (the forms of ACCEPTED_FORMS). */
  readonly accepts: LocalizedText;
  readonly optional?: true;
  /** A single value: Excel passes one cell's value, not a range (functions.json's "scalar"). */
  readonly single?: true;
  /**
   * An optional argument whose "" reads otherwise than its leaving out (a blank `other` is a
   * blank answer; a blank `boards` one label for every score): a LAMBDA leaves it out of the call.
   */
  readonly omittedUnlikeBlank?: true;
}

/** A function's arguments in order, by their English name. */
export type FunctionArguments = Readonly<Record<string, ArgumentDeclaration>>;

/**
 * What a parameter's description adds to its accepted forms: what the argument is (when its name
 * and forms do not say it) and an example, in each language.
 */
export interface ParameterText {
  readonly meaning?: LocalizedText;
  readonly example: LocalizedText;
}

export interface FunctionDeclaration<A extends FunctionArguments = FunctionArguments> {
  /** BRIDGE.<id>: the id and the name Excel shows, in every language; never changes. */
  readonly id: string;
  readonly arguments: A;
  /** What the function gives, with an example; line breaks split paragraphs. */
  readonly description: LocalizedText;
  /** What each parameter's description adds to its accepted forms, by its English name. */
  readonly parameters: { readonly [name in keyof A]: ParameterText };
}

/**
 * A parameter's description as Excel and the help show it: what it is, the forms it accepts (as
 * its messages cite them) and an example: "The board's North-South scores: a North-South score
 * (a number) .... Example: B2:B7."
 */
export function parameterDescription(
  argument: ArgumentDeclaration,
  text: ParameterText,
  language: Language
): string {
  const accepts = argument.accepts[language];
  const forms = text.meaning === undefined ? capitalized(accepts) : accepts;
  const colon = language === "fr" ? " : " : ": ";
  const meaning = text.meaning === undefined ? "" : `${text.meaning[language]}${colon}`;
  const example = language === "fr" ? "Exemple :" : "Example:";
  return `${meaning}${forms}. ${example} ${text.example[language]}.`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
