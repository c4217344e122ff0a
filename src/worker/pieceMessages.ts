/**
 * The messages between the pool (src/excel/ddPool.ts) and a double-dummy worker (ddworker.ts):
 * a piece to solve, one strain of one deal, and the answer.
 */

/** What a worker is sent: hands[seat][suit] (N E S W, ♠ ♥ ♦ ♣, 13-bit masks), a strain (♠ 0 .. ♣ 3, NT 4). */
export interface PieceRequest {
  readonly id: number;
  readonly hands: number[][];
  readonly strain: number;
}

/** What a worker answers: declarer's tricks N, E, S, W in the strain, or what went wrong. */
export interface PieceResponse {
  readonly id: number;
  readonly column?: number[];
  readonly error?: string;
}
