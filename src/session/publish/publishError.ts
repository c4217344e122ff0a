import type { PublishProblem } from "../../messages/publishProblems";

/** Thrown with a problem the pane says in the user's language (src/messages/publishProblems.ts). */
export class PublishError extends Error {
  constructor(readonly problem: PublishProblem) {
    super(`${problem.kind}: ${problem.sheet}`);
    this.name = "PublishError";
  }
}
