import { SCORE_ARGUMENTS } from "../../messages/functions/score";
import type { BareC } from "../../core/contract";
import { PASSED_OUT } from "../../core/contract";
import { isAdjustedScore, isNotPlayed, isRulingNotation } from "../../core/adjusted";
import { BridgeInputError } from "../../core/errors";
import { hasRulingContracts, parseRuling, scoreRulingContracts } from "../../core/ruling";
import { scoreDeal } from "../../core/travellerLine";
import { scoreUsualLine } from "../../core/usualLine";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, readArgument } from "../arguments";
import type { CellOutput } from "../cells";
import { isExcelInFrench } from "../displayLanguage";
import { liftTravellerColumn } from "../travellerColumn";
import type { ColumnBeingScored } from "../scoreColumn";
import {
  bareNumbersIn,
  columnBeingScored,
  isBlankAsGiven,
  isBlankResult,
  seatOIn,
} from "../scoreColumn";

const {
  contract: CONTRACT,
  result: RESULT,
  vulnerability: VULNERABILITY,
  doubling: DOUBLING,
  declarer: DECLARER,
} = SCORE_ARGUMENTS;

/** BRIDGE.SCORE: its arguments and descriptions are declared in src/messages/functions/score.ts. */
export function score(
  contract: any[][],
  result: any[][],
  vulnerability: any[][],
  doubling?: any[][],
  declarer?: any[][]
): any[][] {
  const args = [contract, result, vulnerability, doubling, declarer] as const;
  const bareC: BareC = isExcelInFrench() ? "ambiguous" : "clubs";
  const bareNumbers = bareNumbersIn(result);
  // How "O" reads is found only when a declarer reads as "O": most columns never do.
  const seatO = () => seatOIn(declarer);
  const column = columnBeingScored(bareNumbers, bareC, seatO);
  const answer = liftTravellerColumn(args, scoreOfUsualLine, scoreCells, column);
  // A French-only strain anywhere in the call makes it a French sheet, where a bare C may be
  // hearts (cœur): read again with C refused. Rare, so the usual call reads once.
  if (bareC === "clubs" && column.strains.french && column.strains.bareC) {
    const french = columnBeingScored(bareNumbers, "ambiguous", seatO);
    return liftTravellerColumn(args, scoreOfUsualLine, scoreCells, french) as any[][];
  }
  return answer as any[][];
}

function scoreCells(cells: readonly LiftedCell[], column: ColumnBeingScored): CellOutput {
  return (
    scoreOfUsualLine(cells[0], cells[1], cells[2], cells[3], cells[4], column) ??
    scoreOfAnyLine(cells, column)
  );
}

/**
 * A traveller line's values as given (liftTravellerColumn) or as read (readCell) alike, scored
 * by the core's short path for the usual line (scoreUsualLine) when it has no doubling argument:
 * blanks as Excel passes them are its "no result" and "no declarer". Undefined for any other
 * line, read in full by scoreOfAnyLine. (Exported, with scoreOfAnyLine, for the test that holds
 * the two to the same scores.)
 */
export function scoreOfUsualLine(
  contract: unknown,
  result: unknown,
  vulnerability: unknown,
  doubling: unknown,
  declarer: unknown,
  column: ColumnBeingScored
): number | undefined {
  if (typeof contract !== "string" || !isBlankAsGiven(doubling)) return undefined;
  return scoreUsualLine(
    contract,
    isBlankResult(result) ? undefined : result,
    vulnerability,
    isBlankAsGiven(declarer) ? undefined : declarer,
    column
  );
}

export function scoreOfAnyLine(
  cells: readonly LiftedCell[],
  column: ColumnBeingScored
): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const contract = readArgument(CONTRACT, cells[0] as LiftedCell);
  if (contract === undefined) return "";
  // The director's artificial adjusted score (Law 12C2) or ruling in the contract cell is the
  // line's score, passed on for MATCHPOINTS, XIMPS and BUTLER to read; so is "N.P." (the board
  // not played at this table), which they leave out as a blank.
  if (isAdjustedScore(contract) || isNotPlayed(contract)) return contract;
  const ruling = rulingOfLine(contract, cells, column);
  if (ruling !== undefined) return ruling;
  const reading = column.contract(contract);
  // A passed-out board scores 0 whatever the other arguments hold, blank or bad.
  if (reading.contract === PASSED_OUT) return 0;
  const resultCell = cells[1] as LiftedCell;
  const resultBlank = isBlankResult(resultCell);
  // An unfinished row stays blank, unless the contract cell holds the result ("4S+1").
  if (resultBlank && reading.relative === undefined) return "";
  const line = column.line;
  line.contract = contract;
  line.result = resultBlank ? undefined : readArgument(RESULT, resultCell);
  line.vulnerability = readArgument(VULNERABILITY, cells[2] as LiftedCell);
  line.doubling = readArgument(DOUBLING, cells[3] as LiftedCell);
  line.declarer = readArgument(DECLARER, cells[4] as LiftedCell);
  return scoreDeal(line, column);
}

/**
 * A ruling typed in the contract cell (docs/guide/rulings.md: "30% 4S= 70% 3NT+1", "NS +420 EW
 * -50", "F +420", "+420 PEN EW 10%"), written with North-South scores: each contract in it scored
 * on the line's vulnerability and declarer, or the seat written after it ("4H-1 E"). Undefined
 * for a text that is no ruling parseRuling reads, left to the contract's reading and its error.
 */
function rulingOfLine(
  text: string,
  cells: readonly LiftedCell[],
  column: ColumnBeingScored
): string | undefined {
  if (!isRulingNotation(text)) return undefined;
  const written = hasRulingContracts(text)
    ? scoreRulingContracts(text, (contract, seat) => {
        const line = column.line;
        line.contract = contract;
        line.result = undefined;
        line.vulnerability = readArgument(VULNERABILITY, cells[2] as LiftedCell);
        line.doubling = undefined;
        line.declarer = seat ?? readArgument(DECLARER, cells[4] as LiftedCell);
        return scoreDeal(line, column);
      })
    : text;
  try {
    parseRuling(written, CONTRACT.name.en);
  } catch (error) {
    if (error instanceof BridgeInputError) return undefined;
    throw error;
  }
  return written;
}
