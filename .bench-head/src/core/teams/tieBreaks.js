"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseTieBreak = parseTieBreak;
exports.breakTie = breakTie;
exports.tieBreakValue = tieBreakValue;
exports.levelRuns = levelRuns;
const teams_1 = require("../../messages/teams");
const errors_1 = require("../errors");
const playedMatches_1 = require("./playedMatches");
const TIE_BREAKS = ["none", "head-to-head", "imp-difference", "imp-quotient"];
/** @example parseTieBreak("Head to head") // "head-to-head" */
function parseTieBreak(text, argument = "tiebreak") {
    const folded = text
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, "-");
    const tieBreak = TIE_BREAKS.find((name) => name === folded);
    if (tieBreak === undefined)
        throw new errors_1.BridgeInputError(argument, text, teams_1.TEAMS_FORMS.tieBreak);
    return tieBreak;
}
/** Teams level on VPs, in team-number order, split into ordered groups still level. */
function breakTie(level, tieBreak) {
    switch (tieBreak) {
        case "none":
            return [[...level]];
        case "head-to-head":
            return splitHeadToHead(level);
        case "imp-difference":
            return orderedGroups(level, (a, b) => impDifference(b) - impDifference(a));
        case "imp-quotient":
            // Cross-multiplied: no division by a team that lost no IMPs (its quotient is the highest).
            return orderedGroups(level, (a, b) => b.impsFor * a.impsAgainst - a.impsFor * b.impsAgainst);
    }
}
/** The number a standings table shows for the tie-break, when it has one for the team. */
function tieBreakValue(record, level, tieBreak) {
    switch (tieBreak) {
        case "none":
            return undefined;
        case "head-to-head":
            return level.length > 1 && haveAllMet(level) ? resultAmong(record, level).vps : undefined;
        case "imp-difference":
            return impDifference(record);
        case "imp-quotient":
            return record.impsAgainst > 0 ? record.impsFor / record.impsAgainst : undefined;
    }
}
function impDifference(record) {
    return (0, playedMatches_1.roundTotal)(record.impsFor - record.impsAgainst);
}
function haveAllMet(group) {
    return group.every((record) => group.every((other) => other === record || record.against.has(other.team)));
}
/** What a team won against the other teams of its group: VPs, then net IMPs. */
function resultAmong(record, group) {
    let vps = 0;
    let imps = 0;
    for (const other of group) {
        const meetings = record.against.get(other.team);
        if (other === record || meetings === undefined)
            continue;
        vps += meetings.vps;
        imps += meetings.impsFor - meetings.impsAgainst;
    }
    return { vps: (0, playedMatches_1.roundTotal)(vps), imps: (0, playedMatches_1.roundTotal)(imps) };
}
function splitHeadToHead(group) {
    if (group.length < 2 || !haveAllMet(group))
        return [[...group]];
    const results = new Map(group.map((record) => [record, resultAmong(record, group)]));
    const result = (record) => results.get(record);
    const groups = orderedGroups(group, (a, b) => result(b).vps - result(a).vps || result(b).imps - result(a).imps);
    if (groups.length === 1)
        return groups;
    return groups.flatMap((part) => (part.length > 1 ? splitHeadToHead(part) : [part]));
}
/** Sorts by `compare` (stable: team-number order within) and cuts where it sees a difference. */
function orderedGroups(teams, compare) {
    return levelRuns([...teams].sort(compare), (a, b) => compare(a, b) === 0);
}
/** A sorted list cut into runs of items the same by `same`: [[12, 12], [10], [8, 8]]. */
function levelRuns(sorted, same) {
    const runs = [];
    for (const item of sorted) {
        const last = runs[runs.length - 1];
        if (last !== undefined && same(last[0], item))
            last.push(item);
        else
            runs.push([item]);
    }
    return runs;
}
