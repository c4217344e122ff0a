"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DrawProblem = exports.EventOptionError = exports.EVENT_LIMITS = void 0;
/*
 * Why a teams event or its next round cannot be planned: the form's bounds and the draw's
 * problems, apart from the planners so the task pane can tell them without loading the teams
 * core (the planners are a chunk of their own, loaded on first use).
 */
const teamsEventLayout_1 = require("./teamsEventLayout");
/** Bounds the form enforces and the planner checks. */
exports.EVENT_LIMITS = {
    entries: { min: 3, max: 60 },
    roundRobinEntries: { min: 3, max: 20 },
    rounds: { min: 1, max: teamsEventLayout_1.MOST_EVENT_ROUNDS },
    boardsPerMatch: { min: 1, max: 40 },
};
/** An option out of bounds: the pane names the field and its bounds. */
class EventOptionError extends Error {
    constructor(field, value, 
    /** The largest accepted here: the rounds of a Swiss stop before a team must meet one twice. */
    max = exports.EVENT_LIMITS[field].max) {
        super(`${field}: ${String(value)} is out of bounds`);
        this.field = field;
        this.value = value;
        this.max = max;
        this.name = "EventOptionError";
    }
}
exports.EventOptionError = EventOptionError;
/** Why no round can be drawn now: the pane says it in the user's language. */
class DrawProblem extends Error {
    constructor(code, details = {}) {
        super(`cannot draw: ${code}`);
        this.code = code;
        this.details = details;
        this.name = "DrawProblem";
    }
}
exports.DrawProblem = DrawProblem;
