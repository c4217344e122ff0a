import { BridgeInputError } from "../core/errors";
import type { Deal } from "../core/deal";
import { parseDeal } from "../core/deal";
import { acceptedIn } from "../messages/errors";
import { failAt } from "./fileError";

/**
 * A deal read by core's PBN deal parser, its problem ("East has 12 cards") reported as a
 * FileFormatError at `line` of the file.
 */
export function readDealAt(text: string, line: number): Deal {
  try {
    return parseDeal(text, "Deal");
  } catch (error) {
    if (!(error instanceof BridgeInputError) || error.problem === undefined) throw error;
    const problem = error.problem;
    return failAt(line, (words, language) => words.badDeal(acceptedIn(problem, language)));
  }
}
