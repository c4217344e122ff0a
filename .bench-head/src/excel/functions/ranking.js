"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ranking = ranking;
// Over 120 lines: RANKING reads four columns (boards, pairs, scores) into a session's lines, naming
// each bad line, and lays the ranking out; the ranking itself is core/ranking.ts's.
const ranking_1 = require("../../messages/functions/ranking");
const errors_1 = require("../../messages/errors");
const displayLanguage_1 = require("../displayLanguage");
const errors_2 = require("../../core/errors");
const keyword_1 = require("../../core/keyword");
const ranking_2 = require("../../core/ranking");
const sessionFields_1 = require("../../core/sessionFields");
const arguments_1 = require("../arguments");
const boardCall_1 = require("../boardCall");
const boardScores_1 = require("../boardScores");
const labelColumn_1 = require("../labelColumn");
const cells_1 = require("../cells");
const errors_3 = require("../errors");
/** BRIDGE.RANKING: its arguments and descriptions are declared in src/messages/functions/ranking.ts. */
function ranking(boards, ns_pairs, ew_pairs, scores, method, fields) {
    return (0, boardCall_1.boardCall)(() => {
        // Read here, checked after the table: a table with no score gives a blank whatever they hold.
        const methodText = (0, boardCall_1.readSetting)(ranking_1.RANKING_ARGUMENTS.method, method);
        const fieldsText = (0, boardCall_1.readSetting)(ranking_1.RANKING_ARGUMENTS.fields, fields);
        const table = readSessionTable(boards, ns_pairs, ew_pairs, scores);
        if (table.lines.every((line) => line.result === undefined))
            return [[""]];
        const ranked = (0, ranking_2.rankSession)(table.lines, {
            method: (0, keyword_1.readKeyword)(ranking_2.RANKING_METHODS, methodText, ranking_1.RANKING_ARGUMENTS.method.name.en),
            fields: (0, keyword_1.readKeyword)(sessionFields_1.FIELD_COUNTS, fieldsText, ranking_1.RANKING_ARGUMENTS.fields.name.en),
            nameOfLine: table.nameOfLine,
        });
        return laidOut(ranked, table.shownPair);
    });
}
function laidOut(ranked, shownPair) {
    var _a, _b;
    const twoFields = ranked.some((pair) => pair.field !== undefined);
    const header = ranking_1.RANKING_HEADER[(0, displayLanguage_1.messageLanguage)()];
    const rows = [
        twoFields ? [...header.columns, header.field] : [...header.columns],
    ];
    for (const pair of ranked) {
        const row = [
            pair.tied ? `${pair.place}=` : pair.place,
            shownPair(pair.pair),
            pair.boards,
            pair.total,
            (_a = pair.percentage) !== null && _a !== void 0 ? _a : "",
        ];
        if (twoFields)
            row.push((_b = pair.field) !== null && _b !== void 0 ? _b : "");
        rows.push(row);
    }
    return rows;
}
/**
 * The four columns of a session's table, line by line. Any bad cell on a line with a score stops
 * the ranking with #VALUE! naming the line: a ranking computed without it would be wrong.
 */
function readSessionTable(boards, nsPairs, ewPairs, scores) {
    // Text too long in any argument is reported as such before any other check (see boundedText).
    const declared = ranking_1.RANKING_ARGUMENTS;
    const arguments_ = [
        [boards, declared.boards],
        [nsPairs, declared.ns_pairs],
        [ewPairs, declared.ew_pairs],
        [scores, declared.scores],
    ];
    for (const [value, declaration] of arguments_) {
        const single = Array.isArray(value) ? undefined : (0, cells_1.readCell)(value);
        if (typeof single === "string")
            (0, arguments_1.boundedText)(single, declaration.name.en, declaration.accepts);
    }
    const scoreRange = (0, boardCall_1.readScores)(scores);
    const { rows, columns } = scoreRange;
    const language = (0, displayLanguage_1.messageLanguage)();
    const texts = errors_1.ERROR_TEXTS[language];
    const nameOfLine = (i) => columns === 1
        ? texts.lineOfTable(i + 1, undefined)
        : texts.lineOfTable(Math.floor(i / columns) + 1, (i % columns) + 1);
    // The pairs' labels as shown, one map for both directions (the boards' apart).
    const shown = new Map();
    const labels = (range, declaration, into = shown) => {
        const shape = (0, errors_1.labelColumnForms)(declaration.accepts, rows, columns);
        return (0, labelColumn_1.readLabelColumn)(range, declaration, shape, rows, columns, into);
    };
    const boardKeys = labels(boards, declared.boards, new Map());
    const nsKeys = labels(nsPairs, declared.ns_pairs);
    const ewKeys = labels(ewPairs, declared.ew_pairs);
    const lines = [];
    for (let i = 0; i < rows * columns; i++) {
        const entry = (0, boardScores_1.entryIn)(scoreRange, i);
        if (typeof entry === "object" && "kind" in entry) {
            if (entry.input)
                throw entry.input.forArgument(`${entry.input.argument}, ${nameOfLine(i)}`);
            const why = entry.error.message || texts.holdsErrorValue(entry.error.code);
            throw (0, errors_3.invalidValue)(texts.badLine(nameOfLine(i), why));
        }
        const board = boardKeys.keys[i];
        const ns = nsKeys.keys[i];
        const ew = ewKeys.keys[i];
        // A row of 0s is a row desktop Excel passes empty, not a passed-out board of no pairs.
        const unfilled = entry === 0 && board === undefined && ns === undefined && ew === undefined;
        const result = unfilled ? undefined : entry;
        if (result !== undefined) {
            const line = nameOfLine(i);
            for (const [column, declaration] of [
                [boardKeys, declared.boards],
                [nsKeys, declared.ns_pairs],
                [ewKeys, declared.ew_pairs],
            ]) {
                const bad = column.bad.get(i);
                if (bad === undefined)
                    continue;
                const received = (0, cells_1.isExcelError)(bad) ? bad.code : bad;
                throw new errors_2.BridgeInputError(`${declaration.name.en}, ${line}`, received, declaration.accepts);
            }
        }
        lines.push({ board, ns, ew, result });
    }
    return { lines, nameOfLine, shownPair: (key) => { var _a; return (_a = shown.get(key)) !== null && _a !== void 0 ? _a : key; } };
}
