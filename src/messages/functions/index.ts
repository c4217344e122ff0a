/**
 * Every custom function's declaration, in the order functions.json lists them (the order of
 * src/excel/functions' modules). The build, the help pages, the task pane and the tests read this
 * list; the functions script reads only the `X_ARGUMENTS` its adapters read their arguments by.
 */
import type { FunctionDeclaration } from "../declarations";
import { DEALER, VUL } from "./board";
import { BAM } from "./teamsBam";
import { STANDINGS } from "./teamsStandings";
import { SWISSDRAW } from "./teamsSwissDraw";
import { BUTLER, DATUM } from "./butler";
import { CHECKS } from "./checks";
import { DDROW, DDTABLE } from "./doubleDummy";
import { HAND, HCP } from "./hands";
import { IMPS } from "./imps";
import { MASTERPOINTS } from "./masterPoints";
import { LADDER } from "./ladder";
import { MATCHPOINTS } from "./matchpoints";
import { PAR, PARCONTRACT } from "./par";
import { RANKING } from "./ranking";
import { SCORE } from "./score";
import { VP } from "./vp";
import { XIMPS } from "./ximps";

export const FUNCTION_DECLARATIONS: readonly FunctionDeclaration[] = [
  VUL,
  DEALER,
  DATUM,
  BUTLER,
  CHECKS,
  DDTABLE,
  DDROW,
  HCP,
  HAND,
  IMPS,
  LADDER,
  MATCHPOINTS,
  MASTERPOINTS,
  PAR,
  PARCONTRACT,
  RANKING,
  SCORE,
  BAM,
  STANDINGS,
  SWISSDRAW,
  VP,
  XIMPS,
];
