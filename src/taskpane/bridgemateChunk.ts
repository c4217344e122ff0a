/*
 * The Bridgemate reader (mdb-reader, the Access database library, and ./bridgemateResults.ts) is
 * a chunk of its own, dist/bridgemate.js, loaded only when a Bridgemate database is chosen: it
 * is several times the size of the other readers, and a pane that opens USEBIO files never
 * loads it (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type BridgemateModule = typeof import("./bridgemateResults");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadBridgemate: () => Promise<BridgemateModule> = loadOnce(
  () => import(/* webpackChunkName: "bridgemate" */ "./bridgemateResults")
);

/** An Access database says so at byte 4: "Standard Jet DB" (Access 97-2003) or "Standard ACE DB". */
const ACCESS_SIGNATURES = ["Standard Jet DB", "Standard ACE DB"];

/** A Bridgemate database: named .bws, or an Access database whatever its name. */
export function isBridgemateFile(name: string, bytes: Uint8Array): boolean {
  if (/\.bws$/i.test(name.trim())) return true;
  const signature = String.fromCharCode(...bytes.subarray(4, 19));
  return ACCESS_SIGNATURES.includes(signature);
}
