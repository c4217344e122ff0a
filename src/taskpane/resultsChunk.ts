/*
 * The USEBIO reader, the results-file plan and our ranking's check (./resultsFile.ts) are a chunk
 * of their own, dist/results.js, loaded when a results file is first chosen: a pane that never
 * opens one never loads them, and its own script stays within its budget (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type ResultsModule = typeof import("./resultsFile");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadResults: () => Promise<ResultsModule> = loadOnce(
  () => import(/* webpackChunkName: "results" */ "./resultsFile")
);
