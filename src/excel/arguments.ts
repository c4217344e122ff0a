import { BridgeInputError } from "../core/errors";
import type { AcceptedForms } from "../messages/errors";
import { withTextLimit } from "../messages/errors";
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

/** A number: numbers, and text that reads as a number in full ("430", " -50 "). */
export function numberArgument(
  cell: LiftedCell,
  argument: string,
  accepted: AcceptedForms
): number | undefined {
  if (isBlank(cell)) return undefined;
  if (typeof cell === "number") return cell;
  if (typeof cell === "string") {
    const text = boundedText(cell, argument, accepted).replace(/\u2212/g, "-");
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) {
      const value = Number(text);
      if (Number.isFinite(value)) return value === 0 ? 0 : value;
    }
  }
  throw new BridgeInputError(argument, cell, accepted);
}
