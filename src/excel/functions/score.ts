import { CONTRACT_FORMS, DOUBLING_FORMS, PASSED_OUT, parseContract } from "../../core/contract";
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
import { rememberReading } from "../rememberReading";

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
  const read = readersForOneCall();
  return liftCells([contract, result, vulnerability, doubling, declarer], (cells) =>
    scoreCells(cells, read)
  ) as any[][];
}

/** Readers that read each distinct contract, seat and vulnerability text once per call. */
function readersForOneCall(): DealReaders {
  const vulnerabilityText = rememberReading((text) => parseVulnerability(text));
  return {
    contract: rememberReading((text) => parseContract(text)),
    seat: rememberReading((text) => parseSeat(text)),
    vulnerability: (value) =>
      typeof value === "string" ? vulnerabilityText(value) : parseVulnerability(value),
  };
}

function scoreCells(cells: readonly LiftedCell[], read: DealReaders): CellOutput {
  const [contractCell, resultCell, vulnerabilityCell, doublingCell, declarerCell] = cells as [
    LiftedCell,
    LiftedCell,
    LiftedCell,
    LiftedCell,
    LiftedCell,
  ];
  const error = firstErrorIn(cells);
  if (error) return error;
  const contract = textArgument(contractCell, "contract", CONTRACT_FORMS);
  if (contract === undefined) return "";
  if (read.contract(contract) === PASSED_OUT) return 0;
  if (isBlank(resultCell)) return "";
  return scoreDeal(
    {
      contract,
      result: numberOrTextArgument(resultCell, "result", RESULT_FORMS) as number | string,
      vulnerability: vulnerabilityArgument(vulnerabilityCell),
      doubling: textArgument(doublingCell, "doubling", DOUBLING_FORMS),
      declarer: textArgument(declarerCell, "declarer", DECLARER_FORMS),
    },
    read
  );
}

function vulnerabilityArgument(cell: LiftedCell): boolean | number | string {
  if (isBlank(cell)) throw new BridgeInputError("vulnerability", undefined, VULNERABILITY_FORMS);
  if (typeof cell === "object")
    throw new BridgeInputError("vulnerability", cell, VULNERABILITY_FORMS);
  return typeof cell === "string" ? boundedText(cell, "vulnerability", VULNERABILITY_FORMS) : cell;
}
