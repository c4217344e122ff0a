"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WriteFailure = void 0;
exports.readWorkbook = readWorkbook;
exports.describeError = describeError;
exports.errorCode = errorCode;
exports.freeNames = freeNames;
exports.applyPlan = applyPlan;
exports.addNames = addNames;
exports.fillEmptyCells = fillEmptyCells;
/*
 * The one writer: applies a session plan (src/session/plan.ts) to the open workbook through
 * Excel's API. Everything is queued and sent in one batch (one sync). If that fails, the sheets
 * and names this build added are deleted again, so nothing is left behind; existing sheets are
 * never written to (plans only name free sheets). Formulas go in English through
 * `range.formulas`; the values are then read back, because localized Excel has given #NAME? for a
 * custom function's English name written from code (office-js issues 891 and 6614).
 */
const a1_1 = require("../session/a1");
const HEADER_FILL = "#F3F2F1";
const ERROR_FILL = "#FDE7E9";
const ERROR_FONT = "#A4262C";
/** The workbook's sheet and name lists and whether its structure is protected, in one sync. */
async function readWorkbook(context) {
    const { worksheets, names, protection } = context.workbook;
    worksheets.load("items/name");
    names.load("items/name");
    protection.load("protected");
    await context.sync();
    return {
        sheets: worksheets.items.map((sheet) => sheet.name),
        names: names.items.map((name) => name.name),
        protected: protection.protected,
    };
}
/** The build failed and was undone; `cause` is what Excel said. `leftBehind` lists what could not be removed. */
class WriteFailure extends Error {
    constructor(cause, leftBehind) {
        super(`the build failed: ${describeError(cause)}`);
        this.cause = cause;
        this.leftBehind = leftBehind;
        this.name = "WriteFailure";
    }
}
exports.WriteFailure = WriteFailure;
function describeError(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}
/** Excel's error code (AccessDenied, InvalidArgument...), when it gave one. */
function errorCode(error) {
    const code = error === null || error === void 0 ? void 0 : error.code;
    return typeof code === "string" ? code : undefined;
}
/** Names of the plan that the workbook does not have yet (Excel compares names without case). */
function freeNames(plan, existing) {
    const taken = new Set(existing.map((name) => name.toLocaleUpperCase()));
    return plan.filter((name) => !taken.has(name.name.toLocaleUpperCase()));
}
/**
 * Writes the plan in one batch. `state` is what readWorkbook found just before: the plan's
 * sheet names are free in it, and names it already has are left alone.
 */
async function applyPlan(context, plan, state) {
    const names = freeNames(plan.names, state.names);
    try {
        for (const sheet of plan.sheets)
            writeSheet(context.workbook.worksheets.add(sheet.name), sheet);
        for (const name of names)
            context.workbook.names.add(name.name, name.formula, name.comment);
        if (plan.activate)
            context.workbook.worksheets.getItem(plan.activate).activate();
        await context.sync();
    }
    catch (error) {
        const leftBehind = await removeAdded(context, plan.sheets.map((sheet) => sheet.name), names.map((name) => name.name));
        throw new WriteFailure(error, leftBehind);
    }
    return {
        sheets: plan.sheets.map((sheet) => sheet.name),
        namesAdded: names.map((name) => name.name),
        namesTaken: plan.names.filter((name) => !names.includes(name)).map((name) => name.name),
        unknownNames: await findUnknownNames(context, plan.sheets),
    };
}
/** Only the card's names, for the pane's button. */
async function addNames(context, plan, state) {
    return applyPlan(context, { sheets: [], names: plan, activate: "" }, state);
}
function writeSheet(sheet, plan) {
    for (const block of plan.blocks)
        writeBlock(sheet, block);
    for (const address of plan.headerAddresses) {
        const header = sheet.getRange(address);
        header.format.font.bold = true;
        header.format.fill.color = HEADER_FILL;
    }
    plan.columnWidths.forEach((width, index) => {
        const column = (0, a1_1.columnLetters)(index + 1);
        sheet.getRange(`${column}:${column}`).format.columnWidth = width;
    });
    for (const { address, format } of plan.numberFormats) {
        const { rows, columns } = (0, a1_1.rangeSize)(address);
        sheet.getRange(address).numberFormat = filled(rows, columns, format);
    }
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
function writeBlock(sheet, block) {
    const cells = "values" in block ? block.values : block.formulas;
    const columns = Math.max(...cells.map((row) => row.length));
    const range = sheet.getRange((0, a1_1.blockAddress)(block.address, cells.length, columns));
    const rows = cells.map((row) => [...row]);
    if ("values" in block)
        range.values = rows;
    else
        range.formulas = rows;
}
function filled(rows, columns, value) {
    return Array.from({ length: rows }, () => Array.from({ length: columns }, () => value));
}
/** Deletes the planned sheets and names that exist now (they did not before the build). */
async function removeAdded(context, sheetNames, names) {
    try {
        const sheets = sheetNames.map((name) => context.workbook.worksheets.getItemOrNullObject(name));
        const added = names.map((name) => context.workbook.names.getItemOrNullObject(name));
        for (const item of [...sheets, ...added])
            item.load("isNullObject");
        await context.sync();
        for (const item of [...sheets, ...added])
            if (!item.isNullObject)
                item.delete();
        await context.sync();
        return [];
    }
    catch {
        return [...sheetNames, ...names];
    }
}
/** The formula cells of the plan that show #NAME? once written. */
async function findUnknownNames(context, sheets) {
    const reads = [];
    for (const sheet of sheets) {
        const worksheet = context.workbook.worksheets.getItem(sheet.name);
        for (const block of sheet.blocks) {
            if (!("formulas" in block))
                continue;
            const columns = Math.max(...block.formulas.map((row) => row.length));
            const address = (0, a1_1.blockAddress)(block.address, block.formulas.length, columns);
            const range = worksheet.getRange(address);
            range.load("values");
            reads.push({ sheet: sheet.name, address, range });
        }
    }
    if (reads.length === 0)
        return [];
    await context.sync();
    return reads
        .filter(({ range }) => range.values.some((row) => row.some(isUnknownName)))
        .map(({ sheet, address }) => ({ sheet, address }));
}
/** #NAME? as Excel shows it (#NOM? in French Excel). */
function isUnknownName(value) {
    return typeof value === "string" && /^#(NAME|NOM)\?$/.test(value);
}
const isEmptyCell = (value) => value === "" || value === null || value === undefined;
/**
 * Writes each fill into `sheet`, an existing sheet, only if all its cells are empty when read just
 * before writing (nothing a user typed is overwritten): one sync reads them, one writes. If the
 * write fails, the cells written are emptied again, and the WriteFailure says what could not be.
 */
async function fillEmptyCells(context, sheet, fills) {
    const worksheet = context.workbook.worksheets.getItem(sheet);
    const ranges = fills.map((fill) => {
        const range = worksheet.getRange(fill.address);
        range.load("values");
        return range;
    });
    await context.sync();
    const free = fills.filter((_, i) => { var _a; return ((_a = ranges[i]) === null || _a === void 0 ? void 0 : _a.values).every((row) => row.every(isEmptyCell)); });
    const taken = fills.filter((fill) => !free.includes(fill));
    try {
        for (const fill of free)
            worksheet.getRange(fill.address).values = fill.values.map((row) => [...row]);
        await context.sync();
    }
    catch (error) {
        const leftBehind = await emptyAgain(context, sheet, free);
        throw new WriteFailure(error, leftBehind);
    }
    return { filled: free, taken };
}
/** Empties the cells of the fills again; lists their addresses if even that fails. */
async function emptyAgain(context, sheet, fills) {
    try {
        const worksheet = context.workbook.worksheets.getItem(sheet);
        for (const fill of fills)
            worksheet.getRange(fill.address).values = fill.values.map((row) => row.map(() => ""));
        await context.sync();
        return [];
    }
    catch {
        return fills.map((fill) => `${sheet}!${fill.address}`);
    }
}
