"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readDealAt = readDealAt;
const errors_1 = require("../core/errors");
const deal_1 = require("../core/deal");
const errors_2 = require("../messages/errors");
const fileError_1 = require("./fileError");
/**
 * A deal read by core's PBN deal parser, its problem ("East has 12 cards") reported as a
 * FileFormatError at `line` of the file.
 */
function readDealAt(text, line) {
    try {
        return (0, deal_1.parseDeal)(text, "Deal");
    }
    catch (error) {
        if (!(error instanceof errors_1.BridgeInputError) || error.problem === undefined)
            throw error;
        const problem = error.problem;
        return (0, fileError_1.failAt)(line, (words, language) => words.badDeal((0, errors_2.acceptedIn)(problem, language)));
    }
}
