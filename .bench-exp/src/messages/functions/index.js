"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FUNCTION_DECLARATIONS = void 0;
const board_1 = require("./board");
const teamsBam_1 = require("./teamsBam");
const teamsStandings_1 = require("./teamsStandings");
const teamsSwissDraw_1 = require("./teamsSwissDraw");
const butler_1 = require("./butler");
const doubleDummy_1 = require("./doubleDummy");
const hands_1 = require("./hands");
const imps_1 = require("./imps");
const matchpoints_1 = require("./matchpoints");
const par_1 = require("./par");
const ranking_1 = require("./ranking");
const score_1 = require("./score");
const vp_1 = require("./vp");
const ximps_1 = require("./ximps");
exports.FUNCTION_DECLARATIONS = [
    board_1.VUL,
    board_1.DEALER,
    butler_1.DATUM,
    butler_1.BUTLER,
    doubleDummy_1.DDTABLE,
    doubleDummy_1.DDROW,
    hands_1.HCP,
    hands_1.HAND,
    imps_1.IMPS,
    matchpoints_1.MATCHPOINTS,
    par_1.PAR,
    par_1.PARCONTRACT,
    ranking_1.RANKING,
    score_1.SCORE,
    teamsBam_1.BAM,
    teamsStandings_1.STANDINGS,
    teamsSwissDraw_1.SWISSDRAW,
    vp_1.VP,
    ximps_1.XIMPS,
];
