"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.IMPLEMENTATIONS = void 0;
/**
 * Which adapter answers each declared function (src/messages/functions): the one table that joins
 * an id of functions.json to the code Excel calls. register.ts associates them with Excel; the
 * tests find every function here.
 */
const board_1 = require("./functions/board");
const teamsBam_1 = require("./functions/teamsBam");
const teamsStandings_1 = require("./functions/teamsStandings");
const teamsSwissDraw_1 = require("./functions/teamsSwissDraw");
const butler_1 = require("./functions/butler");
const doubleDummy_1 = require("./functions/doubleDummy");
const hands_1 = require("./functions/hands");
const imps_1 = require("./functions/imps");
const matchpoints_1 = require("./functions/matchpoints");
const par_1 = require("./functions/par");
const ranking_1 = require("./functions/ranking");
const score_1 = require("./functions/score");
const vp_1 = require("./functions/vp");
const ximps_1 = require("./functions/ximps");
exports.IMPLEMENTATIONS = {
    VUL: board_1.vul,
    DEALER: board_1.dealer,
    DATUM: butler_1.datum,
    BUTLER: butler_1.butler,
    DDTABLE: doubleDummy_1.ddtable,
    DDROW: doubleDummy_1.ddrow,
    HCP: hands_1.hcp,
    HAND: hands_1.hand,
    IMPS: imps_1.imps,
    MATCHPOINTS: matchpoints_1.matchpoints,
    PAR: par_1.par,
    PARCONTRACT: par_1.parcontract,
    RANKING: ranking_1.ranking,
    SCORE: score_1.score,
    BAM: teamsBam_1.bam,
    STANDINGS: teamsStandings_1.standings,
    SWISSDRAW: teamsSwissDraw_1.swissdraw,
    VP: vp_1.vp,
    XIMPS: ximps_1.ximps,
};
