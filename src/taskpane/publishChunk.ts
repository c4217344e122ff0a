/*
 * The session reader and the file writers (./publishFile.ts) are a chunk of their own,
 * dist/publish.js, loaded when the user first saves or lists the sessions to publish, so the
 * pane's own script stays within its budget (test/budgets).
 */
export type PublishModule = typeof import("./publishFile");

let loading: Promise<PublishModule> | undefined;

/** The chunk, loaded once; after a failed load (offline?) the next call tries again. */
export function loadPublish(): Promise<PublishModule> {
  loading ??= import(/* webpackChunkName: "publish" */ "./publishFile").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
