import { readUsebio } from "../../../src/files/usebioRead";
import type { ResultLine } from "../../../src/session/pairsSession";

/**
 * A Compscore3 USEBIO session's lines as a scorer types them into the Results sheet: board,
 * pairs, contract, declarer and tricks (from four down, the down count as a negative number,
 * as docs/guide/scoring.md, "How results are read", asks).
 */
export function typedLines(xml: string): ResultLine[] {
  return readUsebio(xml).boards.flatMap((board) =>
    board.lines.map((line) => {
      const level = Number(line.contract?.charAt(0));
      const tricks = line.tricks;
      const result =
        line.contract === "PASS" || tricks === undefined
          ? ""
          : level + 6 - tricks >= 4
            ? tricks - level - 6
            : tricks;
      return {
        board: board.board,
        ns: line.nsPair,
        ew: line.ewPair,
        ...(line.contract ? { contract: line.contract } : {}),
        ...(line.declarer ? { declarer: line.declarer } : {}),
        result,
      };
    })
  );
}
