/*
 * The USEBIO reader, the results-file plan and our ranking's check (./resultsFile.ts) are a chunk
 * of their own, dist/results.js, loaded when a results file is first chosen: a pane that never
 * opens one never loads them, and its own script stays within its budget (test/budgets).
 */
export type ResultsModule = typeof import("./resultsFile");

let loading: Promise<ResultsModule> | undefined;

/** The chunk, loaded once; after a failed load (offline?) the next call tries again. */
export function loadResults(): Promise<ResultsModule> {
  loading ??= import(/* webpackChunkName: "results" */ "./resultsFile").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
