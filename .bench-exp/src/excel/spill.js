"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.oneCellRows = oneCellRows;
/**
 * The most distinct values whose one-cell rows are shared. A column of scores, matchpoints or
 * IMPs holds a few hundred distinct values; past this many, new values get rows of their own so
 * that the table of shared rows stays small.
 */
const MOST_SHARED_VALUES = 4096;
/**
 * The rows of a spilled answer one cell wide. Excel only reads a function's answer (the runtime
 * serializes it to send it to the sheet), so rows of equal value can be one array: a column of
 * 100,000 results then costs a few hundred small arrays, not 100,000. Those arrays would be
 * most of a whole-column call's cost: they outgrow the engine's young generation and are copied
 * by every collection until the call returns. Returns the function giving a value's row.
 * (A closure, not a class instance: see rememberingReader.)
 */
function oneCellRows() {
    const shared = new Map();
    return (value) => {
        // Errors carry their own messages: each keeps a row of its own.
        if (typeof value === "object")
            return [value];
        const row = shared.get(value);
        if (row !== undefined)
            return row;
        const fresh = [value];
        if (shared.size < MOST_SHARED_VALUES)
            shared.set(value, fresh);
        return fresh;
    };
}
