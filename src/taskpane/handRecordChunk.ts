/*
 * The file readers and the Hand records plan (./handRecordFile.ts) are a chunk of their own,
 * dist/handrecords.js, loaded when a file is first chosen: a pane that never opens a file never
 * loads them, and its own script stays within its budget (test/budgets).
 */
export type HandRecordModule = typeof import("./handRecordFile");

let loading: Promise<HandRecordModule> | undefined;

/** The chunk, loaded once; after a failed load (offline?) the next call tries again. */
export function loadHandRecords(): Promise<HandRecordModule> {
  loading ??= import(/* webpackChunkName: "handrecords" */ "./handRecordFile").catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    }
  );
  return loading;
}
