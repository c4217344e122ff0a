/*
 * The traveller lines of a session's Results sheet (RESULT_COLUMNS) as src/files writes them,
 * from the values the sheet shows: each line's score or adjusted score, contract, declarer,
 * tricks and lead, grouped by board. Nothing is scored again, only read. Pure.
 */
import type { AdjustedScore } from "../../core/adjusted";
import { isAdjustedScoreNotation, isRulingNotation, parseAdjustedScore } from "../../core/adjusted";
import type { Seat } from "../../core/board";
import type { Contract } from "../../core/contract";
import { PASSED_OUT, readContractCell } from "../../core/contract";
import type { BareNumbers } from "../../core/result";
import { bareNumbersAmong, tricksFromResult } from "../../core/result";
import type { Ruling } from "../../core/ruling";
import { parseRuling } from "../../core/ruling";
import { parseSeat } from "../../core/seatWords";
import { optional } from "../../files/optionalField";
import type { BoardResults, LineScore, TravellerLine } from "../../files/session";
import { parseLead } from "../../files/session";
import { RESULT_COLUMNS } from "../pairsResultsSheet";
import type { Cell, Rows } from "./cells";
import { cellAt, isErrorText, numberOf, textOf } from "./cells";
import { PublishError } from "./publishError";

/** The lines of the Results sheet with a score, grouped by board in board order. */
export function boardsOf(rows: Rows, sheet: string): BoardResults[] {
  const C = RESULT_COLUMNS;
  // The results column is read as BRIDGE.SCORE read it: bare numbers as tricks or overtricks.
  const results = rows.slice(1).map((row): unknown => row[C.result - 1]);
  const bareNumbers = bareNumbersAmong(
    results.filter(
      (cell): cell is number | string => typeof cell === "number" || typeof cell === "string"
    )
  );
  const byBoard = new Map<number, TravellerLine[]>();
  for (let row = 2; row <= rows.length; row += 1) {
    const at = (index: number): Cell => cellAt(rows, row, index);
    for (const index of [C.nsScore, C.nsPoints, C.ewPoints]) {
      if (isErrorText(at(index)))
        throw new PublishError({ kind: "lineError", sheet, row, value: textOf(at(index)) });
    }
    const board = numberOf(at(C.board));
    const score = lineScore(at(C.nsScore), at(C.contract));
    if (board === undefined || score === undefined) continue;
    const line = travellerLine(at, score, bareNumbers, { sheet, row });
    byBoard.set(board, [...(byBoard.get(board) ?? []), line]);
  }
  if (byBoard.size === 0) throw new PublishError({ kind: "noLines", sheet });
  return [...byBoard.entries()]
    .sort(([a], [b]) => a - b)
    .map(([board, lines]) => ({ board, lines }));
}

/** The line's score: a number, or an adjusted score typed in the contract or score cell. */
function lineScore(nsScore: Cell, contract: Cell): LineScore | undefined {
  const score = numberOf(nsScore);
  const adjusted = [textOf(nsScore), textOf(contract)].find(
    (text) => text !== "" && isAdjustedScoreNotation(text)
  );
  if (adjusted !== undefined && isRulingNotation(adjusted)) return rulingLineScore(adjusted);
  if (adjusted !== undefined) {
    let award: AdjustedScore;
    try {
      award = parseAdjustedScore(adjusted);
    } catch {
      return undefined;
    }
    return { kind: "adjusted", nsPercent: award.nsPercent, ewPercent: award.ewPercent };
  }
  return score === undefined ? undefined : { kind: "score", nsScore: score };
}

/**
 * A ruling as a file's line can carry it: a fouled board's line or a penalised one as its score
 * (the penalty is in the points the sheet awarded), a split artificial score as one; a weighted
 * or split assigned score has no form in USEBIO or PBN and is left out (docs/guide/rulings.md).
 */
function rulingLineScore(text: string): LineScore | undefined {
  let ruling: Ruling;
  try {
    ruling = parseRuling(text);
  } catch {
    return undefined;
  }
  const { ns, ew } = ruling;
  if ("percent" in ns && "percent" in ew) {
    return { kind: "adjusted", nsPercent: ns.percent, ewPercent: ew.percent };
  }
  if ("parts" in ns && "parts" in ew && ns.parts.length === 1 && ew.parts.length === 1) {
    const score = (ns.parts[0] as { score: number }).score;
    if ((ew.parts[0] as { score: number }).score === score)
      return { kind: "score", nsScore: score };
  }
  return undefined;
}

function travellerLine(
  at: (index: number) => Cell,
  score: LineScore,
  bareNumbers: BareNumbers,
  where: { readonly sheet: string; readonly row: number }
): TravellerLine {
  const C = RESULT_COLUMNS;
  const points = (index: number) => numberOf(at(index));
  const common = {
    nsPair: textOf(at(C.ns)),
    ewPair: textOf(at(C.ew)),
    score,
    ...optional("nsPoints", points(C.nsPoints)),
    ...optional("ewPoints", points(C.ewPoints)),
    ...optional("table", points(C.table)),
    ...optional("round", points(C.round)),
  };
  if (score.kind === "adjusted") return common;
  const played = playedContract(at, bareNumbers, where);
  return { ...common, ...played };
}

/** Contract "4SX", declarer, tricks taken and lead of a line scored from them. */
function playedContract(
  at: (index: number) => Cell,
  bareNumbers: BareNumbers,
  where: { readonly sheet: string; readonly row: number }
): Pick<TravellerLine, "contract" | "declarer" | "tricks" | "lead"> {
  const C = RESULT_COLUMNS;
  const contractText = textOf(at(C.contract));
  const unreadable = (value: string) =>
    new PublishError({ kind: "lineUnreadable", ...where, value });
  let reading: ReturnType<typeof readContractCell>;
  try {
    reading = readContractCell(contractText);
  } catch {
    throw unreadable(contractText);
  }
  const lead = parseLead(textOf(at(C.lead)));
  if (reading.contract === PASSED_OUT) return { contract: "PASS" };
  const contract: Contract = reading.contract;
  let declarer: Seat;
  let tricks: number;
  try {
    declarer = parseSeat(textOf(at(C.declarer)));
  } catch {
    throw unreadable(textOf(at(C.declarer)));
  }
  const result = at(C.result);
  try {
    tricks =
      reading.relative !== undefined
        ? tricksFromResult(reading.relative === 0 ? "=" : signed(reading.relative), contract)
        : tricksFromResult(
            typeof result === "number" ? result : textOf(result),
            contract,
            "result",
            bareNumbers
          );
  } catch {
    throw unreadable(textOf(result));
  }
  return {
    contract: `${contract.level}${contract.strain}${"X".repeat(contract.doubling)}`,
    declarer,
    tricks,
    ...(lead ? { lead } : {}),
  };
}

function signed(relative: number): string {
  return relative > 0 ? `+${relative}` : String(relative);
}
