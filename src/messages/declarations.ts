/**
 * How each custom function's arguments are declared, once, as data (src/messages/functions/):
 * functions.json and functions-fr.json (src/excel/metadata.ts), the help pages, docs/functions
 * (scripts/functionPages.ts), the task pane's list and the error messages all read these
 * declarations.
 *
 * A function is declared in two parts of one module: its arguments (`X_ARGUMENTS`: names, whether
 * optional, accepted forms), which the functions script needs for its messages,
 * and its descriptions (`X`), which only the metadata, the help and the task pane read, so that
 * the script Excel loads on every open does not carry them.
 */
import type { LocalizedText } from "./errors";

// A setting's default and a number's bounds are rules: the core holds them beside the rule that
// applies them (core/keyword.ts's tables, MOST_MATCH_BOARDS), and the accepted forms cited here
// say them to the user ("the default"); they are not declared a second time here.

export interface ArgumentDeclaration {
  /** As Excel shows it in each language, and as that language's messages cite it. */
  readonly name: LocalizedText;
  /** What it accepts, as the error messages cite it (the forms of ACCEPTED_FORMS). */
  readonly accepts: LocalizedText;
  readonly optional?: true;
  /** A single value: Excel passes one cell's value, not a range (functions.json's "scalar"). */
  readonly single?: true;
}

/** A function's arguments in order, by their English name. */
export type FunctionArguments = Readonly<Record<string, ArgumentDeclaration>>;

export interface FunctionDeclaration<A extends FunctionArguments = FunctionArguments> {
  /** BRIDGE.<id>: the id and the name Excel shows, in every language; never changes. */
  readonly id: string;
  readonly arguments: A;
  /** What the function gives, with an example; line breaks split paragraphs. */
  readonly description: LocalizedText;
  /** Each argument's description, by its English name. */
  readonly parameters: { readonly [name in keyof A]: LocalizedText };
}
