"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.HAND = exports.HAND_ARGUMENTS = exports.HCP = exports.HCP_ARGUMENTS = void 0;
const arguments_1 = require("./arguments");
const parameterTexts_1 = require("./parameterTexts");
exports.HCP_ARGUMENTS = {
    deal: arguments_1.DEAL,
    seat: arguments_1.SEAT,
};
exports.HCP = {
    id: "HCP",
    arguments: exports.HCP_ARGUMENTS,
    description: {
        en: 'The high-card points (A 4, K 3, Q 2, J 1) of one seat\'s hand in a deal.\nExample: =BRIDGE.HCP("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "W") is 14; with {"N","E","S","W"} as the seat it spills 7, 7, 12, 14.',
        fr: "Les points d'honneur (As 4, Roi 3, Dame 2, Valet 1) d'un joueur dans une donne PBN.\nExemple : =BRIDGE.HCP(A2; \"N\").",
    },
    parameters: {
        deal: parameterTexts_1.DEAL_TEXT,
        seat: { example: { en: '"W"', fr: '"N"' } },
    },
};
/** The same arguments as HCP's. */
exports.HAND_ARGUMENTS = exports.HCP_ARGUMENTS;
exports.HAND = {
    id: "HAND",
    arguments: exports.HAND_ARGUMENTS,
    description: {
        en: 'One seat\'s hand in a deal as people read it: each suit\'s symbol and cards from the ace down, a void as "—".\nExample: =BRIDGE.HAND("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "N") is "♠QJ6 ♥K652 ♦J85 ♣T98".',
        fr: 'La main d\'un joueur telle qu\'on la lit : "♠AKJ ♥T98 ♦Q2 ♣8765" (chicane "—").\nExemple : =BRIDGE.HAND(A2; "S").',
    },
    parameters: {
        deal: parameterTexts_1.DEAL_TEXT,
        seat: { example: { en: '"N"', fr: '"S"' } },
    },
};
