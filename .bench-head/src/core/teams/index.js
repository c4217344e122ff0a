"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.victoryPointsByTable = exports.parseVictoryPointTable = exports.parseTieBreak = exports.drawSwissRound = exports.rankStandings = exports.scheduleRoundRobin = exports.compareTeamNumbers = exports.twoRoomMatchTotals = exports.roundMatchTotals = exports.numberTotals = exports.byeVps = exports.boardAMatchPoints = void 0;
/**
 * The pure rules of teams events (issue 28): VPs by an event's table, BAM, standings, draws.
 * Not here: the WBF 2013 discrete 20-VP scale ("WBF-DISCRETE"). The WBF scoring panel's report
 * says the discrete scale "gives a range of IMPs for each integer VP score" with ranges that never
 * shrink from one VP to the next, but its algorithm and full tables were not found; rounding the
 * continuous scale is not it (it shrinks a range for 6, 8, 9, 10 and 16 boards).
 */
var boardAMatch_1 = require("./boardAMatch");
Object.defineProperty(exports, "boardAMatchPoints", { enumerable: true, get: function () { return boardAMatch_1.boardAMatchPoints; } });
var matchTotals_1 = require("./matchTotals");
Object.defineProperty(exports, "byeVps", { enumerable: true, get: function () { return matchTotals_1.byeVps; } });
Object.defineProperty(exports, "numberTotals", { enumerable: true, get: function () { return matchTotals_1.numberTotals; } });
Object.defineProperty(exports, "roundMatchTotals", { enumerable: true, get: function () { return matchTotals_1.roundMatchTotals; } });
Object.defineProperty(exports, "twoRoomMatchTotals", { enumerable: true, get: function () { return matchTotals_1.twoRoomMatchTotals; } });
var playedMatches_1 = require("./playedMatches");
Object.defineProperty(exports, "compareTeamNumbers", { enumerable: true, get: function () { return playedMatches_1.compareTeamNumbers; } });
var roundRobin_1 = require("./roundRobin");
Object.defineProperty(exports, "scheduleRoundRobin", { enumerable: true, get: function () { return roundRobin_1.scheduleRoundRobin; } });
var standings_1 = require("./standings");
Object.defineProperty(exports, "rankStandings", { enumerable: true, get: function () { return standings_1.rankStandings; } });
var swissDraw_1 = require("./swissDraw");
Object.defineProperty(exports, "drawSwissRound", { enumerable: true, get: function () { return swissDraw_1.drawSwissRound; } });
var tieBreaks_1 = require("./tieBreaks");
Object.defineProperty(exports, "parseTieBreak", { enumerable: true, get: function () { return tieBreaks_1.parseTieBreak; } });
var victoryPointTable_1 = require("./victoryPointTable");
Object.defineProperty(exports, "parseVictoryPointTable", { enumerable: true, get: function () { return victoryPointTable_1.parseVictoryPointTable; } });
Object.defineProperty(exports, "victoryPointsByTable", { enumerable: true, get: function () { return victoryPointTable_1.victoryPointsByTable; } });
