/** Why a session's sheets cannot be published: the pane says it in the user's language. */
export type PublishProblem =
  /** The Results sheet's K2 names none of MATCHPOINTS, XIMPS, BUTLER. */
  | { readonly kind: "scoring"; readonly sheet: string }
  /** A line's score, matchpoints or IMPs show an error value. */
  | {
      readonly kind: "lineError";
      readonly sheet: string;
      readonly row: number;
      readonly value: string;
    }
  /** A line's contract, declarer or result cannot be read (the score formula showed a number). */
  | {
      readonly kind: "lineUnreadable";
      readonly sheet: string;
      readonly row: number;
      readonly value: string;
    }
  /** No line has a score yet. */
  | { readonly kind: "noLines"; readonly sheet: string }
  /** The Ranking sheet shows no pair, or an error. */
  | { readonly kind: "noRanking"; readonly sheet: string; readonly value: string };

export class PublishError extends Error {
  constructor(readonly problem: PublishProblem) {
    super(`${problem.kind}: ${problem.sheet}`);
    this.name = "PublishError";
  }
}
