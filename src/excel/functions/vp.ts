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
import { firstErrorIn, isBlank, readArgument } from "../arguments";
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
    const margin = readArgument(VP_ARGUMENTS.imps, impsCell ?? OMITTED);
    if (margin === undefined) return "";
    const boardCount = readBoards(boardsCell ?? OMITTED);
    const chosen = readArgument(VP_ARGUMENTS.scale, scaleCell ?? OMITTED, VICTORY_POINT_SCALES);
    return victoryPointsForMargin(margin, boardCount, chosen);
  }) as any[][];
}

/** The boards of the match: required on the WBF scale, which depends on them. */
function readBoards(cell: LiftedCell): number {
  const boards = readArgument(VP_ARGUMENTS.boards, cell);
  if (boards === undefined) {
    throw new BridgeInputError(VP_ARGUMENTS.boards.name.en, undefined, VP_ARGUMENTS.boards.accepts);
  }
  return boards;
}

/** The margin on an event's own table, which may have a fraction (a cross-IMP total). */
const IMPS_ON_A_TABLE = { ...VP_ARGUMENTS.imps, accepts: TEAMS_FORMS.impMargin };

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
    table ??= parseVictoryPointTable(rows, VP_ARGUMENTS.scale.name.en);
    const [impsCell, boardsCell] = cells;
    const margin = readArgument(IMPS_ON_A_TABLE, impsCell ?? OMITTED);
    if (margin === undefined) return "";
    if (!isBlank(boardsCell ?? OMITTED)) wbfVictoryPointTable(readBoards(boardsCell ?? OMITTED));
    return victoryPointsByTable(margin, table);
  }) as CellOutput[][];
}
