/*
 * What a Bridgemate database's reader (./bridgemateRead.ts) lists as a problem of the file, in a
 * module of its own: the section's reader and its received results' reader both list them.
 */
import type { Seat } from "../core/board";
import type { ResultAt } from "../messages/bridgemate";
import type { LocalizedText } from "../messages/errors";
import type { RoundRow } from "./bridgemateTables";

/** A problem of the file: the result it concerns, or its section alone. */
export type BridgemateProblem =
  | { readonly kind: "notPlayed"; readonly at: ResultAt; readonly remark: string }
  | { readonly kind: "replaced"; readonly at: ResultAt; readonly earlier: number }
  | {
      readonly kind: "badValue";
      readonly at: ResultAt;
      readonly what: "contract" | "result" | "declarer" | "lead";
      readonly value: string;
    }
  | {
      readonly kind: "declarerPair";
      readonly at: ResultAt;
      readonly seat: Seat;
      readonly pair: number;
    }
  | { readonly kind: "notInMovement"; readonly at: ResultAt; readonly expected?: RoundRow }
  | { readonly kind: "scoringType"; readonly section: string; readonly value: number }
  | {
      readonly kind: "badHandRecord";
      readonly section: string;
      readonly board: number;
      readonly problem: LocalizedText;
    };
