"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rankStandings = rankStandings;
const playedMatches_1 = require("./playedMatches");
const tieBreaks_1 = require("./tieBreaks");
/**
 * The standings of an event from its table of played matches (a row per team per match, a bye as
 * a row without opponents): total VPs, highest first; teams level on VPs split by the tie-break
 * (tieBreaks.ts) or sharing the place, "3=" (a shared place counts for each team in it: two
 * teams sharing 3rd, the next is 5th). Teams sharing a place are listed in team-number order, so
 * the same table always gives the same standings.
 * @example rankStandings([{ team: "1", opponent: "2", vps: 12 }, { team: "2", opponent: "1", vps: 8 }])
 * // [{ place: "1", team: "1", vps: 12, ... }, { place: "2", team: "2", vps: 8, ... }]
 */
function rankStandings(matches, { tieBreak = "none", entries = [] } = {}) {
    if (tieBreak === "imp-difference" || tieBreak === "imp-quotient")
        (0, playedMatches_1.requireImps)(matches, tieBreak);
    const records = (0, playedMatches_1.recordEvent)(matches, entries).sort((a, b) => b.vps - a.vps);
    const standings = [];
    for (const level of (0, tieBreaks_1.levelRuns)(records, (a, b) => a.vps === b.vps)) {
        for (const group of (0, tieBreaks_1.breakTie)(level, tieBreak)) {
            const rank = standings.length + 1;
            const place = group.length > 1 ? `${rank}=` : `${rank}`;
            for (const record of group) {
                standings.push(standingOf(record, place, rank, (0, tieBreaks_1.tieBreakValue)(record, level, tieBreak)));
            }
        }
    }
    return standings;
}
function standingOf(record, place, rank, tieBreak) {
    const { team, played, byes, vps, impsFor, impsAgainst } = record;
    return { place, rank, team, played, byes, vps, impsFor, impsAgainst, tieBreak };
}
