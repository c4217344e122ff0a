/*
 * The Members offer's reader and writer (./membersWorkbook.ts) are a chunk of their own,
 * dist/members.js, loaded when a results file with players is first read: a pane that never
 * opens one never loads them.
 */
import { loadOnce } from "./loadOnce";

export type MembersModule = typeof import("./membersWorkbook");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadMembers: () => Promise<MembersModule> = loadOnce(
  () => import(/* webpackChunkName: "members" */ "./membersWorkbook")
);
