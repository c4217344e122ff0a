import { BridgeInputError } from "../core/errors";
import type { Keywords } from "../core/keyword";
import { readKeyword } from "../core/keyword";
import type { AcceptedForms } from "../messages/errors";
import { withTextLimit } from "../messages/errors";
import { normalizeText } from "../core/notation";
import { BLANK, MAX_TEXT_LENGTH, isExcelError } from "./cells";
import { passOn } from "./errors";
import type { LiftedCell } from "./lift";
import { OMITTED } from "./lift";

export type { LiftedCell };

/** Blank cell, "" or an omitted argument: the row is not filled in yet. */
export function isBlank(cell: LiftedCell): cell is typeof BLANK | typeof OMITTED {
  return cell === BLANK || cell === OMITTED;
}

/** The first error value among the cells, to pass on unchanged; otherwise undefined. */
export function firstErrorIn(cells: readonly LiftedCell[]): CustomFunctions.Error | undefined {
  for (const cell of cells) if (isExcelError(cell)) return passOn(cell);
  return undefined;
}

/** Text within MAX_TEXT_LENGTH; longer text is reported as such, naming the argument. */
export function boundedText(text: string, argument: string, accepted: AcceptedForms): string {
  if (text.length <= MAX_TEXT_LENGTH) return text;
  throw new BridgeInputError(argument, text, withTextLimit(accepted, MAX_TEXT_LENGTH));
}

/**
 * A text argument; a number or TRUE/FALSE where text is expected is reported, never guessed at.
 * 0 reads as blank: some desktop builds of Excel pass an empty cell as 0, and no notation is 0.
 */
export function textArgument(
  cell: LiftedCell,
  argument: string,
  accepted: AcceptedForms
): string | undefined {
  if (isBlank(cell) || cell === 0) return undefined;
  if (typeof cell === "string") return boundedText(cell, argument, accepted);
  throw new BridgeInputError(argument, cell, accepted);
}

/** A keyword setting ("AVG", "SUM"): text of its words, or its default when blank. */
export function keywordArgument<T, D>(cell: LiftedCell, keywords: Keywords<T, D>): T | D {
  return readKeyword(keywords, textArgument(cell, keywords.argument, keywords.forms));
}

/** A number or text argument (text is read by the core's notation parsers). */
export function numberOrTextArgument(
  cell: LiftedCell,
  argument: string,
  accepted: AcceptedForms
): number | string | undefined {
  if (isBlank(cell)) return undefined;
  if (typeof cell === "number") return cell;
  if (typeof cell === "string") return boundedText(cell, argument, accepted);
  throw new BridgeInputError(argument, cell, accepted);
}

/** A number written as text: "430", "-50", "+1.5", ".5". */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A whole number with a thousands separator before each group of three digits, the same
 * separator throughout: "1.430" (German, Dutch, Italian), "1,430" (English), "1 430" (French,
 * with a space or a no-break space), "1'430" (Swiss). Bridge scores are whole multiples of 10, so
 * such text is never a fraction: "1.430" is 1430 points, not 1.43.
 */
const GROUPED_NUMBER = /^[+-]?[1-9]\d{0,2}([.,' ])\d{3}(?:\1\d{3})*$/;

/**
 * A number: numbers, and text that reads as a number in full ("430", " -50 ", "1.430" as 1430).
 * Scientific notation in text ("4.2e2") is refused: no score sheet writes it, and "1E3" could as
 * well be a typing slip.
 */
export function numberArgument(
  cell: LiftedCell,
  argument: string,
  accepted: AcceptedForms
): number | undefined {
  if (isBlank(cell)) return undefined;
  if (typeof cell === "number") return cell;
  if (typeof cell === "string") {
    const value = numberInText(boundedText(cell, argument, accepted));
    if (value !== undefined) return value;
  }
  throw new BridgeInputError(argument, cell, accepted);
}

/** The number a text holds in full, or undefined; see numberArgument. */
export function numberInText(cellText: string): number | undefined {
  const text = normalizeText(cellText).replace(/^\s+|\s+$/g, "");
  let value: number | undefined;
  if (GROUPED_NUMBER.test(text)) value = Number(text.replace(/[.,' ]/g, ""));
  else if (PLAIN_NUMBER.test(text)) value = Number(text);
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value;
}
