"use strict";
/*
 * Free sheet names for a new session: nothing is ever written into a sheet that exists. Excel's
 * rules: at most 31 characters, none of : \ / ? * [ ], not starting or ending with ', unique
 * without regard to case.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_SHEET_NAME_LENGTH = void 0;
exports.cleanSheetName = cleanSheetName;
exports.freeSheetNames = freeSheetNames;
exports.MAX_SHEET_NAME_LENGTH = 31;
/** A session name made fit for a sheet name: forbidden characters become spaces. */
function cleanSheetName(name) {
    return name
        .replace(/[:\\/?*[\]]/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^'+|'+$/g, "")
        .trim();
}
/**
 * Names for the sheets of one session: `${base}${suffix}` for each suffix ("" for the first
 * sheet, " Ranking", ...). The first base whose every name is free is taken: "Session
 * 2026-11-30", then "Session 2026-11-30 (2)", "(3)"... The base is shortened so the longest
 * name fits in 31 characters.
 */
function freeSheetNames(base, suffixes, existing) {
    const taken = new Set(existing.map((name) => name.toLocaleUpperCase()));
    const longestSuffix = Math.max(0, ...suffixes.map((suffix) => suffix.length));
    const cleaned = cleanSheetName(base) || "Session";
    for (let copy = 1;; copy += 1) {
        const counter = copy === 1 ? "" : ` (${copy})`;
        const room = exports.MAX_SHEET_NAME_LENGTH - longestSuffix - counter.length;
        const names = suffixes.map((suffix) => `${cleaned.slice(0, room).trimEnd()}${counter}${suffix}`);
        if (names.every((name) => !taken.has(name.toLocaleUpperCase())))
            return names;
    }
}
