"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.standings = void 0;
exports.eventTableFunction = eventTableFunction;
const teamsStandings_1 = require("../../messages/functions/teamsStandings");
const teamsTable_1 = require("../../messages/functions/teamsTable");
const teams_1 = require("../../core/teams");
const boardCall_1 = require("../boardCall");
const displayLanguage_1 = require("../displayLanguage");
const teamsTable_2 = require("./teamsTable");
/** BRIDGE.STANDINGS: its arguments and descriptions are declared in src/messages/functions/teamsStandings.ts. */
exports.standings = eventTableFunction((table, tieBreak) => {
    const ranked = (0, teams_1.rankStandings)(table.matches, { tieBreak, entries: table.entries });
    if (ranked.length === 0)
        return [[""]];
    return laidOut(ranked, table, tieBreak);
});
/**
 * A function of an event's table (teams, opponents, vps, [imps], [tiebreak]) as Excel calls it:
 * one #VALUE! for bad input, since every answer depends on the whole table.
 */
function eventTableFunction(answer) {
    return (teams, opponents, vps, imps, tiebreak) => (0, boardCall_1.boardCall)(() => {
        const tieBreak = readTieBreak(tiebreak);
        return answer((0, teamsTable_2.readEventTable)(teams, opponents, vps, imps), tieBreak);
    });
}
/** The tie-break setting: "none" when left out or blank. */
function readTieBreak(tiebreak) {
    const declared = teamsStandings_1.STANDINGS_ARGUMENTS.tiebreak;
    const text = (0, boardCall_1.readSetting)(declared, tiebreak);
    return text === undefined ? "none" : (0, teams_1.parseTieBreak)(text, declared.name.en);
}
/** A header row, then a row per team: byes only when a team had one, IMPs when given. */
function laidOut(ranked, table, tieBreak) {
    const header = teamsTable_1.TEAMS_HEADER[(0, displayLanguage_1.messageLanguage)()];
    const columns = [
        // A place alone is a number, as BRIDGE.RANKING's; a shared one the text "3=".
        ["place", (s) => (s.place === String(s.rank) ? s.rank : s.place)],
        ["team", (s) => table.shown(s.team)],
        ["played", (s) => s.played],
    ];
    if (ranked.some((standing) => standing.byes > 0))
        columns.push(["byes", (s) => s.byes]);
    columns.push(["totalVps", (s) => s.vps]);
    if (table.withImps)
        columns.push(["impsFor", (s) => s.impsFor], ["impsAgainst", (s) => s.impsAgainst]);
    if (tieBreak !== "none")
        columns.push([tieBreak, (s) => { var _a; return (_a = s.tieBreak) !== null && _a !== void 0 ? _a : ""; }]);
    return [
        columns.map(([name]) => { var _a; return (_a = header[name]) !== null && _a !== void 0 ? _a : name; }),
        ...ranked.map((standing) => columns.map(([, cell]) => cell(standing))),
    ];
}
