import { readBoardDeal } from "./pbnDeal";
import { addHandRecordTags, dealKeyOf, startBoard } from "./pbnBoardBuilder";
import type { EventBuilder } from "./pbnEventBuilder";
import { addTableResult, boardOf, eventOf, EventsBuilder, tagsByName } from "./pbnEventBuilder";
import type { PbnFile } from "./pbnEvent";
import { withProducersReadAsMeant } from "./pbnProducers";
import { readTotalScoreTable } from "./pbnResults";
import type { PbnTag } from "./pbnScan";
import { scanPbn } from "./pbnScan";
import { readTableResult } from "./pbnTableGame";
import { boardNumberOf, valueOf } from "./pbnValues";

/**
 * Reads a PBN file (PBN 1.0, 2.0 and 2.1, and BridgeComposer's double-dummy tags) as the
 * programs that write them do: hand records ([Board], [Dealer], [Vulnerable], [Deal],
 * [DoubleDummyTricks], [OptimumResultTable], [OptimumScore], [ParContract]), results as
 * [ScoreTable] / [TotalScoreTable], and results as one game per table, repeating the board.
 *
 * A file holds events: the games of one [Event], split into sets where a board number comes
 * again with another deal (four sets of boards 1-99 in one dealing program's file). A board's
 * games after its first are other tables' plays of it: the deal once, each table's result a
 * traveller line. Lenient in form (pbnScan.ts, pbnValues.ts), strict in substance: a deal of
 * four hands that is not 52 cards, a value out of range throws a FileFormatError naming the
 * line. What the file lacks is listed in `notes`, not an error: a board without a full deal
 * (teaching files), a board whose [Board] is no number ("4-1", read under the next free number),
 * a double-dummy table given in part, a table's result without a score. Dealer and vulnerability
 * that differ from Law 2's are data (`disagreements`): the sheet shows them.
 * @example readPbn(text).events[0].boards[0] // { board: 1, dealer: "N", vulnerability: "None", deal, ... }
 */
export function readPbn(text: string): PbnFile {
  const games = withProducersReadAsMeant(text, scanPbn(text));
  const events = new EventsBuilder();
  let current: EventBuilder | undefined;
  for (const game of games) {
    const tags = tagsByName(game);
    // A game without [Event] (PBN's import format allows it) is the current event's.
    const eventTag = tags.get("Event");
    const name = eventTag ? (valueOf(eventTag) ?? "") : (current?.name ?? "");
    const boardTag = tags.get("Board");
    const dealTag = tags.get("Deal");
    const totals = tags.get("TotalScoreTable");
    if (!boardTag && !valueOf(dealTag)) {
      if (totals) {
        const event =
          current?.name === name ? current : events.eventFor(name, undefined, undefined, game.line);
        event.pairs.push(...readTotalScoreTable(totals));
        event.games.push(game);
      }
      continue;
    }
    const dealText = dealTag?.value ?? "";
    const deal =
      valueOf(dealTag) === undefined
        ? undefined
        : readBoardDeal(dealText, (dealTag as PbnTag).line);
    const dealKey = deal ? dealKeyOf(deal, dealText) : undefined;
    const number = boardTag ? boardNumberOf(boardTag.value) : undefined;
    const event = events.eventFor(name, number, dealKey, game.line);
    current = event;
    event.games.push(game);
    if (totals) event.pairs.push(...readTotalScoreTable(totals));
    const { board, label } = boardOf(boardTag, event, dealKey);
    let builder = event.boards.get(board);
    if (!builder) {
      builder = startBoard(game, tags, board, deal, dealKey, event.notes);
      if (label !== undefined) {
        builder.label = label;
        event.notes.push({ kind: "renumbered", board, line: game.line, label });
      }
      event.boards.set(board, builder);
    } else {
      if (builder.dealKey === undefined && deal && dealKey !== undefined) {
        builder.dealKey = dealKey;
        builder.missing = deal.missing;
        if (deal.deal) builder.deal = deal.deal;
        if (deal.cardsEach !== undefined) builder.cardsEach = deal.cardsEach;
      }
      addHandRecordTags(builder, tags, event.notes);
    }
    const vulnerability = builder.vulnerability ?? board;
    const result = readTableResult(tags, game.line, vulnerability);
    if (result === "left out") event.notes.push({ kind: "resultLeftOut", board, line: game.line });
    else if (result) addTableResult(event, builder, result);
  }
  const read = events.events.map(eventOf);
  const first = read[0];
  if (!first) {
    return {
      name: "",
      set: 1,
      line: 1,
      boards: [],
      disagreements: [],
      pairs: [],
      tablePairs: [],
      teams: false,
      notes: [],
      events: [],
    };
  }
  return { ...first, events: read };
}
