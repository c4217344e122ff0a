import { DOWN_REFUSED_AS_BARE_NUMBER } from "../../core/result";
import type { ResultLine } from "../pairsSession";
import { SAMPLE_LINES } from "./sampleLines";

export { SAMPLE_SOURCE } from "./sampleLines";

/** The sample session's traveller lines, by board as its program exported them. */
export function sampleResultLines(): ResultLine[] {
  return SAMPLE_LINES.map((text) => {
    const [board, ns, ew, contract, declarer, tricks] = text.split(" ");
    return {
      board: Number(board),
      ns,
      ew,
      contract,
      declarer,
      result: writtenResult(contract as string, Number(tricks)),
    };
  });
}

/**
 * Tricks taken as the sheet must write them for BRIDGE.SCORE: a trick count, or from four down
 * the down count as a negative number, since a bare count that far down is refused as
 * ambiguous (README "How results are read"; board 17's 3NT with 4 tricks is -5).
 */
function writtenResult(contract: string, tricks: number): number {
  const level = Number(contract.charAt(0));
  const down = level + 6 - tricks;
  return level >= 1 && level <= 7 && down >= DOWN_REFUSED_AS_BARE_NUMBER ? -down : tricks;
}
