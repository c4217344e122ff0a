"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.publishErrorMessage = publishErrorMessage;
exports.listSessions = listSessions;
exports.fromA1 = fromA1;
exports.publishSession = publishSession;
/*
 * Reads a session's sheets through the Excel API (their computed values, so what is saved is
 * what the sheets show) and writes them as USEBIO 1.2 or PBN with src/files' writers. Loaded as
 * its own chunk (./publishChunk.ts) when the user first saves: a pane that never publishes never
 * loads the writers. Reading never writes to the workbook.
 */
const pbnWrite_1 = require("../files/pbnWrite");
const usebioWrite_1 = require("../files/usebioWrite");
const publishProblems_1 = require("../messages/publishProblems");
const a1_1 = require("../session/a1");
const publishError_1 = require("../session/publish/publishError");
const handRecordsFromSheet_1 = require("../session/publish/handRecordsFromSheet");
const sessionFromSheets_1 = require("../session/publish/sessionFromSheets");
const sessionSheets_1 = require("../session/publish/sessionSheets");
const sheetNames_1 = require("../session/sheetNames");
/** A PublishError's message in the pane's language; undefined for any other error. */
function publishErrorMessage(error, language) {
    return error instanceof publishError_1.PublishError ? (0, publishProblems_1.publishProblem)(error.problem, language) : undefined;
}
async function listSessions(context) {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    await context.sync();
    return (0, sessionSheets_1.findSessions)(sheets.items.map((sheet) => sheet.name));
}
/** A used range's cells placed from A1 (a used range may start lower or further right). */
function fromA1(address, cells) {
    var _a;
    const range = address.slice(address.lastIndexOf("!") + 1);
    const { column, row } = (0, a1_1.parseCell)((_a = range.split(":")[0]) !== null && _a !== void 0 ? _a : "A1");
    const pad = () => Array.from({ length: column - 1 }, () => "");
    return [
        ...Array.from({ length: row - 1 }, () => []),
        ...cells.map((line) => [...pad(), ...line]),
    ];
}
/** The values and formulas of each named sheet, in one sync. */
async function readSheets(context, names) {
    const ranges = names.map((name) => {
        const used = context.workbook.worksheets.getItem(name).getUsedRangeOrNullObject();
        used.load("address, values, formulas");
        return [name, used];
    });
    await context.sync();
    return new Map(ranges.map(([name, used]) => [
        name,
        used.isNullObject
            ? { values: [], formulas: [] }
            : {
                values: fromA1(used.address, used.values),
                formulas: fromA1(used.address, used.formulas),
            },
    ]));
}
function textOfCell(cell) {
    return typeof cell === "string" ? cell : "";
}
async function publishSession(context, sheets, format, options) {
    var _a, _b, _c;
    const names = [sheets.results, sheets.ranking, ...(sheets.pairs ? [sheets.pairs] : [])];
    const read = await readSheets(context, [...names, ...sheets.handRecords]);
    const values = (name) => { var _a, _b; return (_b = (_a = read.get(name)) === null || _a === void 0 ? void 0 : _a.values) !== null && _b !== void 0 ? _b : []; };
    const handSheet = sheets.handRecords.find((name) => (0, handRecordsFromSheet_1.isHandRecordsSheet)(values(name)));
    const session = (0, sessionFromSheets_1.sessionFromSheets)({
        sheets,
        results: values(sheets.results),
        pointsFormula: textOfCell((_b = (_a = read.get(sheets.results)) === null || _a === void 0 ? void 0 : _a.formulas[1]) === null || _b === void 0 ? void 0 : _b[10]),
        ranking: values(sheets.ranking),
        ...(sheets.pairs ? { pairs: values(sheets.pairs) } : {}),
        handRecords: handSheet ? (0, handRecordsFromSheet_1.readHandRecordsSheet)(values(handSheet)) : [],
    }, options);
    const base = (0, sheetNames_1.cleanSheetName)(sheets.base) || "session";
    const counts = { boards: session.boards.length, pairs: session.pairs.length };
    if (format === "usebio")
        return {
            fileName: `${base}.xml`,
            mimeType: "application/xml",
            text: (0, usebioWrite_1.writeUsebio)(session),
            ...counts,
        };
    return {
        fileName: `${base}.pbn`,
        mimeType: "text/plain",
        text: (0, pbnWrite_1.writePbn)(session.handRecords, { event: (_c = session.event.title) !== null && _c !== void 0 ? _c : base, results: session }),
        ...counts,
    };
}
