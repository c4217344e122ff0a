/*
 * The teams events' planners (./teamsEventPlans.ts) are a chunk of their own, dist/teamsevents.js,
 * loaded when an event is first built or drawn: a pane that never builds one never loads the
 * teams core, and its own script stays within its budget (test/budgets).
 */
export type TeamsEventModule = typeof import("./teamsEventPlans");

let loading: Promise<TeamsEventModule> | undefined;

/** The chunk, loaded once; after a failed load (offline?) the next call tries again. */
export function loadTeamsEvents(): Promise<TeamsEventModule> {
  loading ??= import(/* webpackChunkName: "teamsevents" */ "./teamsEventPlans").catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    }
  );
  return loading;
}
