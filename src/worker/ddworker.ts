/**
 * The double-dummy worker (dist/ddworker.js): solves one piece per message, one strain of one
 * deal (strainColumn.ts), in the order the messages come, and answers with the column or what
 * went wrong. The pool (src/excel/ddPool.ts) decides the order.
 *
 * Memory: the solver's one transposition table, made when this script loads, is 16 MB
 * (src/core/doubleDummy/transposition.ts: 2^14 buckets of 32 entries of 32 bytes) and never
 * grows; the pool runs at most four workers, so at most 64 MB.
 */
import type { PieceRequest, PieceResponse } from "./pieceMessages";
import { strainColumn } from "./strainColumn";

interface WorkerScope {
  onmessage: ((event: MessageEvent<PieceRequest>) => void) | null;
  postMessage(message: PieceResponse): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const { id, hands, strain } = event.data;
  try {
    scope.postMessage({ id, column: strainColumn(hands, strain) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
