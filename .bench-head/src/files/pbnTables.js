"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseColumns = parseColumns;
exports.readTable = readTable;
exports.formatTable = formatTable;
const fileError_1 = require("./fileError");
function parseColumns(header) {
    return header
        .split(";")
        .map((part) => part.trim())
        .filter((part) => part !== "")
        .map((part) => {
        var _a, _b;
        const match = /^[+-]?([^\\]+)(?:\\(\d+)([LR])?)?$/i.exec(part);
        const name = ((_a = match === null || match === void 0 ? void 0 : match[1]) !== null && _a !== void 0 ? _a : part).trim();
        const width = (match === null || match === void 0 ? void 0 : match[2]) === undefined ? undefined : Number(match[2]);
        const align = (_b = match === null || match === void 0 ? void 0 : match[3]) === null || _b === void 0 ? void 0 : _b.toUpperCase();
        return { name, ...(width === undefined ? {} : { width }), ...(align ? { align } : {}) };
    });
}
/** The rows of a table tag, each value under its column's name; a row of the wrong length fails. */
function readTable(tag, required) {
    const columns = parseColumns(tag.value);
    for (const name of required) {
        if (!columns.some((column) => column.name === name)) {
            (0, fileError_1.failAt)(tag.line, (words) => words.tableColumnMissing(tag.name, name));
        }
    }
    const rows = tag.rows.map((row) => {
        if (row.tokens.length !== columns.length) {
            (0, fileError_1.failAt)(row.line, (words) => words.tableRowLength(tag.name, row.tokens.length, columns.length));
        }
        const values = {};
        columns.forEach((column, index) => {
            const token = row.tokens[index];
            if (token !== "-")
                values[column.name] = token;
        });
        return { line: row.line, values };
    });
    return { columns, rows };
}
/** A value as a table row writes it: quoted when empty or holding spaces; "-" when unknown. */
function tableToken(value) {
    if (value === undefined)
        return "-";
    if (value === "" || /[\s"\\;]/.test(value)) {
        return `"${value.replace(/["\\]/g, "\\$&")}"`;
    }
    return value;
}
/**
 * A table tag and its rows, each column as wide as its widest value (the header's width), right
 * aligned unless `left` names it.
 */
function formatTable(tag, names, rows, left) {
    const tokens = rows.map((row) => names.map((name) => tableToken(row[name])));
    const widths = names.map((_, index) => Math.max(1, ...tokens.map((row) => row[index].length)));
    const align = (name) => (left.has(name) ? "L" : "R");
    const header = names.map((name, index) => `${name}\\${widths[index]}${align(name)}`).join(";");
    const lines = tokens.map((row) => row
        .map((token, index) => {
        const width = widths[index];
        return align(names[index]) === "L" ? token.padEnd(width) : token.padStart(width);
    })
        .join(" ")
        .trimEnd());
    return [`[${tag} "${header}"]`, ...lines];
}
