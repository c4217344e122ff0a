"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.imps = imps;
const imps_1 = require("../../messages/functions/imps");
const imps_2 = require("../../core/imps");
const arguments_1 = require("../arguments");
const lift_1 = require("../lift");
/** BRIDGE.IMPS: its arguments and descriptions are declared in src/messages/functions/imps.ts. */
function imps(difference, other) {
    return (0, lift_1.liftCells)([difference, other], (cells) => {
        const error = (0, arguments_1.firstErrorIn)(cells);
        if (error)
            return error;
        const [differenceCell, otherCell] = cells;
        const points = (0, arguments_1.readArgument)(imps_1.IMPS_ARGUMENTS.difference, differenceCell !== null && differenceCell !== void 0 ? differenceCell : lift_1.OMITTED);
        if (points === undefined)
            return "";
        if (otherCell === lift_1.OMITTED)
            return (0, imps_2.impsForDifference)(points);
        const otherPoints = (0, arguments_1.readArgument)(imps_1.IMPS_ARGUMENTS.other, otherCell !== null && otherCell !== void 0 ? otherCell : lift_1.OMITTED);
        if (otherPoints === undefined)
            return "";
        return (0, imps_2.impsForDifference)(points - otherPoints);
    });
}
