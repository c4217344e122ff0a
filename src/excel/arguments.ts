import { BridgeInputError } from "../core/errors";
import type { Keywords } from "../core/keyword";
import { readKeyword } from "../core/keyword";
import { boardNumberInText } from "../core/board";
import type { AcceptedForms } from "../messages/errors";
import { withTextLimit } from "../messages/errors";
import type { ArgumentDeclaration } from "../messages/declarations";
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

/** A declared argument's text within MAX_TEXT_LENGTH (see boundedText). */
export function declaredText(declaration: ArgumentDeclaration, text: string): string {
  return boundedText(text, declaration.name.en, declaration.accepts);
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

/** What each kind of argument read cell by cell reads as (undefined: blank). */
export interface ValueOfKind {
  readonly number: number | undefined;
  readonly boardNumber: number | undefined;
  readonly text: string | undefined;
  readonly deal: string | undefined;
  readonly numberOrText: number | string | undefined;
  readonly boardVulnerability: number | string | undefined;
  readonly team: number | string | undefined;
  readonly vulnerability: boolean | number | string;
  /** A keyword's text, for a table to read later (ranking reads its settings after its table). */
  readonly keyword: string | undefined;
}

/** The kinds read cell by cell; the others are ranges read whole by their own readers. */
export type CellKind = keyof ValueOfKind;

/** An argument read cell by cell (a keyword without its table: as its text). */
export type CellArgument<K extends CellKind = CellKind> = ArgumentDeclaration & {
  readonly kind: K;
};

/** A keyword setting, read by its table of core/keyword.ts. */
export type KeywordArgument = ArgumentDeclaration & { readonly kind: "keyword" | "keywordOrTable" };

/**
 * One cell of an argument, read as its declaration says: its kind, whether 0 is a blank, and the
 * forms its error cites. A keyword setting is read by its table (its words and default), under the
 * declared name. Error values are not for this to read: the adapter passes them on first
 * (firstErrorIn, settingCell).
 */
export function readArgument<K extends CellKind>(
  declaration: CellArgument<K>,
  cell: LiftedCell
): ValueOfKind[K];
export function readArgument<T, D>(
  declaration: KeywordArgument,
  cell: LiftedCell,
  keywords: Keywords<T, D>
): T | D;
export function readArgument<T, D>(
  declaration: ArgumentDeclaration,
  cell: LiftedCell,
  keywords?: Keywords<T, D>
): unknown {
  const name = declaration.name.en;
  if (declaration.zeroIsBlank && cell === 0) {
    return keywords === undefined ? undefined : readKeyword(keywords, undefined, name);
  }
  const accepts = declaration.accepts;
  switch (declaration.kind) {
    case "number":
      return numberArgument(cell, name, accepts);
    case "boardNumber": {
      // "Board 7" as a label column writes it reads as 7; other text as numberArgument reads it.
      const written =
        typeof cell === "string" ? boardNumberInText(boundedText(cell, name, accepts)) : undefined;
      const board = written ?? numberArgument(cell, name, accepts);
      // No board is 0: a 0 written as text is a blank too.
      return declaration.zeroIsBlank && board === 0 ? undefined : board;
    }
    case "text":
    case "deal":
      return textArgument(cell, name, accepts);
    case "numberOrText":
    case "team":
      return numberOrTextArgument(cell, name, accepts);
    case "boardVulnerability": {
      if (typeof cell === "boolean") throw new BridgeInputError(name, cell, accepts);
      return numberOrTextArgument(cell, name, accepts);
    }
    case "vulnerability":
      // Every line has a vulnerability: a blank one is refused, not read as a blank line.
      if (isBlank(cell) || typeof cell === "object")
        throw new BridgeInputError(name, isBlank(cell) ? undefined : cell, accepts);
      return typeof cell === "string" ? boundedText(cell, name, accepts) : cell;
    case "keyword":
    case "keywordOrTable": {
      const text = textArgument(cell, name, accepts);
      return keywords === undefined ? text : readKeyword(keywords, text, name);
    }
    default:
      break;
  }
  throw new Error(`${name}: a ${declaration.kind} argument is read whole, not cell by cell`);
}
