"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rememberingReader = rememberingReader;
const errors_1 = require("../core/errors");
/**
 * Remembers what `readText` (which never returns undefined) makes of each text. Made by a
 * function, not a class: the hidden shape of a class's instances lives only as long
 * as some instance, so after a garbage collection between two calls the engine would throw
 * away the code it optimized for them (docs/PERFORMANCE.md, "Per-call state").
 */
function rememberingReader(readText) {
    // Good readings and bad ones apart, so that the usual lookup is one hash lookup.
    const good = new Map();
    const bad = new Map();
    const readNew = (text) => {
        try {
            const answer = readText(text);
            good.set(text, answer);
            return answer;
        }
        catch (error) {
            if (!(error instanceof errors_1.BridgeInputError))
                throw error;
            bad.set(text, error);
            return undefined;
        }
    };
    const readIfGood = (text) => {
        const answer = good.get(text);
        if (answer !== undefined || bad.has(text))
            return answer;
        return readNew(text);
    };
    return {
        readIfGood,
        read(text) {
            const answer = readIfGood(text);
            if (answer === undefined)
                throw bad.get(text);
            return answer;
        },
    };
}
