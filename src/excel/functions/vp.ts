import { VP_ARGUMENTS } from "../../messages/functions/vp";
import { TEAMS_FORMS } from "../../messages/teams";
import { BridgeInputError } from "../../core/errors";
import {
  VICTORY_POINT_SCALES,
  victoryPointsForMargin,
  wbfVictoryPointTable,
} from "../../core/victoryPoints";
import {
  parseVictoryPointTable,
  victoryPointsByTable,
  type VictoryPointTable,
} from "../../core/teams";
import { firstErrorIn, isBlank, keywordArgument, numberArgument } from "../arguments";
import type { CellOutput } from "../cells";
import type { LiftedCell } from "../lift";
import { liftCells, OMITTED } from "../lift";
import { victoryPointTableRows } from "./teamsVpTable";

/** BRIDGE.VP: its arguments and descriptions are declared in src/messages/functions/vp.ts. */
export function vp(imps: any[][], boards: any[][], scale?: any[][]): any[][] {
  const tableRows = victoryPointTableRows(scale);
  if (tableRows !== undefined) {
    return byTable(imps, boards, tableRows);
  }
  return liftCells([imps, boards, scale], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [impsCell, boardsCell, scaleCell] = cells;
    const margin = numberArgument(impsCell ?? OMITTED, "imps", VP_ARGUMENTS.imps.accepts);
    if (margin === undefined) return "";
    const boardCount = readBoards(boardsCell ?? OMITTED);
    const chosen = keywordArgument(scaleCell ?? OMITTED, VICTORY_POINT_SCALES);
    return victoryPointsForMargin(margin, boardCount, chosen);
  }) as any[][];
}

/** The boards of the match: required on the WBF scale, which depends on them. */
function readBoards(cell: LiftedCell): number {
  if (isBlank(cell)) throw new BridgeInputError("boards", undefined, VP_ARGUMENTS.boards.accepts);
  return numberArgument(cell, "boards", VP_ARGUMENTS.boards.accepts) as number;
}

/**
 * VPs on an event's own table, written for its matches' length: boards may be blank; when given
 * it must be a board count, as on the WBF scale, but does not change the answer. A margin may have a fraction
 * (a cross-IMP total): the table's bands are not rounded into.
 */
function byTable(imps: unknown, boards: unknown, rows: readonly number[][]): CellOutput[][] {
  let table: VictoryPointTable | undefined;
  return liftCells([imps, boards], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    // A table that breaks a rule is refused in every cell, as a bad keyword is.
    table ??= parseVictoryPointTable(rows, "scale");
    const [impsCell, boardsCell] = cells;
    const margin = numberArgument(impsCell ?? OMITTED, "imps", TEAMS_FORMS.impMargin);
    if (margin === undefined) return "";
    if (!isBlank(boardsCell ?? OMITTED)) wbfVictoryPointTable(readBoards(boardsCell ?? OMITTED));
    return victoryPointsByTable(margin, table);
  }) as CellOutput[][];
}
