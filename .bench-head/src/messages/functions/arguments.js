"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEALER = exports.BOARD_VULNERABILITY = exports.TRICK_TABLE = exports.SEAT = exports.DEAL = exports.DIRECTION = exports.BOARD_LABELS = exports.ROUNDING = exports.TRIM = exports.SCORES = exports.BOARD = void 0;
/**
 * Arguments that several functions take alike, each declared once (../declarations.ts).
 */
const acceptedForms_1 = require("../acceptedForms");
const argumentNames_1 = require("../argumentNames");
exports.BOARD = {
    name: argumentNames_1.ARGUMENT_NAMES.board,
    kind: "boardNumber",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.board,
};
exports.SCORES = {
    name: argumentNames_1.ARGUMENT_NAMES.scores,
    kind: "scores",
    zeroIsBlank: false,
    accepts: acceptedForms_1.ACCEPTED_FORMS.adjusted,
};
exports.TRIM = {
    name: argumentNames_1.ARGUMENT_NAMES.trim,
    kind: "number",
    zeroIsBlank: false,
    accepts: acceptedForms_1.ACCEPTED_FORMS.trim,
    optional: true,
};
exports.ROUNDING = {
    name: argumentNames_1.ARGUMENT_NAMES.rounding,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.datumRounding,
    optional: true,
};
exports.BOARD_LABELS = {
    name: argumentNames_1.ARGUMENT_NAMES.boards,
    kind: "labels",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.boardLabels,
    optional: true,
    omittedUnlikeBlank: true,
};
exports.DIRECTION = {
    name: argumentNames_1.ARGUMENT_NAMES.direction,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.matchpointDirection,
    optional: true,
};
exports.DEAL = {
    name: argumentNames_1.ARGUMENT_NAMES.deal,
    kind: "deal",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.deal,
};
exports.SEAT = {
    name: argumentNames_1.ARGUMENT_NAMES.seat,
    kind: "text",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.seat,
};
exports.TRICK_TABLE = {
    name: argumentNames_1.ARGUMENT_NAMES.tricks,
    kind: "trickTable",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.trickTable,
};
exports.BOARD_VULNERABILITY = {
    name: argumentNames_1.ARGUMENT_NAMES.vulnerability,
    kind: "boardVulnerability",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.parVulnerability,
};
exports.DEALER = {
    name: argumentNames_1.ARGUMENT_NAMES.dealer,
    kind: "text",
    zeroIsBlank: true,
    accepts: acceptedForms_1.ACCEPTED_FORMS.dealer,
    optional: true,
};
