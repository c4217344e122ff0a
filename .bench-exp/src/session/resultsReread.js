"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rereadResults = rereadResults;
const resultsFile_1 = require("./resultsFile");
/** Results' columns as the sheet holds them: A board ... E EW, F contract ... I lead. */
const COLUMNS = { board: 0, ns: 3, ew: 4, contract: 5, declarer: 6, result: 7, lead: 8 };
/** The first line's row (row 1 is the header). */
const FIRST_ROW = 2;
const text = (value) => typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
/** A row's or line's result, as compared: the contract folded, the other cells as text. */
function resultOf(cells) {
    const [contract, declarer, result, lead] = cells.map(text);
    return [
        (contract !== null && contract !== void 0 ? contract : "").replace(/\s+/g, "").toUpperCase(),
        (declarer !== null && declarer !== void 0 ? declarer : "").toUpperCase(),
        result !== null && result !== void 0 ? result : "",
        (lead !== null && lead !== void 0 ? lead : "").toUpperCase(),
    ]
        .join(" ")
        .trim();
}
const lineCells = (line) => {
    var _a, _b, _c, _d;
    return [
        (_a = line.contract) !== null && _a !== void 0 ? _a : "",
        (_b = line.declarer) !== null && _b !== void 0 ? _b : "",
        (_c = line.result) !== null && _c !== void 0 ? _c : "",
        (_d = line.lead) !== null && _d !== void 0 ? _d : "",
    ];
};
/**
 * What the file adds to the sheet: `rows` are the Results sheet's rows from row 2 (columns A to I
 * at least, as its used range gives them), `lines` the file's lines.
 */
function rereadResults(rows, lines) {
    var _a;
    const rowsByKey = new Map();
    rows.forEach((row, i) => {
        const key = (0, resultsFile_1.lineKey)({
            board: Number(text(row[COLUMNS.board])),
            ns: text(row[COLUMNS.ns]),
            ew: text(row[COLUMNS.ew]),
        });
        if (!rowsByKey.has(key))
            rowsByKey.set(key, i);
    });
    const fills = [];
    const disagreements = [];
    const unplaced = [];
    let unchanged = 0;
    for (const line of lines) {
        const index = rowsByKey.get((0, resultsFile_1.lineKey)({ board: line.board, ns: text(line.ns), ew: text(line.ew) }));
        if (index === undefined) {
            unplaced.push(line);
            continue;
        }
        const row = (_a = rows[index]) !== null && _a !== void 0 ? _a : [];
        const sheetCells = [COLUMNS.contract, COLUMNS.declarer, COLUMNS.result, COLUMNS.lead].map((column) => row[column]);
        const sheet = resultOf(sheetCells);
        const file = resultOf(lineCells(line));
        if (sheet === "") {
            const at = FIRST_ROW + index;
            fills.push({ row: at, address: `F${String(at)}:I${String(at)}`, values: lineCells(line) });
        }
        else if (sheet === file)
            unchanged += 1;
        else
            disagreements.push({ board: line.board, ns: text(line.ns), ew: text(line.ew), sheet, file });
    }
    return { fills, unchanged, disagreements, unplaced };
}
