"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readDoubleDummyTricks = readDoubleDummyTricks;
exports.formatDoubleDummyTricks = formatDoubleDummyTricks;
exports.readOptimumResultTable = readOptimumResultTable;
exports.formatOptimumResultTable = formatOptimumResultTable;
const files_1 = require("../messages/files");
const fileError_1 = require("./fileError");
const pbnTables_1 = require("./pbnTables");
/**
 * Double-dummy tables in a hand-record file, to and from core's TrickTable (seats N E S W,
 * strains C D H S NT):
 * - [DoubleDummyTricks "65657656576867568675"] (BridgeComposer's tag, read by BridgeWebs): 20
 *   hex digits, declarers N, S, E, W, each in NT, S, H, D, C: digit 5·declarer + strain.
 * - [OptimumResultTable "Declarer;Denomination\2R;Result\2R"] (PBN 2.1 section 5.4) and 20 rows
 *   "N NT 10", in any order (BridgeComposer writes NT first, Dealmaster and BCDD NT last or C
 *   first). A compact table that gives some declarers only (10 rows, N and W, as some producers
 *   write it) is no table of all 20 results: it is read as the declarers it gives, and the board
 *   keeps no table (the sheet shows the solver's), rather than a partner's tricks taken as given.
 * - A [DoubleDummyTricks] with "-" or "*" for a result not known is read likewise, as no table.
 */
/** Declarers in the file's order, as TrickTable rows (N 0, E 1, S 2, W 3). */
const FILE_DECLARERS = [0, 2, 1, 3];
/** Strains in the file's order, as TrickTable columns (C 0, D 1, H 2, S 3, NT 4). */
const FILE_STRAINS = [4, 3, 2, 1, 0];
const DECLARER_LETTERS = ["N", "E", "S", "W"];
/** Declarers in [DoubleDummyTricks]'s order. */
const FILE_SEATS = ["N", "S", "E", "W"];
const STRAIN_LETTERS = ["C", "D", "H", "S", "NT"];
function emptyTable() {
    return [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
}
/** Each table cell in the files' order: [row, column] of TrickTable. */
function cellsInFileOrder() {
    return FILE_DECLARERS.flatMap((seat) => FILE_STRAINS.map((strain) => [seat, strain]));
}
function readDoubleDummyTricks(tag) {
    const value = tag.value.trim();
    if (/^[0-9a-d*-]{20}$/i.test(value) && /[*-]/.test(value)) {
        const declarers = [0, 1, 2, 3].filter((index) => /[0-9a-d]/i.test(value.slice(5 * index, 5 * index + 5)));
        return { partial: true, declarers: declarers.map((d) => FILE_SEATS[d]) };
    }
    if (!/^[0-9a-d]{20}$/i.test(value)) {
        (0, fileError_1.failAt)(tag.line, (words, language) => words.badTagValue(tag.name, value, files_1.FILE_FORMS[language].doubleDummyTricks));
    }
    const table = emptyTable();
    cellsInFileOrder().forEach(([seat, strain], index) => {
        table[seat][strain] = parseInt(value[index], 16);
    });
    return table;
}
function formatDoubleDummyTricks(table) {
    return cellsInFileOrder()
        .map(([seat, strain]) => table[seat][strain].toString(16))
        .join("");
}
function readOptimumResultTable(tag) {
    var _a, _b, _c;
    const { rows } = (0, pbnTables_1.readTable)(tag, ["Declarer", "Denomination", "Result"]);
    const table = emptyTable();
    const seen = new Set();
    for (const { line, values } of rows) {
        const seat = DECLARER_LETTERS.indexOf(((_a = values.Declarer) !== null && _a !== void 0 ? _a : "").toUpperCase());
        const strainText = ((_b = values.Denomination) !== null && _b !== void 0 ? _b : "").toUpperCase();
        const strain = STRAIN_LETTERS.indexOf(strainText === "N" ? "NT" : strainText);
        const result = (_c = values.Result) !== null && _c !== void 0 ? _c : "";
        if (result === "" || result === "*")
            continue;
        if (seat < 0) {
            (0, fileError_1.failAt)(line, (words, language) => { var _a; return words.badTagValue(tag.name, (_a = values.Declarer) !== null && _a !== void 0 ? _a : "-", files_1.FILE_FORMS[language].seat); });
        }
        if (strain < 0) {
            (0, fileError_1.failAt)(line, (words, language) => words.badTagValue(tag.name, strainText || "-", files_1.FILE_FORMS[language].strain));
        }
        if (!/^\d+$/.test(result) || Number(result) > 13) {
            (0, fileError_1.failAt)(line, (words, language) => words.badTagValue(tag.name, result || "-", files_1.FILE_FORMS[language].tricks));
        }
        const cell = `${DECLARER_LETTERS[seat]} ${STRAIN_LETTERS[strain]}`;
        if (seen.has(cell))
            (0, fileError_1.failAt)(line, (words) => words.tableRowTwice(tag.name, cell));
        seen.add(cell);
        table[seat][strain] = Number(result);
    }
    if (seen.size !== 20) {
        const complete = (seat) => STRAIN_LETTERS.every((strain) => seen.has(`${seat} ${strain}`));
        return { partial: true, declarers: DECLARER_LETTERS.filter(complete) };
    }
    return table;
}
function formatOptimumResultTable(table) {
    const rows = cellsInFileOrder().map(([seat, strain]) => ({
        Declarer: DECLARER_LETTERS[seat],
        Denomination: STRAIN_LETTERS[strain],
        Result: String(table[seat][strain]),
    }));
    return (0, pbnTables_1.formatTable)("OptimumResultTable", ["Declarer", "Denomination", "Result"], rows, new Set(["Declarer"]));
}
