import { BridgeInputError } from "../core/errors";
import type { CellInput } from "./cells";
import { BLANK, isExcelError } from "./cells";
import { passOn } from "./errors";
import { OMITTED } from "./lift";

/** A cell as `liftCells` hands it over: read, or OMITTED for an omitted optional argument. */
export type LiftedCell = CellInput | typeof OMITTED;

/** Blank cell, "" or an omitted argument: the row is not filled in yet. */
export function isBlank(cell: LiftedCell): cell is typeof BLANK | typeof OMITTED {
  return cell === BLANK || cell === OMITTED;
}

/** The first error value among the cells, to pass on unchanged; otherwise undefined. */
export function firstErrorIn(cells: readonly LiftedCell[]): CustomFunctions.Error | undefined {
  const error = cells.find(isExcelError);
  return error === undefined ? undefined : passOn(error);
}

/**
 * A text argument; a number or TRUE/FALSE where text is expected is reported, never guessed at.
 * 0 reads as blank: some desktop builds of Excel pass an empty cell as 0, and no notation is 0.
 */
export function textArgument(
  cell: LiftedCell,
  argument: string,
  accepted: string
): string | undefined {
  if (isBlank(cell) || cell === 0) return undefined;
  if (typeof cell === "string") return cell;
  throw new BridgeInputError(argument, cell, accepted);
}

/** A number or text argument (text is read by the core's notation parsers). */
export function numberOrTextArgument(
  cell: LiftedCell,
  argument: string,
  accepted: string
): number | string | undefined {
  if (isBlank(cell)) return undefined;
  if (typeof cell === "number" || typeof cell === "string") return cell;
  throw new BridgeInputError(argument, cell, accepted);
}

/** A number: numbers, and text that reads as a number in full ("430", " -50 "). */
export function numberArgument(
  cell: LiftedCell,
  argument: string,
  accepted: string
): number | undefined {
  if (isBlank(cell)) return undefined;
  if (typeof cell === "number") return cell;
  if (typeof cell === "string") {
    const text = cell.replace(/\u2212/g, "-");
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) {
      const value = Number(text);
      if (Number.isFinite(value)) return value === 0 ? 0 : value;
    }
  }
  throw new BridgeInputError(argument, cell, accepted);
}
