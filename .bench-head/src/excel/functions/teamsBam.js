"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bam = bam;
const teamsBam_1 = require("../../messages/functions/teamsBam");
const teams_1 = require("../../core/teams");
const arguments_1 = require("../arguments");
const lift_1 = require("../lift");
/** BRIDGE.BAM: its arguments and descriptions are declared in src/messages/functions/teamsBam.ts. */
function bam(score, other_room_score, tie_margin) {
    return (0, lift_1.liftCells)([score, other_room_score, tie_margin], (cells) => {
        const error = (0, arguments_1.firstErrorIn)(cells);
        if (error)
            return error;
        const [scoreCell, otherCell, marginCell] = cells;
        const own = (0, arguments_1.readArgument)(teamsBam_1.BAM_ARGUMENTS.score, scoreCell !== null && scoreCell !== void 0 ? scoreCell : lift_1.OMITTED);
        const other = (0, arguments_1.readArgument)(teamsBam_1.BAM_ARGUMENTS.other_room_score, otherCell !== null && otherCell !== void 0 ? otherCell : lift_1.OMITTED);
        // A board not yet played in both rooms has no points yet.
        if (own === undefined || other === undefined)
            return "";
        const margin = (0, arguments_1.readArgument)(teamsBam_1.BAM_ARGUMENTS.tie_margin, marginCell !== null && marginCell !== void 0 ? marginCell : lift_1.OMITTED);
        return (0, teams_1.boardAMatchPoints)(own, other, margin);
    });
}
