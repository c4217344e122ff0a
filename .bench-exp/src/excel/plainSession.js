"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.answerPlainSession = answerPlainSession;
const range_1 = require("./range");
const spill_1 = require("./spill");
/**
 * The session's spill (as answerInShape lays it out: BOTH, East-West's column to the right), or
 * undefined when it is not plain or a board is refused.
 */
function answerPlainSession(scores, boards, sides, wholePoints, answersByRank) {
    if (!Array.isArray(scores) || !Array.isArray(boards))
        return undefined;
    const lines = scores.length;
    if (lines === 0 || lines > range_1.MAX_CELLS || boards.length !== lines)
        return undefined;
    const work = workspace(lines);
    if (!readLines(scores, boards, wholePoints, work))
        return undefined;
    const { scoreOf, order } = work;
    const output = new Array(lines);
    // One side: equal answers share a row (see oneCellRows), looked up once per distinct score.
    const rowOf = sides.length === 1 ? (0, spill_1.oneCellRows)() : undefined;
    const side = sides[0];
    for (let b = 0; b < work.boardCount; b++) {
        const start = work.boardStart[b];
        const end = work.boardStart[b + 1];
        sortByScore(order, scoreOf, start, end);
        const distinct = [];
        const counts = [];
        for (let p = start; p < end; p++) {
            const score = scoreOf[order[p]];
            if (distinct.length > 0 && distinct[distinct.length - 1] === score) {
                counts[counts.length - 1] = counts[counts.length - 1] + 1;
            }
            else {
                distinct.push(score);
                counts.push(1);
            }
        }
        let answers;
        try {
            answers = answersByRank({ distinct, counts }, end - start);
        }
        catch {
            return undefined; // the general path says why this board is refused
        }
        const first = answers[side];
        const second = sides.length === 2 ? answers[sides[1]] : undefined;
        const rows = rowOf === undefined ? undefined : first.map((answer) => rowOf(answer));
        let rank = -1;
        let previous = NaN;
        for (let p = start; p < end; p++) {
            const line = order[p];
            const score = scoreOf[line];
            if (score !== previous) {
                rank++;
                previous = score;
            }
            output[line] =
                rows !== undefined
                    ? rows[rank]
                    : [first[rank], second[rank]];
        }
    }
    return output;
}
/** Sessions up to this many lines keep their scratch memory (24 bytes a line, 1.6 MB) for the next call. */
const KEPT_LINES = 1 << 16;
let kept;
function workspace(lines) {
    if (kept !== undefined && kept.scoreOf.length >= lines)
        return kept;
    const size = Math.max(lines, 1024);
    const fresh = {
        scoreOf: new Float64Array(size),
        boardOf: new Int32Array(size),
        order: new Int32Array(size),
        boardStart: new Int32Array(size + 1),
        boardOfLabel: new Int32Array(size + 1),
        boardCount: 0,
    };
    if (lines <= KEPT_LINES)
        kept = fresh;
    return fresh;
}
/**
 * Reads every line, numbers its boards and groups the lines by board (in the order of the
 * range within a board); false as soon as a line is not plain.
 */
function readLines(scores, boards, wholePoints, work) {
    const { scoreOf, boardOf, order, boardStart, boardOfLabel } = work;
    const lines = scores.length;
    boardOfLabel.fill(-1, 0, lines + 1);
    // Board numbers that are not 1 to `lines` (rare: 0.5, 1001 on a short sheet).
    let otherLabels;
    let boardCount = 0;
    for (let line = 0; line < lines; line++) {
        const scoreRow = scores[line];
        const boardRow = boards[line];
        if (!Array.isArray(scoreRow) || scoreRow.length !== 1)
            return false;
        if (!Array.isArray(boardRow) || boardRow.length !== 1)
            return false;
        const score = scoreRow[0];
        const label = boardRow[0];
        if (typeof score !== "number" || !Number.isFinite(score))
            return false;
        if (wholePoints && !Number.isInteger(score))
            return false;
        if (typeof label !== "number" || label === 0 || !Number.isFinite(label))
            return false;
        scoreOf[line] = score + 0; // -0 and 0 are one score
        let board;
        if (Number.isInteger(label) && label > 0 && label <= lines) {
            board = boardOfLabel[label];
            if (board < 0)
                boardOfLabel[label] = board = boardCount++;
        }
        else {
            otherLabels !== null && otherLabels !== void 0 ? otherLabels : (otherLabels = new Map());
            const known = otherLabels.get(label);
            board = known !== null && known !== void 0 ? known : boardCount++;
            if (known === undefined)
                otherLabels.set(label, board);
        }
        boardOf[line] = board;
    }
    // A counting sort of the lines by board.
    boardStart.fill(0, 0, boardCount + 1);
    for (let line = 0; line < lines; line++) {
        const board = boardOf[line];
        boardStart[board + 1] = boardStart[board + 1] + 1;
    }
    for (let b = 0; b < boardCount; b++) {
        boardStart[b + 1] = boardStart[b + 1] + boardStart[b];
    }
    // boardOfLabel is free now: it serves as each board's next place in `order`.
    const next = boardOfLabel;
    next.set(boardStart.subarray(0, boardCount));
    for (let line = 0; line < lines; line++) {
        const board = boardOf[line];
        const at = next[board];
        order[at] = line;
        next[board] = at + 1;
    }
    work.boardCount = boardCount;
    return true;
}
/**
 * Sorts order[start..end) by the lines' scores: by insertion, as a board of a session has a few
 * dozen lines; a board of thousands by the engine's sort.
 */
function sortByScore(order, scoreOf, start, end) {
    if (end - start > LONG_BOARD) {
        order.subarray(start, end).sort((a, b) => scoreOf[a] - scoreOf[b]);
        return;
    }
    for (let p = start + 1; p < end; p++) {
        const line = order[p];
        const score = scoreOf[line];
        let q = p;
        while (q > start && scoreOf[order[q - 1]] > score) {
            order[q] = order[q - 1];
            q--;
        }
        order[q] = line;
    }
}
const LONG_BOARD = 64;
