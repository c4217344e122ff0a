"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DDROW = exports.DDROW_ARGUMENTS = exports.DDTABLE = exports.DDTABLE_ARGUMENTS = void 0;
const acceptedForms_1 = require("../acceptedForms");
const argumentNames_1 = require("../argumentNames");
/** A deal of one whole suit a hand, quick to solve: the two functions' example. */
const ONE_SUIT_A_HAND = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
exports.DDTABLE_ARGUMENTS = {
    deal: {
        name: argumentNames_1.ARGUMENT_NAMES.deal,
        kind: "deal",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.deal,
        single: true,
    },
};
exports.DDTABLE = {
    id: "DDTABLE",
    arguments: exports.DDTABLE_ARGUMENTS,
    description: {
        en: 'The double-dummy table of a deal: the tricks each seat takes as declarer in each strain when\nall four hands are seen and every card is played perfectly. Spills 4 rows (declarer N, E, S, W)\nby 5 columns (C, D, H, S, NT), the layout BRIDGE.PAR reads: =BRIDGE.PAR(BRIDGE.DDTABLE(A2), B2).\nComputed by the add-in\'s own solver while Excel shows #BUSY!: under half a second for a typical deal, two or three seconds for the hardest.\nExample: =BRIDGE.DDTABLE("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432") spills 0 13 0 13 0 / 13 0 13 0 0 / 0 13 0 13 0 / 13 0 13 0 0 (one whole suit a hand: the side holding trumps takes all 13 tricks, and at notrump the opening leader runs his suit).',
        fr: "La table double mort d'une donne PBN : 4 x 5 cellules, lignes N E S W, colonnes Trèfle Carreau Cœur Pique Sans-atout, les levées de chaque joueur comme déclarant (la forme que lit BRIDGE.PAR).\nExemple : =BRIDGE.DDTABLE(A2).",
    },
    parameters: {
        deal: { example: { en: `"${ONE_SUIT_A_HAND}"`, fr: "A2" } },
    },
};
exports.DDROW_ARGUMENTS = {
    deals: {
        name: argumentNames_1.ARGUMENT_NAMES.deals,
        kind: "deal",
        zeroIsBlank: true,
        accepts: acceptedForms_1.ACCEPTED_FORMS.deal,
    },
};
exports.DDROW = {
    id: "DDROW",
    arguments: exports.DDROW_ARGUMENTS,
    description: {
        en: "Double-dummy tables of a column of deals, one row of 20 numbers per deal: declarer N, then E,\nS and W, each in C, D, H, S, NT (the rows of BRIDGE.DDTABLE side by side). A blank deal gives a\nblank row, a malformed one #VALUE! across its row. Deals are solved in order while Excel shows\n#BUSY!.\nExample: =BRIDGE.DDROW(A2:A29) beside a hand record's column of deals.",
        fr: "Les 20 levées double mort de chaque donne d'une colonne sur une ligne (N puis E, S, W ; chacun Trèfle Carreau Cœur Pique Sans-atout).\nExemple : =BRIDGE.DDROW(A2:A33).",
    },
    parameters: {
        deals: {
            meaning: { en: "Deals, one a cell, each", fr: "Des donnes, une par cellule, chacune" },
            example: { en: `"${ONE_SUIT_A_HAND}"`, fr: "A2:A33" },
        },
    },
};
