/*
 * The sample session (its deals, lines and plan: src/session/sample/samplePlan.ts) is a chunk of
 * its own, dist/sample.js, loaded when "Try a sample session" is pressed: the pane's own script
 * does not carry its 21 deals and 147 lines (test/budgets).
 */
export type SampleModule = typeof import("../session/sample/samplePlan");

let loading: Promise<SampleModule> | undefined;

/** The chunk, loaded once; after a failed load (offline?) the next call tries again. */
export function loadSample(): Promise<SampleModule> {
  loading ??= import(/* webpackChunkName: "sample" */ "../session/sample/samplePlan").catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    }
  );
  return loading;
}
