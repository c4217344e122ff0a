"use strict";
/**
 * The messages between the pool (src/excel/ddPool.ts) and a double-dummy worker (ddworker.ts):
 * a piece to solve, one strain of one deal, and the answer.
 */
Object.defineProperty(exports, "__esModule", { value: true });
