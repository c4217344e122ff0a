/*
 * A traveller line scored: its contract, result, vulnerability, doubling and declarer read (the
 * words of seats and vulnerability in ./seatWords.ts and ./vulnerabilityWords.ts) and the
 * North-South score by Law 77.
 */
import {
  RESULT_NEEDED_FORMS,
  contractCellResultForms,
  contractDoublingForms,
  declarerNeededForms,
  possibleResultForms,
} from "../messages/contextForms";
import type { Seat, Vulnerability } from "./board";
import { isNorthSouth, isSideVulnerable } from "./board";
import type { Contract, ContractReading } from "./contract";
import { PASSED_OUT, parseDoubling, readContractCell, tricksRequired } from "./contract";
import { BridgeInputError } from "./errors";
import { parseDeclarer } from "./seatWords";
import type { VulnerabilityOf } from "./vulnerabilityWords";
import { parseVulnerability } from "./vulnerabilityWords";
import type { BareNumbers } from "./result";
import { tricksFromResult } from "./result";
import { scoreContract } from "./score";

/** One deal as a traveller line records it. Optional parts are absent, never blank. */
export interface DealInput {
  readonly contract: string;
  /** Absent when the contract cell holds the result ("4S+1"). */
  readonly result?: number | string;
  /** Of the declaring side (TRUE, "V", "NV") or of the board ("None", "NS", "EW", "Both", a board number). */
  readonly vulnerability: boolean | number | string;
  readonly doubling?: string;
  readonly declarer?: string;
  /** How a bare positive number in the result is read (see tricksFromResult); tricks if absent. */
  readonly bareNumbers?: BareNumbers;
}

/**
 * How a deal's notations are read. A caller scoring a whole column passes readers that remember
 * each distinct text, so that "4SX" or "E" is read once, not once per line.
 */
export interface DealReaders {
  readonly contract: (text: string) => ContractReading;
  readonly seat: (text: string) => Seat;
  readonly vulnerability: (value: boolean | number | string) => VulnerabilityOf;
}

const READ_EACH_TIME: DealReaders = {
  contract: (text) => readContractCell(text),
  seat: (text) => parseDeclarer(text),
  vulnerability: (value) => parseVulnerability(value),
};

/** The contract's doubling, where it may be written in the contract, in its own argument, or both. */
function withDoubling(contract: Contract, doubling: string | undefined): Contract {
  if (doubling === undefined) return contract;
  const given = parseDoubling(doubling);
  if (contract.doubling !== 0 && contract.doubling !== given) {
    throw new BridgeInputError(
      "doubling",
      doubling,
      contractDoublingForms(contract.doubling === 1 ? "X" : "XX")
    );
  }
  return given === contract.doubling ? contract : { ...contract, doubling: given };
}

/**
 * The score of one deal (Law 77): the declaring side's, or North-South's when the declarer is
 * given (positive when North-South gain), as a traveller's NS column holds it.
 * `read` lets a caller scoring a whole column read each distinct text once (see DealReaders).
 * @example scoreDeal({ contract: "3NT", result: 10, vulnerability: "V" }) // 630
 * @example scoreDeal({ contract: "4SX", result: "-2", vulnerability: 5, declarer: "E" }) // 300
 * @example scoreDeal({ contract: "4S+1", vulnerability: "NV" }) // 450
 */
export function scoreDeal(deal: DealInput, read: DealReaders = READ_EACH_TIME): number {
  const reading = read.contract(deal.contract);
  if (reading.contract === PASSED_OUT) return 0;
  const declarer = deal.declarer === undefined ? undefined : read.seat(deal.declarer);
  const vulnerability = read.vulnerability(deal.vulnerability);
  const contract = withDoubling(reading.contract, deal.doubling);
  const tricks = tricksOfDeal(deal, reading.relative, contract);
  const vulnerable = declarerVulnerable(vulnerability, declarer);
  if (vulnerable === undefined) {
    throw declarerNeeded(deal.vulnerability, (vulnerability as { board: Vulnerability }).board);
  }
  return signedForDeclarer(scoreContract(contract, tricks, vulnerable), declarer);
}

/**
 * Whether the declaring side is vulnerable: a side's vulnerability as it is, a board's None and
 * Both whoever declared; undefined for a board's NS or EW without the declarer.
 */
export function declarerVulnerable(
  vulnerability: VulnerabilityOf,
  declarer: Seat | undefined
): boolean | undefined {
  if ("side" in vulnerability) return vulnerability.side;
  if (vulnerability.board === "None" || vulnerability.board === "Both") {
    return vulnerability.board === "Both";
  }
  return declarer === undefined ? undefined : isSideVulnerable(vulnerability.board, declarer);
}

/** The declaring side's score as a traveller line shows it: North-South's when the declarer is given. */
export function signedForDeclarer(score: number, declarer: Seat | undefined): number {
  if (declarer === undefined || isNorthSouth(declarer) || score === 0) return score;
  return -score;
}

/** Tricks taken: from the result argument, from the contract cell ("4S+1"), or both agreeing. */
function tricksOfDeal(deal: DealInput, relative: number | undefined, contract: Contract): number {
  if (relative === undefined) {
    if (deal.result === undefined)
      throw new BridgeInputError("result", undefined, RESULT_NEEDED_FORMS);
    return tricksFromResult(deal.result, contract, "result", deal.bareNumbers);
  }
  const tricks = tricksRequired(contract) + relative;
  if (tricks < 0 || tricks > 13) {
    throw new BridgeInputError(
      "contract",
      deal.contract,
      possibleResultForms(tricksRequired(contract))
    );
  }
  if (deal.result === undefined || resultReadsAs(deal.result, contract, tricks)) return tricks;
  throw new BridgeInputError(
    "result",
    deal.result,
    contractCellResultForms(
      describeContractResult(deal.contract),
      tricks,
      relative === 0 ? '"="' : relative > 0 ? `"+${relative}"` : `"${relative}"`
    )
  );
}

/** Whether a result, read as tricks or relative to the contract, means `tricks`. */
function resultReadsAs(result: number | string, contract: Contract, tricks: number): boolean {
  for (const bareNumbers of ["tricks", "overtricks"] as const) {
    try {
      if (tricksFromResult(result, contract, "result", bareNumbers) === tricks) return true;
    } catch (error) {
      if (!(error instanceof BridgeInputError)) throw error;
    }
  }
  return false;
}

function describeContractResult(text: string): string {
  return JSON.stringify(text.trim());
}

/** A board's vulnerability NS or EW without the declarer: how the value was read, what to write. */
function declarerNeeded(given: boolean | number | string, board: Vulnerability): BridgeInputError {
  return new BridgeInputError(
    "declarer",
    undefined,
    declarerNeededForms(
      typeof given === "number" ? given : String(given),
      board === "NS" ? "NS" : "EW"
    )
  );
}
