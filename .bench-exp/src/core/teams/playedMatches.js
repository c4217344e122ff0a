"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.compareTeamNumbers = compareTeamNumbers;
exports.roundTotal = roundTotal;
exports.recordEvent = recordEvent;
exports.requireImps = requireImps;
const teams_1 = require("../../messages/teams");
const errors_1 = require("../errors");
/**
 * Team numbers in their natural order: numbers by value (2 before 10), before names, names by
 * their characters (the same on every machine, unlike a locale's collation).
 */
function compareTeamNumbers(a, b) {
    const aNumber = /^\d+$/.test(a);
    const bNumber = /^\d+$/.test(b);
    if (aNumber && bNumber)
        return Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);
    if (aNumber !== bNumber)
        return aNumber ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
}
/** A sum of VPs or IMPs without floating-point dust: 13.45 + 6.55 is 20, not 20.000000000000004. */
function roundTotal(total) {
    const scaled = total * 1e9;
    // A total too large to scale (1e308 VPs) has no dust to remove: scaled it would be Infinity.
    if (!Number.isFinite(scaled))
        return total;
    return Math.round(scaled) / 1e9 + 0;
}
/**
 * Every team's record from the table of played matches, in team-number order, with the teams of
 * `entries` that have not played yet. Each match must appear from both sides: a row of A against
 * B needs a row of B against A (a typo in a team's name shows here, not as a phantom team).
 */
function recordEvent(matches, entries = []) {
    const records = new Map();
    const recordOf = (team) => {
        let record = records.get(team);
        if (record === undefined) {
            record = { team, played: 0, byes: 0, vps: 0, impsFor: 0, impsAgainst: 0, against: new Map() };
            records.set(team, record);
        }
        return record;
    };
    entries.forEach(recordOf);
    matches.forEach((match, index) => {
        var _a, _b, _c, _d, _e;
        checkRow(match, index + 1);
        const record = recordOf(match.team);
        record.vps += match.vps;
        if (match.opponent === undefined) {
            record.byes++;
            return;
        }
        record.played++;
        record.impsFor += (_a = match.impsFor) !== null && _a !== void 0 ? _a : 0;
        record.impsAgainst += (_b = match.impsAgainst) !== null && _b !== void 0 ? _b : 0;
        const meetings = (_c = record.against.get(match.opponent)) !== null && _c !== void 0 ? _c : {
            count: 0,
            vps: 0,
            impsFor: 0,
            impsAgainst: 0,
        };
        meetings.count++;
        meetings.vps += match.vps;
        meetings.impsFor += (_d = match.impsFor) !== null && _d !== void 0 ? _d : 0;
        meetings.impsAgainst += (_e = match.impsAgainst) !== null && _e !== void 0 ? _e : 0;
        record.against.set(match.opponent, meetings);
    });
    checkBothSides(matches, records);
    for (const record of records.values()) {
        // Each row is finite, but 1e308 VPs twice add up to Infinity: no standing to show.
        if (!Number.isFinite(record.vps + record.impsFor + record.impsAgainst)) {
            throw new errors_1.BridgeInputError("vps", record.vps, teams_1.TEAMS_FORMS.vps, teams_1.TEAMS_PROBLEMS.totalTooLarge(record.team));
        }
        record.vps = roundTotal(record.vps);
        record.impsFor = roundTotal(record.impsFor);
        record.impsAgainst = roundTotal(record.impsAgainst);
        for (const meetings of record.against.values()) {
            meetings.vps = roundTotal(meetings.vps);
            meetings.impsFor = roundTotal(meetings.impsFor);
            meetings.impsAgainst = roundTotal(meetings.impsAgainst);
        }
    }
    return [...records.values()].sort((a, b) => compareTeamNumbers(a.team, b.team));
}
function checkRow(match, row) {
    if (match.team.length === 0) {
        throw new errors_1.BridgeInputError("teams", match.team, teams_1.TEAMS_FORMS.team, teams_1.TEAMS_PROBLEMS.blankTeam(row));
    }
    if (match.opponent === match.team) {
        throw new errors_1.BridgeInputError("opponents", match.opponent, teams_1.TEAMS_FORMS.opponents, teams_1.TEAMS_PROBLEMS.playsItself(row));
    }
    if (!Number.isFinite(match.vps) || match.vps < 0) {
        throw new errors_1.BridgeInputError("vps", match.vps, teams_1.TEAMS_FORMS.vps, teams_1.TEAMS_PROBLEMS.badValue(row, match.vps));
    }
    for (const imps of [match.impsFor, match.impsAgainst]) {
        if (imps !== undefined && (!Number.isFinite(imps) || imps < 0)) {
            throw new errors_1.BridgeInputError("imps", imps, teams_1.TEAMS_FORMS.imps, teams_1.TEAMS_PROBLEMS.badValue(row, imps));
        }
    }
}
/** The first row whose match has more rows from its side than from the opponents'. */
function checkBothSides(matches, records) {
    const count = (team, opponent) => { var _a, _b, _c; return (_c = (_b = (_a = records.get(team)) === null || _a === void 0 ? void 0 : _a.against.get(opponent)) === null || _b === void 0 ? void 0 : _b.count) !== null && _c !== void 0 ? _c : 0; };
    matches.forEach((match, index) => {
        const { team, opponent } = match;
        if (opponent !== undefined && count(team, opponent) > count(opponent, team)) {
            throw new errors_1.BridgeInputError("opponents", opponent, teams_1.TEAMS_FORMS.opponents, teams_1.TEAMS_PROBLEMS.missingOtherRow(index + 1, team, opponent));
        }
    });
}
/** The tie-breaks on IMPs need them on every row of a match (a bye's are not needed). */
function requireImps(matches, tieBreak) {
    matches.forEach((match, index) => {
        var _a;
        if (match.opponent === undefined)
            return;
        if (match.impsFor === undefined || match.impsAgainst === undefined) {
            throw new errors_1.BridgeInputError("imps", (_a = match.impsFor) !== null && _a !== void 0 ? _a : match.impsAgainst, teams_1.TEAMS_FORMS.imps, teams_1.TEAMS_PROBLEMS.impsMissing(index + 1, tieBreak));
        }
    });
}
