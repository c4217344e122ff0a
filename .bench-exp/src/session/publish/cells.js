"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.textOf = textOf;
exports.numberOf = numberOf;
exports.isErrorText = isErrorText;
exports.cellAt = cellAt;
/** The text of a cell, trimmed; "" for a blank or a non-text non-number. */
function textOf(cell) {
    if (typeof cell === "string")
        return cell.trim();
    if (typeof cell === "number" && Number.isFinite(cell))
        return String(cell);
    return "";
}
/** A finite number, or undefined (a blank, text, an error). */
function numberOf(cell) {
    return typeof cell === "number" && Number.isFinite(cell) ? cell : undefined;
}
/** An error value as the Excel API shows it in `values`: "#VALUE!", "#N/A", "#SPILL!"... */
function isErrorText(cell) {
    return typeof cell === "string" && /^#[A-Z0-9/]+[!?]?$/i.test(cell.trim()) && cell.trim() !== "#";
}
function cellAt(rows, row, column) {
    var _a, _b;
    return (_b = (_a = rows[row - 1]) === null || _a === void 0 ? void 0 : _a[column - 1]) !== null && _b !== void 0 ? _b : "";
}
