"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planDraw = exports.planTeamsEvent = void 0;
/*
 * What the teams-event chunk holds (./teamsEventChunk.ts): the event's planner and the next
 * round's, with the teams core they call.
 */
var teamsEvent_1 = require("../session/teamsEvent");
Object.defineProperty(exports, "planTeamsEvent", { enumerable: true, get: function () { return teamsEvent_1.planTeamsEvent; } });
var drawRound_1 = require("./drawRound");
Object.defineProperty(exports, "planDraw", { enumerable: true, get: function () { return drawRound_1.planDraw; } });
