"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rememberingReader = rememberingReader;
const errors_1 = require("../core/errors");
/**
 * Remembers what `readText` (which never returns undefined) makes of each text. A plain object
 * whose methods are declared once, neither a class instance nor closures made per call: the
 * engine's optimized code keeps the hidden shapes and the functions it was optimized for only
 * weakly, and a class instance's shape, or a call's closures, die with the call, so after a
 * garbage collection between two calls that code would be thrown away (docs/PERFORMANCE.md,
 * "Per-call state"). `readText` is called only on a text not met before.
 */
function rememberingReader(readText) {
    const reader = {
        good: new Map(),
        bad: new Map(),
        readText,
        readIfGood: readIfGoodRemembered,
        read: readRemembered,
    };
    return reader;
}
function readIfGoodRemembered(text) {
    const answer = this.good.get(text);
    if (answer !== undefined || this.bad.has(text))
        return answer;
    return readNew(this, text);
}
function readRemembered(text) {
    const answer = this.readIfGood(text);
    if (answer === undefined)
        throw this.bad.get(text);
    return answer;
}
function readNew(reader, text) {
    try {
        const answer = reader.readText(text);
        reader.good.set(text, answer);
        return answer;
    }
    catch (error) {
        if (!(error instanceof errors_1.BridgeInputError))
            throw error;
        reader.bad.set(text, error);
        return undefined;
    }
}
