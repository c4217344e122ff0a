/**
 * The double-dummy worker (dist/ddworker.js): solves one deal per message, in the order the
 * messages come, and answers with the table or what went wrong.
 */
import { solveTable } from "../core/doubleDummy/table";

export interface TableRequest {
  readonly id: number;
  /** hands[seat][suit]: seats N E S W, suits ♠ ♥ ♦ ♣, 13-bit masks (bit 0 the two). */
  readonly hands: number[][];
}

export interface TableResponse {
  readonly id: number;
  readonly table?: number[][];
  readonly error?: string;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<TableRequest>) => void) | null;
  postMessage(message: TableResponse): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const { id, hands } = event.data;
  try {
    scope.postMessage({ id, table: solveTable(hands) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
