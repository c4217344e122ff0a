"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mergeSections = mergeSections;
exports.sessionOfSection = sessionOfSection;
exports.sectionScoring = sectionScoring;
exports.withSharedPlaces = withSharedPlaces;
/**
 * Whether two sections number a pair alike: then the field's labels name their section, as NZ
 * Scorer's own do ("(A) 1 NS").
 */
function labelsCollide(sections) {
    const seen = new Set();
    for (const section of sections) {
        const own = new Set(section.pairs.map((pair) => pair.pair.trim().toUpperCase()));
        for (const board of section.boards) {
            for (const line of board.lines) {
                own.add(line.nsPair.trim().toUpperCase());
                own.add(line.ewPair.trim().toUpperCase());
            }
        }
        for (const label of own) {
            if (seen.has(label))
                return true;
        }
        for (const label of own)
            seen.add(label);
    }
    return false;
}
/** The label of a pair of `section` in the field: the file's, or "(A) 1NS" when they collide. */
function fieldLabel(section, label, qualify) {
    return qualify ? `(${section.id}) ${label}` : label;
}
/** All sections' pairs and boards as one field; pair labels name their section when needed. */
function mergeSections(sections) {
    const qualify = labelsCollide(sections);
    return {
        pairs: sections.flatMap((section) => section.pairs.map((pair) => ({ ...pair, pair: fieldLabel(section, pair.pair, qualify) }))),
        boards: sections.flatMap((section) => section.boards.map((board) => ({
            ...board,
            lines: board.lines.map((line) => ({
                ...line,
                nsPair: fieldLabel(section, line.nsPair, qualify),
                ewPair: fieldLabel(section, line.ewPair, qualify),
            })),
        }))),
    };
}
/** A section as a session of its own: one winner or two as its own pairs sit. */
function sessionOfSection(whole, section) {
    const directions = section.pairs.filter((pair) => pair.direction !== undefined).length;
    const winnerType = directions === 0 ? 1 : directions === section.pairs.length ? 2 : whole.event.winnerType;
    return {
        ...whole,
        event: {
            ...whole.event,
            ...(winnerType === undefined ? {} : { winnerType }),
            sectionCount: 1,
        },
        pairs: section.pairs,
        boards: section.boards,
        section: section.id,
    };
}
/** The published points' top of a line, North-South's and East-West's added. */
function lineTop(nsPoints, ewPoints) {
    return nsPoints === undefined || ewPoints === undefined ? undefined : nsPoints + ewPoints;
}
/**
 * Whether the file ranked its sections as one field: its places run across the sections (some
 * section has no pair placed first in one of its fields; with one winner, WINNER_TYPE 1, the
 * field is the section's pairs in both directions), or, with no places, each line's published matchpoints add
 * up to the top of the board's results across the field, 2(n - 1) for n results in all sections,
 * rather than to the top within its section (NZ Scorer's field_scoring, as its converter's
 * multi-section file shows: a top of 64 for 33 results in sections of 13, 13 and 7 tables).
 * Otherwise section by section.
 */
function sectionScoring(sections, winnerType) {
    var _a, _b;
    if (sections.length < 2)
        return "section";
    const placed = sections.map((section) => section.pairs.filter((pair) => pair.place !== undefined));
    if (placed.every((pairs) => pairs.length > 0)) {
        // Ranked section by section: each section has its own winner in each of its fields.
        const fieldOf = (pair) => { var _a; return (winnerType === 1 ? "" : ((_a = pair.direction) !== null && _a !== void 0 ? _a : "")); };
        const firstInEach = placed.every((pairs) => [...new Set(pairs.map(fieldOf))].every((field) => pairs.some((pair) => { var _a; return fieldOf(pair) === field && ((_a = pair.place) === null || _a === void 0 ? void 0 : _a.place) === 1; })));
        return firstInEach ? "section" : "field";
    }
    const fieldCounts = new Map();
    for (const section of sections) {
        for (const board of section.boards) {
            fieldCounts.set(board.board, ((_a = fieldCounts.get(board.board)) !== null && _a !== void 0 ? _a : 0) + board.lines.length);
        }
    }
    let field = 0;
    let own = 0;
    for (const section of sections) {
        for (const board of section.boards) {
            const inField = (_b = fieldCounts.get(board.board)) !== null && _b !== void 0 ? _b : 0;
            if (inField === board.lines.length)
                continue;
            for (const line of board.lines) {
                const top = lineTop(line.nsPoints, line.ewPoints);
                if (top === undefined)
                    continue;
                const offField = Math.abs(top - 2 * (inField - 1));
                const offSection = Math.abs(top - 2 * (board.lines.length - 1));
                if (offField < offSection)
                    field++;
                else if (offSection < offField)
                    own++;
            }
        }
    }
    return field > own ? "field" : "section";
}
/**
 * The pairs with a place another pair of their field shares marked tied ("3=" or a plain "3"
 * written for both, as MyABF needs it): the field is the pair's direction with two winners, all
 * the pairs with one (WINNER_TYPE 1) or none given.
 */
function withSharedPlaces(pairs, winnerType) {
    var _a;
    const fieldOf = (pair) => { var _a; return (winnerType === 1 ? "" : ((_a = pair.direction) !== null && _a !== void 0 ? _a : "")); };
    const count = new Map();
    const keyOf = (pair) => { var _a, _b; return `${fieldOf(pair)}|${(_b = (_a = pair.place) === null || _a === void 0 ? void 0 : _a.place) !== null && _b !== void 0 ? _b : ""}`; };
    for (const pair of pairs) {
        if (pair.place)
            count.set(keyOf(pair), ((_a = count.get(keyOf(pair))) !== null && _a !== void 0 ? _a : 0) + 1);
    }
    return pairs.map((pair) => {
        var _a;
        return pair.place && !pair.place.tied && ((_a = count.get(keyOf(pair))) !== null && _a !== void 0 ? _a : 0) > 1
            ? { ...pair, place: { ...pair.place, tied: true } }
            : pair;
    });
}
