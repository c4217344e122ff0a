"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.par = par;
exports.parcontract = parcontract;
const par_1 = require("../../messages/functions/par");
const par_2 = require("../../core/par");
const parBoard_1 = require("../../core/parBoard");
const arguments_1 = require("../arguments");
const errors_1 = require("../errors");
const lift_1 = require("../lift");
const trickTableArgument_1 = require("../trickTableArgument");
/** BRIDGE.PAR: its arguments and descriptions are declared in src/messages/functions/par.ts. */
function par(tricks, vulnerability, dealer) {
    return parCall(tricks, vulnerability, dealer, scoreOfPar);
}
/** BRIDGE.PARCONTRACT: its arguments and descriptions are declared in src/messages/functions/par.ts. */
function parcontract(tricks, vulnerability, dealer) {
    return parCall(tricks, vulnerability, dealer, contractsOfPar);
}
function scoreOfPar(found) {
    return found.score;
}
function contractsOfPar(found) {
    return found.contracts.join(", ");
}
/**
 * The table is one argument read whole: a bad table is one #VALUE! for the call. The
 * vulnerability and dealer are lifted as usual, so a column of boards spills their pars.
 */
function parCall(tricks, vulnerability, dealer, answer) {
    let table;
    try {
        table = (0, trickTableArgument_1.readTrickTableArgument)(tricks, par_1.PAR_ARGUMENTS.tricks);
    }
    catch (error) {
        return (0, errors_1.cellErrorOf)(error);
    }
    return (0, lift_1.liftCells)([vulnerability, dealer], parCell, { table, answer });
}
function parCell(cells, call) {
    var _a, _b;
    const error = (0, arguments_1.firstErrorIn)(cells);
    if (error)
        return error;
    if (call.table === trickTableArgument_1.NO_TABLE)
        return "";
    const board = readBoard((_a = cells[0]) !== null && _a !== void 0 ? _a : lift_1.OMITTED, (_b = cells[1]) !== null && _b !== void 0 ? _b : lift_1.OMITTED);
    if (board === undefined)
        return "";
    return call.answer((0, par_2.findPar)(call.table, board.vulnerability, board.dealer));
}
/** The board's vulnerability and dealer; undefined when the vulnerability is blank. */
function readBoard(vulnerabilityCell, dealerCell) {
    const given = (0, arguments_1.readArgument)(par_1.PAR_ARGUMENTS.vulnerability, vulnerabilityCell);
    if (given === undefined)
        return undefined;
    const vulnerability = (0, parBoard_1.parseBoardVulnerability)(given);
    const dealer = (0, parBoard_1.dealerOfBoard)(given, (0, arguments_1.readArgument)(par_1.PAR_ARGUMENTS.dealer, dealerCell));
    return { vulnerability, dealer };
}
