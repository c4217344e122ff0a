import { PAR_ARGUMENTS } from "../../messages/functions/par";
import type { Seat, Vulnerability } from "../../core/board";
import type { Par } from "../../core/par";
import { findPar } from "../../core/par";
import { dealerOfBoard, parseBoardVulnerability } from "../../core/parBoard";
import type { TrickTable } from "../../core/trickTable";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, readArgument } from "../arguments";
import type { CellOutput } from "../cells";
import { cellErrorOf } from "../errors";
import { liftCells, OMITTED } from "../lift";
import { NO_TABLE, readTrickTableArgument } from "../trickTableArgument";

/** BRIDGE.PAR: its arguments and descriptions are declared in src/messages/functions/par.ts. */
export function par(
  tricks: any[][],
  vulnerability: any[][],
  dealer?: any[][]
): any[][] | CustomFunctions.Error {
  return parCall(tricks, vulnerability, dealer, scoreOfPar);
}

/** BRIDGE.PARCONTRACT: its arguments and descriptions are declared in src/messages/functions/par.ts. */
export function parcontract(
  tricks: any[][],
  vulnerability: any[][],
  dealer?: any[][]
): any[][] | CustomFunctions.Error {
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
): any[][] | CustomFunctions.Error {
  let table: TrickTable | typeof NO_TABLE;
  try {
    table = readTrickTableArgument(tricks, PAR_ARGUMENTS.tricks);
  } catch (error) {
    return cellErrorOf(error);
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
  const given = readArgument(PAR_ARGUMENTS.vulnerability, vulnerabilityCell);
  if (given === undefined) return undefined;
  const vulnerability = parseBoardVulnerability(given);
  const dealer = dealerOfBoard(given, readArgument(PAR_ARGUMENTS.dealer, dealerCell));
  return { vulnerability, dealer };
}
