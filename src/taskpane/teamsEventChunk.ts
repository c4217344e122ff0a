/*
 * The teams events' planners (./teamsEventPlans.ts) are a chunk of their own, dist/teamsevents.js,
 * loaded when an event is first built or drawn: a pane that never builds one never loads the
 * teams core, and its own script stays within its budget (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type TeamsEventModule = typeof import("./teamsEventPlans");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadTeamsEvents: () => Promise<TeamsEventModule> = loadOnce(
  () => import(/* webpackChunkName: "teamsevents" */ "./teamsEventPlans")
);
