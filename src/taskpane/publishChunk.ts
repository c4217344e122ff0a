/*
 * The session reader and the file writers (./publishFile.ts) are a chunk of their own,
 * dist/publish.js, loaded when the user first saves or lists the sessions to publish, so the
 * pane's own script stays within its budget (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type PublishModule = typeof import("./publishFile");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadPublish: () => Promise<PublishModule> = loadOnce(
  () => import(/* webpackChunkName: "publish" */ "./publishFile")
);
