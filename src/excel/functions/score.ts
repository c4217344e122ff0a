import { CONTRACT_FORMS, DOUBLING_FORMS, PASSED_OUT, parseContract } from "../../core/contract";
import type { Seat } from "../../core/board";
import { isNorthSouth, isSideVulnerable, vulnerabilityForBoard } from "../../core/board";
import { LAW_77_ROW_LENGTH, law77Row } from "../../core/score";
import type { PassedOut } from "../../core/contract";
import type { DealReaders } from "../../core/deal";
import {
  DECLARER_FORMS,
  VULNERABILITY_FORMS,
  parseSeat,
  parseVulnerability,
  scoreDeal,
} from "../../core/deal";
import { RESULT_FORMS } from "../../core/result";
import type { LiftedCell } from "../arguments";
import {
  boundedText,
  firstErrorIn,
  isBlank,
  numberOrTextArgument,
  textArgument,
} from "../arguments";
import { BridgeInputError } from "../../core/errors";
import type { CellOutput } from "../cells";
import { liftCells } from "../lift";
import type { RememberingReader } from "../rememberReading";
import { rememberingReader } from "../rememberReading";

/**
 * The duplicate score of one deal (Law 77). With the declarer, North-South's score, as a traveller's NS column holds it.
 * Example: =BRIDGE.SCORE("3NT", 10, "V") is 630; =BRIDGE.SCORE("4SX", "-2", 5, , "E") is 300 for North-South.
 * @customfunction SCORE
 * @param {any[][]} contract Level 1-7 and strain (C D H S NT, ♣ ♦ ♥ ♠, Tr Ca Co Pi SA), optionally X or XX; PASS if passed out. Example: "4S", "3NTX".
 * @param {any[][]} result Tricks taken by declarer (0-13), or relative: "=", "+1", "-2" (a number -1..-13 means down). Example: 10 or "+1".
 * @param {any[][]} vulnerability Of the declaring side: TRUE/FALSE, "V" or "NV"; or of the board: "None", "NS", "EW", "Both" or a board number (needs the declarer). Example: "V".
 * @param {any[][]} [doubling] Blank or "-" undoubled, "X" doubled, "XX" redoubled (or in the contract). Example: "X".
 * @param {any[][]} [declarer] N, E, S or W: gives North-South's score (positive when North-South gain). Example: "E".
 * @returns {any[][]} The score: the declaring side's, or North-South's when the declarer is given.
 */
export function score(
  contract: any[][],
  result: any[][],
  vulnerability: any[][],
  doubling?: any[][],
  declarer?: any[][]
): any[][] {
  return liftCells(
    [contract, result, vulnerability, doubling, declarer],
    scoreCells,
    columnBeingScored()
  ) as any[][];
}

/**
 * The state of one call: readers that read each distinct contract, seat and vulnerability text
 * once, and one traveller line refilled for every cell of the column (no object per cell).
 */
interface ColumnBeingScored extends DealReaders {
  /** Each contract text's row of the Law 77 table (see law77Row). */
  readonly law77Rows: RememberingReader<Int32Array | PassedOut>;
  readonly seats: RememberingReader<Seat>;
  readonly line: LineBeingRead;
}

/** A plain object, not a class instance: see rememberingReader. */
export function columnBeingScored(): ColumnBeingScored {
  // Bounded here too, so that scoreOfUsualLine never reads what scoreOfAnyLine would refuse.
  const contracts = rememberingReader((text) =>
    parseContract(boundedText(text, "contract", CONTRACT_FORMS))
  );
  const seats = rememberingReader((text) =>
    parseSeat(boundedText(text, "declarer", DECLARER_FORMS))
  );
  const vulnerabilities = rememberingReader(parseVulnerability);
  const law77Rows = rememberingReader((text) => {
    const contract = contracts.read(text);
    return contract === PASSED_OUT ? contract : law77Row(contract);
  });
  return {
    law77Rows,
    seats,
    line: {
      contract: "",
      result: 0,
      vulnerability: false,
      doubling: undefined,
      declarer: undefined,
    },
    contract: (text) => contracts.read(text),
    seat: (text) => seats.read(text),
    vulnerability: (value) =>
      typeof value === "string" ? vulnerabilities.read(value) : parseVulnerability(value),
  };
}

/** One traveller line's arguments. */
interface LineBeingRead {
  contract: string;
  result: number | string;
  vulnerability: boolean | number | string;
  doubling: string | undefined;
  declarer: string | undefined;
}

function scoreCells(cells: readonly LiftedCell[], column: ColumnBeingScored): CellOutput {
  return scoreOfUsualLine(cells, column) ?? scoreOfAnyLine(cells, column);
}

/**
 * A traveller line in the shape most lines have: contract text read before, tricks 0-13 as a
 * number, a board number (or TRUE/FALSE) for the vulnerability, no doubling argument, and a seat
 * or nothing for the declarer. Scored here with no more than the Law 77 table and Law 2; any
 * other line (bad input included) gives undefined and is read in full by scoreOfAnyLine.
 * (Exported, with scoreOfAnyLine, for the test that holds the two to the same scores.)
 */
export function scoreOfUsualLine(
  cells: readonly LiftedCell[],
  column: ColumnBeingScored
): number | undefined {
  const contractCell = cells[0];
  const tricks = cells[1];
  const vulnerability = cells[2];
  const declarerCell = cells[4];
  if (typeof contractCell !== "string" || !isBlank(cells[3] as LiftedCell)) return undefined;
  if (!(typeof tricks === "number" && Number.isInteger(tricks) && tricks >= 0 && tricks <= 13))
    return undefined;
  const law77 = column.law77Rows.readIfGood(contractCell);
  if (law77 === undefined || law77 === PASSED_OUT) return undefined;
  const declarer =
    typeof declarerCell === "string" ? column.seats.readIfGood(declarerCell) : undefined;
  if (declarer === undefined && !isBlank(declarerCell as LiftedCell)) return undefined;
  let vulnerable: boolean;
  if (typeof vulnerability === "boolean") vulnerable = vulnerability;
  else if (
    typeof vulnerability === "number" &&
    Number.isSafeInteger(vulnerability) &&
    vulnerability >= 1 &&
    declarer !== undefined
  )
    vulnerable = isSideVulnerable(vulnerabilityForBoard(vulnerability), declarer);
  else return undefined;
  const score = law77[(vulnerable ? LAW_77_ROW_LENGTH / 2 : 0) + tricks] as number;
  if (declarer === undefined || isNorthSouth(declarer) || score === 0) return score;
  return -score;
}

export function scoreOfAnyLine(
  cells: readonly LiftedCell[],
  column: ColumnBeingScored
): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const contract = textArgument(cells[0] as LiftedCell, "contract", CONTRACT_FORMS);
  if (contract === undefined) return "";
  // A passed-out board scores 0 whatever the other arguments hold, blank or bad.
  if (column.contract(contract) === PASSED_OUT) return 0;
  const resultCell = cells[1] as LiftedCell;
  if (isBlank(resultCell)) return "";
  const line = column.line;
  line.contract = contract;
  line.result = numberOrTextArgument(resultCell, "result", RESULT_FORMS) as number | string;
  line.vulnerability = vulnerabilityArgument(cells[2] as LiftedCell);
  line.doubling = textArgument(cells[3] as LiftedCell, "doubling", DOUBLING_FORMS);
  line.declarer = textArgument(cells[4] as LiftedCell, "declarer", DECLARER_FORMS);
  return scoreDeal(line, column);
}

function vulnerabilityArgument(cell: LiftedCell): boolean | number | string {
  if (isBlank(cell)) throw new BridgeInputError("vulnerability", undefined, VULNERABILITY_FORMS);
  if (typeof cell === "object")
    throw new BridgeInputError("vulnerability", cell, VULNERABILITY_FORMS);
  return typeof cell === "string" ? boundedText(cell, "vulnerability", VULNERABILITY_FORMS) : cell;
}
