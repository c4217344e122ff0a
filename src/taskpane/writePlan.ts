/*
 * The writer of new sheets: applies a session plan (src/session/plan.ts) to the open workbook
 * through Excel's API. Everything is queued and sent in one batch (one sync). If that fails, the
 * sheets and names this build added are deleted again, so nothing is left behind; existing
 * sheets are never written to (plans only name free sheets; ./fillEmptyCells.ts adds to an
 * existing sheet's empty cells). Formulas go in English through `range.formulas`; the values are
 * then read back, because localized Excel has given #NAME? for a custom function's English name
 * written from code (office-js issues 891 and 6614).
 */
import { blockAddress, columnLetters, rangeSize } from "../session/a1";
import type { CellBlock, NamePlan, SessionPlan, SheetPlan } from "../session/plan";
import type { WorkbookContextApi, WorksheetApi } from "./excelApi";
import { cardNames } from "../session/workbookNames";

const HEADER_FILL = "#F3F2F1";
const ERROR_FILL = "#FDE7E9";
const ERROR_FONT = "#A4262C";

export interface WorkbookState {
  readonly sheets: string[];
  readonly names: string[];
  /**
   * The names that call the BRIDGE function the add-in's own name of that name calls (added by
   * the add-in for an earlier session): already there, not taken.
   */
  readonly ownNames?: string[];
  readonly protected: boolean;
}

/** The workbook's sheet and name lists and whether its structure is protected, in one sync. */
export async function readWorkbook(context: WorkbookContextApi): Promise<WorkbookState> {
  const { worksheets, names, protection } = context.workbook;
  worksheets.load("items/name");
  names.load("items/name,items/formula,items/comment");
  protection.load("protected");
  await context.sync();
  return {
    sheets: worksheets.items.map((sheet) => sheet.name),
    names: names.items.map((name) => name.name),
    ownNames: names.items.filter(isOwnName).map((name) => name.name),
    protected: protection.protected,
  };
}

/**
 * A name the add-in added itself: one of the card's names whose formula or comment calls the
 * BRIDGE function that name stands for (the comment is the function's signature as written).
 */
function isOwnName(item: { name: string; formula?: string; comment?: string }): boolean {
  const own = cardNames().find((name) => name.name.toUpperCase() === item.name.toUpperCase());
  const call = own?.comment.slice(0, own.comment.indexOf("(") + 1).toUpperCase();
  if (!call) return false;
  return [item.formula, item.comment].some((text) => (text ?? "").toUpperCase().includes(call));
}

/** A cell that shows #NAME? after the build: Excel did not know a function's name. */
export interface UnknownNameCell {
  readonly sheet: string;
  readonly address: string;
}

export interface WriteReport {
  readonly sheets: readonly string[];
  readonly namesAdded: readonly string[];
  /** Names the workbook already had: left alone. */
  readonly namesTaken: readonly string[];
  readonly unknownNames: readonly UnknownNameCell[];
}

/** The build failed and was undone; `cause` is what Excel said. `leftBehind` lists what could not be removed. */
export class WriteFailure extends Error {
  constructor(
    readonly cause: unknown,
    readonly leftBehind: readonly string[]
  ) {
    super(`the build failed: ${describeError(cause)}`);
    this.name = "WriteFailure";
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Excel's error code (AccessDenied, InvalidArgument...), when it gave one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Names of the plan that the workbook does not have yet (Excel compares names without case). */
export function freeNames(plan: readonly NamePlan[], existing: readonly string[]): NamePlan[] {
  const taken = new Set(existing.map((name) => name.toLocaleUpperCase()));
  return plan.filter((name) => !taken.has(name.name.toLocaleUpperCase()));
}

/**
 * Writes the plan in one batch. `state` is what readWorkbook found just before: the plan's
 * sheet names are free in it, and names it already has are left alone.
 */
export async function applyPlan(
  context: WorkbookContextApi,
  plan: SessionPlan,
  state: WorkbookState
): Promise<WriteReport> {
  const names = freeNames(plan.names, state.names);
  try {
    for (const sheet of plan.sheets) writeSheet(context.workbook.worksheets.add(sheet.name), sheet);
    for (const name of names) context.workbook.names.add(name.name, name.formula, name.comment);
    if (plan.activate) context.workbook.worksheets.getItem(plan.activate).activate();
    await context.sync();
  } catch (error) {
    const leftBehind = await removeAdded(
      context,
      plan.sheets.map((sheet) => sheet.name),
      names.map((name) => name.name)
    );
    throw new WriteFailure(error, leftBehind);
  }
  return {
    sheets: plan.sheets.map((sheet) => sheet.name),
    namesAdded: names.map((name) => name.name),
    namesTaken: plan.names
      .filter((name) => !names.includes(name) && !isAlreadyOwn(name.name, state))
      .map((name) => name.name),
    unknownNames: await findUnknownNames(context, plan.sheets),
  };
}

function isAlreadyOwn(name: string, state: WorkbookState): boolean {
  return (state.ownNames ?? []).some((own) => own.toUpperCase() === name.toUpperCase());
}

/** Only the card's names, for the pane's button. */
export async function addNames(
  context: WorkbookContextApi,
  plan: readonly NamePlan[],
  state: WorkbookState
): Promise<Pick<WriteReport, "namesAdded" | "namesTaken">> {
  return applyPlan(context, { sheets: [], names: plan, activate: "" }, state);
}

/** Excel's text format: a number written into such a cell keeps its leading zeros. */
const TEXT_FORMAT = "@";

function writeSheet(sheet: WorksheetApi, plan: SheetPlan): void {
  // Text cells are formatted first, so that a member number such as "00012345" is kept as text,
  // not read as 12345 when written; other formats follow the values (a formula in a text cell
  // would stay text, so the plans keep formulas out of text ranges).
  const [textFormats, otherFormats] = [
    plan.numberFormats.filter(({ format }) => format === TEXT_FORMAT),
    plan.numberFormats.filter(({ format }) => format !== TEXT_FORMAT),
  ];
  for (const { address, format } of textFormats) setNumberFormat(sheet, address, format);
  for (const block of plan.blocks) writeBlock(sheet, block);
  for (const address of plan.headerAddresses) {
    const header = sheet.getRange(address);
    header.format.font.bold = true;
    header.format.fill.color = HEADER_FILL;
  }
  plan.columnWidths.forEach((width, index) => {
    const column = columnLetters(index + 1);
    sheet.getRange(`${column}:${column}`).format.columnWidth = width;
  });
  for (const { address, format } of otherFormats) setNumberFormat(sheet, address, format);
  for (const validation of plan.validations) {
    const range = sheet.getRange(validation.address);
    range.dataValidation.rule = {
      list: { inCellDropDown: true, source: validation.list.join(",") },
    };
    range.dataValidation.errorAlert = {
      showAlert: true,
      style: "Warning",
      title: validation.list.join(", "),
      message: validation.hint,
    };
  }
  for (const highlight of plan.highlights) {
    const format = sheet.getRange(highlight.address).conditionalFormats.add("Custom");
    format.custom.rule.formula = highlight.formula;
    format.custom.format.fill.color = ERROR_FILL;
    format.custom.format.font.color = ERROR_FONT;
  }
  if (plan.headerRows > 0) {
    sheet.freezePanes.freezeRows(plan.headerRows);
    sheet.pageLayout.setPrintTitleRows(`$1:$${plan.headerRows}`);
  }
}

function setNumberFormat(sheet: WorksheetApi, address: string, format: string): void {
  const { rows, columns } = rangeSize(address);
  sheet.getRange(address).numberFormat = filled(rows, columns, format);
}

function writeBlock(sheet: WorksheetApi, block: CellBlock): void {
  const cells = "values" in block ? block.values : block.formulas;
  const columns = Math.max(...cells.map((row) => row.length));
  const range = sheet.getRange(blockAddress(block.address, cells.length, columns));
  const rows = cells.map((row) => [...row]);
  if ("values" in block) range.values = rows;
  else range.formulas = rows;
}

function filled(rows: number, columns: number, value: string): string[][] {
  return Array.from({ length: rows }, () => Array.from({ length: columns }, () => value));
}

/** Deletes the planned sheets and names that exist now (they did not before the build). */
async function removeAdded(
  context: WorkbookContextApi,
  sheetNames: readonly string[],
  names: readonly string[]
): Promise<string[]> {
  try {
    const sheets = sheetNames.map((name) => context.workbook.worksheets.getItemOrNullObject(name));
    const added = names.map((name) => context.workbook.names.getItemOrNullObject(name));
    for (const item of [...sheets, ...added]) item.load("isNullObject");
    await context.sync();
    for (const item of [...sheets, ...added]) if (!item.isNullObject) item.delete();
    await context.sync();
    return [];
  } catch {
    return [...sheetNames, ...names];
  }
}

/** The formula cells of the plan that show #NAME? once written. */
async function findUnknownNames(
  context: WorkbookContextApi,
  sheets: readonly SheetPlan[]
): Promise<UnknownNameCell[]> {
  const reads: { sheet: string; address: string; range: { values: unknown } }[] = [];
  for (const sheet of sheets) {
    const worksheet = context.workbook.worksheets.getItem(sheet.name);
    for (const block of sheet.blocks) {
      if (!("formulas" in block)) continue;
      const columns = Math.max(...block.formulas.map((row) => row.length));
      const address = blockAddress(block.address, block.formulas.length, columns);
      const range = worksheet.getRange(address);
      range.load("values");
      reads.push({ sheet: sheet.name, address, range });
    }
  }
  if (reads.length === 0) return [];
  await context.sync();
  return reads
    .filter(({ range }) => (range.values as unknown[][]).some((row) => row.some(isUnknownName)))
    .map(({ sheet, address }) => ({ sheet, address }));
}

/** #NAME? as Excel shows it (#NOM? in French Excel). */
function isUnknownName(value: unknown): boolean {
  return typeof value === "string" && /^#(NAME|NOM)\?$/.test(value);
}
