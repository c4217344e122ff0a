/**
 * Which adapter answers each declared function (src/messages/functions): the one table that joins
 * an id of functions.json to the code Excel calls. register.ts associates them with Excel; the
 * tests find every function here.
 */
import { dealer, vul } from "./functions/board";
import { bam } from "./functions/teamsBam";
import { standings } from "./functions/teamsStandings";
import { swissdraw } from "./functions/teamsSwissDraw";
import { butler, datum } from "./functions/butler";
import { checks } from "./functions/checks";
import { ddrow, ddtable } from "./functions/doubleDummy";
import { hand, hcp } from "./functions/hands";
import { imps } from "./functions/imps";
import { masterpoints } from "./functions/masterPoints";
import { ladder } from "./functions/ladder";
import { matchpoints } from "./functions/matchpoints";
import { par, parcontract } from "./functions/par";
import { ranking } from "./functions/ranking";
import { score } from "./functions/score";
import { vp } from "./functions/vp";
import { ximps } from "./functions/ximps";

/** A custom function as Excel calls it: each argument a value or a range, in declared order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CustomFunctionImplementation = (...args: any[]) => unknown;

export const IMPLEMENTATIONS: Readonly<Record<string, CustomFunctionImplementation>> = {
  VUL: vul,
  DEALER: dealer,
  DATUM: datum,
  BUTLER: butler,
  CHECKS: checks,
  DDTABLE: ddtable,
  DDROW: ddrow,
  HCP: hcp,
  HAND: hand,
  IMPS: imps,
  LADDER: ladder,
  MATCHPOINTS: matchpoints,
  MASTERPOINTS: masterpoints,
  PAR: par,
  PARCONTRACT: parcontract,
  RANKING: ranking,
  SCORE: score,
  BAM: bam,
  STANDINGS: standings,
  SWISSDRAW: swissdraw,
  VP: vp,
  XIMPS: ximps,
};
