"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readEventTable = readEventTable;
const teamsTable_1 = require("../../messages/functions/teamsTable");
const errors_1 = require("../../messages/errors");
const errors_2 = require("../../core/errors");
const arguments_1 = require("../arguments");
const cells_1 = require("../cells");
const displayLanguage_1 = require("../displayLanguage");
const lift_1 = require("../lift");
const errors_3 = require("../errors");
const range_1 = require("../range");
/**
 * Reads the columns of an event's table row by row (the teams column's rows; a shorter column
 * ends in blanks). A row blank throughout is skipped; a row whose VPs are blank is a match not
 * played yet: its teams are entered, the row is not a match. Error values are passed on.
 */
function readEventTable(teams, opponents, vps, imps) {
    // A range too large or text too long in any argument is reported as such, naming it, before
    // any row is read (as RANKING does).
    const args = teamsTable_1.TEAMS_TABLE_ARGUMENTS;
    for (const [value, argument] of [
        [teams, args.teams],
        [opponents, args.opponents],
        [vps, args.vps],
        [imps, args.imps],
    ]) {
        if (value === null || value === undefined)
            continue;
        const rows = (0, range_1.rowsOf)(value);
        (0, range_1.refuseTooManyCells)(rows.length * (0, range_1.widthOf)(rows), argument.name.en);
        const single = Array.isArray(value) ? undefined : (0, cells_1.readCell)(value);
        if (typeof single === "string")
            (0, arguments_1.boundedText)(single, argument.name.en, argument.accepts);
    }
    const teamRows = (0, range_1.rowsOf)(teams);
    const opponentRows = (0, range_1.rowsOf)(opponents);
    const vpsRows = (0, range_1.rowsOf)(vps);
    const impRows = imps === null || imps === undefined ? undefined : (0, range_1.rowsOf)(imps);
    const shownTeams = new Map();
    const matches = [];
    const entries = [];
    const texts = errors_1.ERROR_TEXTS[(0, displayLanguage_1.messageLanguage)()];
    teamRows.forEach((_, index) => {
        const cellOf = (rows, column) => {
            if (rows === undefined)
                return lift_1.OMITTED;
            const cell = (0, cells_1.readCell)((0, range_1.valueIn)(rows[index], column));
            if ((0, cells_1.isExcelError)(cell))
                throw (0, errors_3.passOn)(cell);
            return cell;
        };
        // A bad cell is named by its argument and row: "vps, row 3".
        const read = (declaration, cell) => {
            try {
                return (0, arguments_1.readArgument)(declaration, cell);
            }
            catch (error) {
                if (!(error instanceof errors_2.BridgeInputError))
                    throw error;
                throw error.forArgument(`${declaration.name.en}, ${texts.lineOfTable(index + 1, undefined)}`);
            }
        };
        const teamIn = (declaration, cell) => {
            const value = read(declaration, cell);
            if (value === undefined)
                return undefined;
            const team = String(value);
            if (!shownTeams.has(team))
                shownTeams.set(team, value);
            return team;
        };
        const impCells = [cellOf(impRows, 0), cellOf(impRows, 1)];
        const team = teamIn(args.teams, cellOf(teamRows, 0));
        const opponent = teamIn(args.opponents, cellOf(opponentRows, 0));
        const won = read(args.vps, cellOf(vpsRows, 0));
        const [impsFor, impsAgainst] = impCells.map((cell) => read(args.imps, cell));
        if (won === undefined) {
            for (const entered of [team, opponent])
                if (entered !== undefined)
                    entries.push(entered);
            return;
        }
        // A blank team on a played row is the core's to refuse ("row 3 has no team").
        matches.push({
            team: team !== null && team !== void 0 ? team : "",
            vps: won,
            ...(opponent === undefined ? {} : { opponent }),
            ...(impsFor === undefined ? {} : { impsFor }),
            ...(impsAgainst === undefined ? {} : { impsAgainst }),
        });
    });
    return {
        matches,
        entries,
        shown: (team) => { var _a; return (_a = shownTeams.get(team)) !== null && _a !== void 0 ? _a : team; },
        withImps: impRows !== undefined,
    };
}
