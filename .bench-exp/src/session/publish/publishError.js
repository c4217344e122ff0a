"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PublishError = void 0;
/** Thrown with a problem the pane says in the user's language (src/messages/publishProblems.ts). */
class PublishError extends Error {
    constructor(problem) {
        super(`${problem.kind}: ${problem.sheet}`);
        this.problem = problem;
        this.name = "PublishError";
    }
}
exports.PublishError = PublishError;
