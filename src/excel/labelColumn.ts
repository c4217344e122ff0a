import { rangeReceived } from "../messages/contextForms";
import type { AcceptedForms } from "../messages/errors";
import type { ArgumentDeclaration } from "../messages/declarations";
import { shapeName } from "../messages/errors";
import { BridgeInputError } from "../core/errors";
import type { LabelKey } from "../core/boardLabels";
import { labelKey } from "../core/boardLabels";
import { boundedText, declaredText } from "./arguments";
import type { CellInput } from "./cells";
import { BLANK, readCell } from "./cells";
import { rowsOf, valueIn, widthOf } from "./range";

/** A column of board or pair labels beside a scores range, read cell by cell in its order. */
export interface LabelColumn {
  /** Each cell's key (see labelKey); undefined when blank, 0 or bad. */
  readonly keys: (LabelKey | undefined)[];
  /** Each key's label as the sheet first shows it: 3 stays a number, " 3ns" is "3ns". */
  readonly shown: Map<LabelKey, number | string>;
  /** What each bad cell holds (an error value, TRUE...), by index. */
  readonly bad: Map<number, CellInput>;
}

/**
 * Reads a column of labels that must have the shape of scores (`rows` x `columns`), refused
 * otherwise citing `shapeForms`; text too long is refused before anything else. 0 is no label
 * (boards and pairs are numbered from 1): desktop Excel may pass an empty cell as 0. `shown` may
 * be shared by columns of one kind (North-South's and East-West's pairs).
 */
export function readLabelColumn(
  labels: unknown,
  declaration: ArgumentDeclaration,
  shapeForms: AcceptedForms,
  rows: number,
  columns: number,
  shown: Map<LabelKey, number | string> = new Map()
): LabelColumn {
  const argument = declaration.name.en;
  const accepted = declaration.accepts;
  const single = Array.isArray(labels) ? undefined : readCell(labels);
  if (typeof single === "string") boundedText(single, argument, accepted);
  const range = rowsOf(labels);
  const width = widthOf(range);
  if (range.length !== rows || width !== columns) {
    throw new BridgeInputError(
      argument,
      undefined,
      shapeForms,
      rangeReceived(shapeName(range.length, width))
    );
  }
  const keys = new Array<LabelKey | undefined>(rows * columns).fill(undefined);
  const column: LabelColumn = { keys, shown, bad: new Map() };
  let i = 0;
  for (const row of range) {
    for (let c = 0; c < columns; c++, i++) {
      const value = valueIn(row, c);
      // The usual cell, a board number, is its own key, read without readCell.
      const label =
        typeof value === "number" && value !== 0 && Number.isFinite(value)
          ? value
          : labelIn(column, i, readCell(value), declaration);
      if (label === undefined) continue;
      const key = labelKey(label);
      column.keys[i] = key;
      if (!shown.has(key)) shown.set(key, label);
    }
  }
  return column;
}

/** The label a cell holds; undefined for a blank or 0, and for a bad cell, noted in `bad`. */
function labelIn(
  column: LabelColumn,
  i: number,
  cell: CellInput,
  declaration: ArgumentDeclaration
): number | string | undefined {
  if (cell === BLANK || (declaration.zeroIsBlank && cell === 0)) return undefined;
  if (typeof cell === "string") return declaredText(declaration, cell);
  if (typeof cell === "number") return cell;
  column.bad.set(i, cell);
  return undefined;
}
