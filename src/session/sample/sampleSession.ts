/*
 * The sample session "Try a sample session" builds: made for the add-in, owned by it (MIT, as
 * the rest of the bundle), by scripts/makeSampleSession.ts: 21 deals from a seeded generator,
 * a Mitchell of 7 tables (3 boards a round, 7 rounds), each line drawn around the deal's
 * double-dummy tricks, which the script solved with src/core/doubleDummy (the pane never solves
 * to make the sample; its Hand records sheet solves the deals as any other's does, and compares
 * them with the script's tables). Pairs are named "Pair 1"... in each field.
 */
import { dealerForBoard, vulnerabilityForBoard } from "../../core/board";
import { parseDeal } from "../../core/deal";
import type { HandRecord, PairEntry } from "../../files/session";
import type { ResultLine } from "../pairsSessionData";
import data from "./sampleSession.json";

type SampleLine = [number, number, number, number, number, string, string, number | "", string];

/** The sample's traveller lines, by board and round: contract, declarer, tricks and lead typed. */
export function sampleResultLines(): ResultLine[] {
  return (data.lines as SampleLine[]).map(
    ([board, round, table, ns, ew, contract, declarer, result, lead]) => ({
      board,
      round,
      table,
      ns,
      ew,
      contract,
      ...(declarer ? { declarer } : {}),
      ...(result !== "" ? { result } : {}),
      ...(lead ? { lead } : {}),
    })
  );
}

/** The sample's hand records: each deal, Law 2's dealer and vulnerability, the script's tricks. */
export function sampleHandRecords(): HandRecord[] {
  return data.boards.map(({ board, deal, tricks }, index) => ({
    board,
    dealer: dealerForBoard(board),
    vulnerability: vulnerabilityForBoard(board),
    deal: parseDeal(deal),
    doubleDummyTricks: tricks,
    line: index + 1,
  }));
}

/** The players, named by pair and seat: "Pair 3 North", "Pair 3 South"; "Pair 3 East"... */
export function samplePairs(): PairEntry[] {
  const { tables } = data.movement;
  const seats = { NS: ["North", "South"], EW: ["East", "West"] } as const;
  return (["NS", "EW"] as const).flatMap((direction) =>
    Array.from({ length: tables }, (_, index) => ({
      pair: String(index + 1),
      direction,
      players: seats[direction].map((seat) => ({ name: `Pair ${index + 1} ${seat}` })),
    }))
  );
}
