/*
 * The writer into an existing sheet: a results file's new lines below a session's own, a
 * season's new sessions, new members. It writes only cells that are empty when read just before
 * writing, in one batch, and empties them again if the batch fails (./writePlan.ts writes new
 * sheets).
 */
import type { WorkbookContextApi } from "./excelApi";
import { WriteFailure } from "./writePlan";

/** Cells to write on an existing sheet, only where they are empty. */
export interface CellsFill {
  /** One row or block: "F12:I12". */
  readonly address: string;
  readonly values: readonly (readonly (string | number)[])[];
  /** The values are English formulas ("=..."), written as range.formulas. */
  readonly asFormulas?: true;
}

export interface FillReport {
  /** The fills written. */
  readonly filled: readonly CellsFill[];
  /** Fills left alone: a cell of theirs was no longer empty when the writer looked. */
  readonly taken: readonly CellsFill[];
}

const isEmptyCell = (value: unknown): boolean =>
  value === "" || value === null || value === undefined;

/**
 * Writes each fill into `sheet`, an existing sheet, only if all its cells are empty when read just
 * before writing (nothing a user typed is overwritten): one sync reads them, one writes. If the
 * write fails, the cells written are emptied again, and the WriteFailure says what could not be.
 */
export async function fillEmptyCells(
  context: WorkbookContextApi,
  sheet: string,
  fills: readonly CellsFill[]
): Promise<FillReport> {
  const worksheet = context.workbook.worksheets.getItem(sheet);
  const ranges = fills.map((fill) => {
    const range = worksheet.getRange(fill.address);
    range.load("values");
    return range;
  });
  await context.sync();
  const free = fills.filter((_, i) =>
    (ranges[i]?.values as unknown[][]).every((row) => row.every(isEmptyCell))
  );
  const taken = fills.filter((fill) => !free.includes(fill));
  try {
    for (const fill of free) {
      const range = worksheet.getRange(fill.address);
      const cells = fill.values.map((row) => [...row]);
      if (fill.asFormulas) range.formulas = cells;
      else range.values = cells;
    }
    await context.sync();
  } catch (error) {
    const leftBehind = await emptyAgain(context, sheet, free);
    throw new WriteFailure(error, leftBehind);
  }
  return { filled: free, taken };
}

/** Empties the cells of the fills again; lists their addresses if even that fails. */
async function emptyAgain(
  context: WorkbookContextApi,
  sheet: string,
  fills: readonly CellsFill[]
): Promise<string[]> {
  try {
    const worksheet = context.workbook.worksheets.getItem(sheet);
    for (const fill of fills)
      worksheet.getRange(fill.address).values = fill.values.map((row) => row.map(() => ""));
    await context.sync();
    return [];
  } catch {
    return fills.map((fill) => `${sheet}!${fill.address}`);
  }
}
