"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.vp = vp;
const vp_1 = require("../../messages/functions/vp");
const teams_1 = require("../../messages/teams");
const errors_1 = require("../../core/errors");
const victoryPoints_1 = require("../../core/victoryPoints");
const teams_2 = require("../../core/teams");
const arguments_1 = require("../arguments");
const lift_1 = require("../lift");
const teamsVpTable_1 = require("./teamsVpTable");
/** BRIDGE.VP: its arguments and descriptions are declared in src/messages/functions/vp.ts. */
function vp(imps, boards, scale) {
    const tableRows = (0, teamsVpTable_1.victoryPointTableRows)(scale);
    if (tableRows !== undefined) {
        return byTable(imps, boards, tableRows);
    }
    return (0, lift_1.liftCells)([imps, boards, scale], (cells) => {
        const error = (0, arguments_1.firstErrorIn)(cells);
        if (error)
            return error;
        const [impsCell, boardsCell, scaleCell] = cells;
        const margin = (0, arguments_1.readArgument)(vp_1.VP_ARGUMENTS.imps, impsCell !== null && impsCell !== void 0 ? impsCell : lift_1.OMITTED);
        if (margin === undefined)
            return "";
        const boardCount = readBoards(boardsCell !== null && boardsCell !== void 0 ? boardsCell : lift_1.OMITTED);
        const chosen = (0, arguments_1.readArgument)(vp_1.VP_ARGUMENTS.scale, scaleCell !== null && scaleCell !== void 0 ? scaleCell : lift_1.OMITTED, victoryPoints_1.VICTORY_POINT_SCALES);
        return (0, victoryPoints_1.victoryPointsForMargin)(margin, boardCount, chosen);
    });
}
/** The boards of the match: required on the WBF scale, which depends on them. */
function readBoards(cell) {
    const boards = (0, arguments_1.readArgument)(vp_1.VP_ARGUMENTS.boards, cell);
    if (boards === undefined) {
        throw new errors_1.BridgeInputError(vp_1.VP_ARGUMENTS.boards.name.en, undefined, vp_1.VP_ARGUMENTS.boards.accepts);
    }
    return boards;
}
/** The margin on an event's own table, which may have a fraction (a cross-IMP total). */
const IMPS_ON_A_TABLE = { ...vp_1.VP_ARGUMENTS.imps, accepts: teams_1.TEAMS_FORMS.impMargin };
/**
 * VPs on an event's own table, written for its matches' length: boards may be blank; when given
 * it must be a board count, as on the WBF scale, but does not change the answer. A margin may have a fraction
 * (a cross-IMP total): the table's bands are not rounded into.
 */
function byTable(imps, boards, rows) {
    let table;
    return (0, lift_1.liftCells)([imps, boards], (cells) => {
        const error = (0, arguments_1.firstErrorIn)(cells);
        if (error)
            return error;
        // A table that breaks a rule is refused in every cell, as a bad keyword is.
        table !== null && table !== void 0 ? table : (table = (0, teams_2.parseVictoryPointTable)(rows, vp_1.VP_ARGUMENTS.scale.name.en));
        const [impsCell, boardsCell] = cells;
        const margin = (0, arguments_1.readArgument)(IMPS_ON_A_TABLE, impsCell !== null && impsCell !== void 0 ? impsCell : lift_1.OMITTED);
        if (margin === undefined)
            return "";
        if (!(0, arguments_1.isBlank)(boardsCell !== null && boardsCell !== void 0 ? boardsCell : lift_1.OMITTED))
            (0, victoryPoints_1.wbfVictoryPointTable)(readBoards(boardsCell !== null && boardsCell !== void 0 ? boardsCell : lift_1.OMITTED));
        return (0, teams_2.victoryPointsByTable)(margin, table);
    });
}
