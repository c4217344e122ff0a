import type { AcceptedForms } from "../messages/errors";
import { BridgeInputError } from "./errors";
import { foldNotation } from "./notation";

/**
 * A setting written as one of a few words ("AVG", "SUM"): each word accepted (as folded, see
 * foldNotation) and the value it stands for, the argument's name and accepted forms for the
 * error, and the value a setting left out takes (its default, written here once).
 */
export interface Keywords<T, D = T> {
  readonly words: ReadonlyMap<string, T>;
  readonly argument: string;
  readonly forms: AcceptedForms;
  readonly byDefault: D;
}

/** Keywords whose words are their own values, as every setting's are so far. */
export function keywordsOf<T extends string, D = T>(
  words: readonly T[],
  argument: string,
  forms: AcceptedForms,
  byDefault: D
): Keywords<T, D> {
  return { words: new Map(words.map((word) => [word, word])), argument, forms, byDefault };
}

/**
 * A keyword setting's value: the default when it is left out, else the word read without case
 * or spaces; any other text is refused naming the argument and the words it accepts.
 * @example readKeyword(CROSS_IMPS_METHODS, " sum ") // "SUM"
 */
export function readKeyword<T, D>(
  keywords: Keywords<T, D>,
  text: string | undefined,
  argument = keywords.argument
): T | D {
  if (text === undefined) return keywords.byDefault;
  const value = keywords.words.get(foldNotation(text));
  if (value === undefined) throw new BridgeInputError(argument, text, keywords.forms);
  return value;
}
