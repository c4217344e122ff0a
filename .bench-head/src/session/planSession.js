"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SessionOptionError = exports.LIMITS = void 0;
exports.planSession = planSession;
const session_1 = require("../messages/session");
const movements_1 = require("../core/movements");
const pairsSession_1 = require("./pairsSession");
const pairsSessionData_1 = require("./pairsSessionData");
const sheetNames_1 = require("./sheetNames");
const teamsMatch_1 = require("./teamsMatch");
const workbookNames_1 = require("./workbookNames");
/** Bounds the form enforces and the planner checks: a plan never holds a nonsense movement. */
exports.LIMITS = {
    tables: { min: 2, max: 60 },
    boardsPerRound: { min: 1, max: 9 },
    rounds: { min: 1, max: 60 },
    boards: { min: 1, max: 200 },
    firstBoard: { min: 1, max: 999 },
};
/** An option out of bounds: the pane shows its message for `field`. */
class SessionOptionError extends Error {
    constructor(field, value) {
        super(`${field}: ${String(value)} is out of bounds`);
        this.field = field;
        this.value = value;
        this.name = "SessionOptionError";
    }
}
exports.SessionOptionError = SessionOptionError;
function checkWhole(field, value, max) {
    const limit = exports.LIMITS[field];
    if (!Number.isInteger(value) || value < limit.min || value > (max !== null && max !== void 0 ? max : limit.max)) {
        throw new SessionOptionError(field, value);
    }
    return value;
}
function planSession(options) {
    const labels = (0, session_1.sessionLabels)(options.language);
    const firstBoard = checkWhole("firstBoard", options.firstBoard);
    if (options.event === "teams") {
        const count = checkWhole("boards", options.matchBoards);
        const [name] = (0, sheetNames_1.freeSheetNames)(baseName(options, labels.match), [""], options.existingSheets);
        const sheet = (0, teamsMatch_1.planTeamsMatch)({ name, boards: (0, movements_1.boardRange)(firstBoard, count), labels });
        return { sheets: [sheet], names: (0, workbookNames_1.cardNames)(), activate: name };
    }
    const scoring = SCORING[options.event];
    const choice = options.movement;
    const session = choice.kind === "none"
        ? (0, pairsSessionData_1.pairsSessionOfTables)(checkWhole("tables", choice.tables), (0, movements_1.boardRange)(firstBoard, checkWhole("boards", choice.boards)), scoring, options.name)
        : (0, pairsSessionData_1.pairsSessionOfMovement)(plannedMovement(choice, firstBoard), scoring, options.name);
    return (0, pairsSession_1.planPairsSession)(session, options);
}
const SCORING = {
    "pairs-mp": "matchpoints",
    "pairs-ximps": "crossImps",
    "pairs-butler": "butler",
};
function baseName(options, word) {
    const typed = options.name.trim();
    return typed === "" ? `${word} ${options.date}` : typed;
}
function plannedMovement(choice, firstBoard) {
    if (choice.kind === "howell") {
        const stored = (0, movements_1.findStoredHowell)(choice.id);
        if (!stored)
            throw new SessionOptionError("howell", choice.id);
        return (0, movements_1.howellMovement)(stored, firstBoard);
    }
    const tables = checkWhole("tables", choice.tables);
    return (0, movements_1.mitchellMovement)({
        tables,
        rounds: checkWhole("rounds", choice.rounds, (0, movements_1.mitchellMaxRounds)(tables)),
        boardsPerRound: checkWhole("boardsPerRound", choice.boardsPerRound),
        firstBoard,
    });
}
