"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.swissdraw = void 0;
const teamsTable_1 = require("../../messages/functions/teamsTable");
const teams_1 = require("../../core/teams");
const displayLanguage_1 = require("../displayLanguage");
const teamsStandings_1 = require("./teamsStandings");
/** BRIDGE.SWISSDRAW: its arguments and descriptions are declared in src/messages/functions/teamsSwissDraw.ts. */
exports.swissdraw = (0, teamsStandings_1.eventTableFunction)((table, tieBreak) => {
    const draw = (0, teams_1.drawSwissRound)(table.matches, { tieBreak, entries: table.entries });
    if (draw.tables.length === 0 && draw.bye === undefined)
        return [[""]];
    const header = teamsTable_1.TEAMS_HEADER[(0, displayLanguage_1.messageLanguage)()];
    const rows = [[header.table, header.home, header.away]];
    for (const drawn of draw.tables) {
        rows.push([drawn.table, table.shown(drawn.home), table.shown(drawn.away)]);
    }
    if (draw.bye !== undefined)
        rows.push([header.bye, table.shown(draw.bye), ""]);
    return rows;
});
