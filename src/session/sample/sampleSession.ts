import type { ResultLine } from "../pairsSession";
import { writtenResult } from "../writtenResult";
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
