import { messageLanguage } from "../displayLanguage";
import type { Seat, Vulnerability } from "../../core/board";
import { BridgeInputError } from "../../core/errors";
import type { Par } from "../../core/par";
import { findPar } from "../../core/par";
import {
  DEALER_FORMS,
  PAR_VULNERABILITY_FORMS,
  dealerOfBoard,
  parseBoardVulnerability,
} from "../../core/parBoard";
import type { TrickTable } from "../../core/trickTable";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, numberOrTextArgument, textArgument } from "../arguments";
import type { CellOutput } from "../cells";
import { invalidValue } from "../errors";
import { liftCells, OMITTED } from "../lift";
import { NO_TABLE, readTrickTableArgument } from "../trickTableArgument";

/**
 * The par score of a deal from its double-dummy table, as DDS's DealerPar computes it: North-South's score (positive when North-South gain); the dealer's side bids first; sacrifices are doubled.
 * Example: =BRIDGE.PAR({7,5,6,5,6;5,7,6,8,6;7,5,6,5,6;5,7,6,8,6}, "None", "N") is -110 (DDS's first test deal: East-West make 2S).
 * @customfunction PAR
 * @param {any[][]} tricks The double-dummy table: 4 rows (N, E, S, W) by 5 columns (C, D, H, S, NT) of the tricks each seat takes as declarer, or its 5 x 4 transpose. A grid of levels (0-7) is refused. Example: {7,5,6,5,6;5,7,6,8,6;7,5,6,5,6;5,7,6,8,6}.
 * @param {any[][]} vulnerability The board's: "None", "NS", "EW", "Both", or a board number (which gives the dealer too). Example: "None".
 * @param {any[][]} [dealer] N, E, S or W; needed unless the vulnerability is a board number. Example: "N".
 * @returns {any[][]} North-South's par score.
 */
export function par(tricks: any[][], vulnerability: any[][], dealer?: any[][]): any[][] {
  return parCall(tricks, vulnerability, dealer, scoreOfPar);
}

/**
 * The par contract(s) of a deal from its double-dummy table, written as DDS's DealerPar writes them, separated by ", ": "4S-NS", "2C-EW+1" (overtricks), "4S*-EW-1" (* doubled, one down), "4C*-N-1" (only North), "pass".
 * Example: =BRIDGE.PARCONTRACT({7,5,6,5,6;5,7,6,8,6;7,5,6,5,6;5,7,6,8,6}, "None", "N") is "2S-EW" (DDS's first test deal).
 * @customfunction PARCONTRACT
 * @param {any[][]} tricks The double-dummy table: 4 rows (N, E, S, W) by 5 columns (C, D, H, S, NT) of the tricks each seat takes as declarer, or its 5 x 4 transpose. A grid of levels (0-7) is refused. Example: {7,5,6,5,6;5,7,6,8,6;7,5,6,5,6;5,7,6,8,6}.
 * @param {any[][]} vulnerability The board's: "None", "NS", "EW", "Both", or a board number (which gives the dealer too). Example: "None".
 * @param {any[][]} [dealer] N, E, S or W; needed unless the vulnerability is a board number. Example: "N".
 * @returns {any[][]} The par contracts, such as "4S*-EW-1" or "5S-NS, 5H-NS".
 */
export function parcontract(tricks: any[][], vulnerability: any[][], dealer?: any[][]): any[][] {
  return parCall(tricks, vulnerability, dealer, contractsOfPar);
}

function scoreOfPar(found: Par): CellOutput {
  return found.score;
}

function contractsOfPar(found: Par): CellOutput {
  return found.contracts.join(", ");
}

interface ParCall {
  readonly table: TrickTable | typeof NO_TABLE;
  readonly answer: (found: Par) => CellOutput;
}

/**
 * The table is one argument read whole: a bad table is one #VALUE! for the call. The
 * vulnerability and dealer are lifted as usual, so a column of boards spills their pars.
 */
function parCall(
  tricks: unknown,
  vulnerability: unknown,
  dealer: unknown,
  answer: (found: Par) => CellOutput
): any[][] {
  let table: TrickTable | typeof NO_TABLE;
  try {
    table = readTrickTableArgument(tricks);
  } catch (error) {
    if (error instanceof BridgeInputError) {
      return invalidValue(error.messageIn(messageLanguage())) as any;
    }
    if (error instanceof CustomFunctions.Error) return error as any;
    throw error;
  }
  return liftCells([vulnerability, dealer], parCell, { table, answer }) as any[][];
}

function parCell(cells: readonly LiftedCell[], call: ParCall): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  if (call.table === NO_TABLE) return "";
  const board = readBoard(cells[0] ?? OMITTED, cells[1] ?? OMITTED);
  if (board === undefined) return "";
  return call.answer(findPar(call.table, board.vulnerability, board.dealer));
}

/** The board's vulnerability and dealer; undefined when the vulnerability is blank. */
function readBoard(
  vulnerabilityCell: LiftedCell,
  dealerCell: LiftedCell
): { vulnerability: Vulnerability; dealer: Seat } | undefined {
  if (typeof vulnerabilityCell === "boolean") {
    throw new BridgeInputError("vulnerability", vulnerabilityCell, PAR_VULNERABILITY_FORMS);
  }
  const given = numberOrTextArgument(vulnerabilityCell, "vulnerability", PAR_VULNERABILITY_FORMS);
  // 0 reads as blank: some desktop builds of Excel pass an empty cell as 0, and no board is 0.
  if (given === undefined || given === 0) return undefined;
  const vulnerability = parseBoardVulnerability(given);
  const dealer = dealerOfBoard(given, textArgument(dealerCell, "dealer", DEALER_FORMS));
  return { vulnerability, dealer };
}
