import { foldNotation } from "./contract";
import { BridgeInputError } from "./errors";

/**
 * An artificial adjusted score (Law 12C2) as the percentages of the board's top awarded to each
 * side: average plus 60 %, average 50 %, average minus 40 %, or a two-sided award such as 60/40.
 */
export interface AdjustedScore {
  readonly nsPercent: number;
  readonly ewPercent: number;
}

export const ADJUSTED_FORMS =
  'a North-South score (a number), blank or "NP" (not played), or an adjusted score: "A60", "A50", "A40", "A+", "A=", "A-", "AVE+", "AVE", "AVE-" or two-sided "Axxyy" such as "A6040"';

const NAMED_AVERAGES: Readonly<Record<string, number>> = {
  "A+": 60,
  "AVE+": 60,
  "AV+": 60,
  "A=": 50,
  AVE: 50,
  "AVE=": 50,
  AV: 50,
  "AV=": 50,
  "A-": 40,
  "AVE-": 40,
  "AV-": 40,
};

/** "NP": the board was not played at this table; it is not a result. */
export function isNotPlayed(text: string): boolean {
  return foldNotation(text) === "NP";
}

/**
 * Reads an adjusted score: one-sided ("A60": North-South 60 %, East-West the other 40 %) or
 * two-sided ("A6040": North-South 60 %, East-West 40 %).
 * @example parseAdjustedScore("A+") // { nsPercent: 60, ewPercent: 40 }
 * @example parseAdjustedScore("A6060") // { nsPercent: 60, ewPercent: 60 }
 */
export function parseAdjustedScore(text: string, argument = "scores"): AdjustedScore {
  const folded = foldNotation(text).replace(/\u2212/g, "-");
  const named = NAMED_AVERAGES[folded];
  if (named !== undefined) return { nsPercent: named, ewPercent: 100 - named };
  const oneSided = /^A(\d{2})$/.exec(folded);
  if (oneSided) {
    const ns = Number(oneSided[1]);
    return { nsPercent: ns, ewPercent: 100 - ns };
  }
  const twoSided = /^A(\d{2})(\d{2})$/.exec(folded);
  if (twoSided) return { nsPercent: Number(twoSided[1]), ewPercent: Number(twoSided[2]) };
  throw new BridgeInputError(argument, text, ADJUSTED_FORMS);
}
