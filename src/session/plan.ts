/*
 * A session plan: what the task pane's writer puts into a workbook, as plain data. No Office
 * types: a plan is made and tested in Node, and src/taskpane/writePlan.ts is the only code that
 * applies one.
 */

export type CellValue = string | number | boolean;

/**
 * A rectangle of cells from its top-left cell. `values` are typed data (written as values, so a
 * text is never read as a formula); `formulas` are English formulas starting with "=".
 */
export type CellBlock =
  | { readonly address: string; readonly values: readonly (readonly CellValue[])[] }
  | { readonly address: string; readonly formulas: readonly (readonly string[])[] };

/** A number format for every cell of a range: "0.00", "0". */
export interface NumberFormat {
  readonly address: string;
  readonly format: string;
}

/** A drop-down list of accepted entries; other entries get a warning, not a refusal. */
export interface ListValidation {
  readonly address: string;
  readonly list: readonly string[];
  readonly hint: string;
}

/** A conditional format: cells of `address` are filled red where `formula` (English) is TRUE. */
export interface ErrorHighlight {
  readonly address: string;
  readonly formula: string;
}

export type SheetRole = "results" | "ranking" | "boards" | "pairs" | "match" | "handRecords";

export interface SheetPlan {
  readonly role: SheetRole;
  readonly name: string;
  readonly blocks: readonly CellBlock[];
  /** Header cells, set in bold on a light fill. */
  readonly headerAddresses: readonly string[];
  /** Rows frozen at the top and repeated on every printed page. */
  readonly headerRows: number;
  /** Column widths in points, from column A. */
  readonly columnWidths: readonly number[];
  readonly numberFormats: readonly NumberFormat[];
  readonly validations: readonly ListValidation[];
  readonly highlights: readonly ErrorHighlight[];
}

/** A workbook name: a LAMBDA that lets the card's plain names call the BRIDGE functions. */
export interface NamePlan {
  readonly name: string;
  readonly formula: string;
  readonly comment: string;
}

export interface SessionPlan {
  readonly sheets: readonly SheetPlan[];
  readonly names: readonly NamePlan[];
  /** The sheet shown when the build is done. */
  readonly activate: string;
  /**
   * Where the scorer types the results of a session built empty, and whether some rows are
   * sit-outs, to be left blank: the pane says so.
   */
  readonly typeResultsAt?: {
    readonly sheet: string;
    readonly address: string;
    readonly sitOuts?: true;
  };
}
