"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PARCONTRACT = exports.PARCONTRACT_ARGUMENTS = exports.PAR = exports.PAR_ARGUMENTS = void 0;
const arguments_1 = require("./arguments");
exports.PAR_ARGUMENTS = {
    tricks: arguments_1.TRICK_TABLE,
    vulnerability: arguments_1.BOARD_VULNERABILITY,
    dealer: arguments_1.DEALER,
};
exports.PAR = {
    id: "PAR",
    arguments: exports.PAR_ARGUMENTS,
    description: {
        en: "The par score of a deal from its double-dummy table, as DDS's DealerPar computes it: North-South's score (positive when North-South gain); the dealer's side bids first; sacrifices are doubled.\nExample: =BRIDGE.PAR({7,5,6,5,6;5,7,6,8,6;7,5,6,5,6;5,7,6,8,6}, \"None\", \"N\") is -110 (DDS's first test deal: East-West make 2S).",
        fr: "La marque du par d'une donne, vue de Nord-Sud (positive quand Nord-Sud marque), à partir de sa table double mort, comme DealerPar de DDS.\nExemple : =BRIDGE.PAR(C2:G5; 7).",
    },
    parameters: {
        tricks: { example: { en: "{7,5,6,5,6;5,7,6,8,6;7,5,6,5,6;5,7,6,8,6}", fr: "C2:G5" } },
        vulnerability: {
            meaning: { en: "The board's vulnerability", fr: "La vulnérabilité de la donne" },
            example: { en: '"None"', fr: "7" },
        },
        dealer: { example: { en: '"N"', fr: '"S"' } },
    },
};
exports.PARCONTRACT_ARGUMENTS = exports.PAR_ARGUMENTS;
exports.PARCONTRACT = {
    id: "PARCONTRACT",
    arguments: exports.PARCONTRACT_ARGUMENTS,
    description: {
        en: 'The par contract(s) of a deal from its double-dummy table, written as DDS\'s DealerPar writes them, separated by ", ": "4S-NS", "2C-EW+1" (overtricks), "4S*-EW-1" (* doubled, one down), "4C*-N-1" (only North), "pass".\nExample: =BRIDGE.PARCONTRACT({7,5,6,5,6;5,7,6,8,6;7,5,6,5,6;5,7,6,8,6}, "None", "N") is "2S-EW" (DDS\'s first test deal).',
        fr: 'Le ou les contrats du par, écrits comme DealerPar de DDS : "4S-NS", "2C-EW+1", "4S*-EW-1" (* contré, -1 une de chute), "pass" si la donne est passée.\nExemple : =BRIDGE.PARCONTRACT(C2:G5; 7).',
    },
    parameters: exports.PAR.parameters,
};
