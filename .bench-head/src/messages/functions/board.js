"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEALER = exports.DEALER_ARGUMENTS = exports.VUL = exports.VUL_ARGUMENTS = void 0;
const arguments_1 = require("./arguments");
const BOARD_TEXT = { example: { en: "7", fr: "7" } };
exports.VUL_ARGUMENTS = {
    board: arguments_1.BOARD,
};
exports.VUL = {
    id: "VUL",
    arguments: exports.VUL_ARGUMENTS,
    description: {
        en: 'The vulnerability of a board by its number (Law 2, repeating every 16 boards): "None", "NS", "EW" or "Both".\nExample: =BRIDGE.VUL(7) is "Both".',
        fr: 'La vulnérabilité d\'une donne selon son numéro (Loi 2, cycle de 16 donnes) : "None" (personne), "NS", "EW" ou "Both" (tous).\nExemple : =BRIDGE.VUL(7) vaut "Both".',
    },
    parameters: {
        board: BOARD_TEXT,
    },
};
/** The same arguments as VUL's. */
exports.DEALER_ARGUMENTS = exports.VUL_ARGUMENTS;
exports.DEALER = {
    id: "DEALER",
    arguments: exports.DEALER_ARGUMENTS,
    description: {
        en: 'The dealer of a board by its number (Law 2, repeating every 4 boards): "N", "E", "S" or "W".\nExample: =BRIDGE.DEALER(7) is "S".',
        fr: 'Le donneur d\'une donne selon son numéro (Loi 2, cycle de 4 donnes) : "N", "E", "S" ou "W" (Ouest).\nExemple : =BRIDGE.DEALER(7) vaut "S".',
    },
    parameters: {
        board: BOARD_TEXT,
    },
};
