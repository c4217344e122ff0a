import { SEAT_FORMS, parseSeat } from "../../core/travellerLine";
import { formatHand, highCardPoints } from "../../core/hand";
import type { Deal, Hand } from "../../core/deal";
import { DEAL_FORMS, SEAT_ORDER, parseDeal } from "../../core/deal";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, textArgument } from "../arguments";
import type { CellOutput } from "../cells";
import { liftCells, OMITTED } from "../lift";
import type { RememberingReader } from "../rememberReading";
import { rememberingReader } from "../rememberReading";

/**
 * The high-card points (A 4, K 3, Q 2, J 1) of one seat's hand in a deal.
 * Example: =BRIDGE.HCP("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "W") is 14; with {"N","E","S","W"} as the seat it spills 7, 7, 12, 14.
 * @customfunction HCP
 * @param {any[][]} deal A PBN deal: the first hand's seat and a colon, then the four hands clockwise, each ♠.♥.♦.♣. Example: "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".
 * @param {any[][]} seat N, E, S or W; a range of seats spills each one's points. Example: "W".
 * @returns {any[][]} The seat's high-card points, 0-37.
 */
export function hcp(deal: any[][], seat: any[][]): any[][] {
  return liftCells([deal, seat], handCell, handReading(highCardPoints)) as any[][];
}

/**
 * One seat's hand in a deal as people read it: each suit's symbol and cards from the ace down, a void as "—".
 * Example: =BRIDGE.HAND("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "N") is "♠QJ6 ♥K652 ♦J85 ♣T98".
 * @customfunction HAND
 * @param {any[][]} deal A PBN deal: the first hand's seat and a colon, then the four hands clockwise, each ♠.♥.♦.♣. Example: "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".
 * @param {any[][]} seat N, E, S or W; a range of seats spills each one's hand. Example: "N".
 * @returns {any[][]} The hand, such as "♠QJ6 ♥K652 ♦J85 ♣T98".
 */
export function hand(deal: any[][], seat: any[][]): any[][] {
  return liftCells([deal, seat], handCell, handReading(formatHand)) as any[][];
}

/** One call's state: each distinct deal text read once (a seat range reads one deal four times). */
interface HandReading {
  readonly deals: RememberingReader<Deal>;
  readonly answer: (hand: Hand) => CellOutput;
}

function handReading(answer: (hand: Hand) => CellOutput): HandReading {
  return { deals: rememberingReader((text) => parseDeal(text)), answer };
}

function handCell(cells: readonly LiftedCell[], reading: HandReading): CellOutput {
  const error = firstErrorIn(cells);
  if (error) return error;
  const dealText = textArgument(cells[0] ?? OMITTED, "deal", DEAL_FORMS);
  const seatText = textArgument(cells[1] ?? OMITTED, "seat", SEAT_FORMS);
  if (dealText === undefined || seatText === undefined) return "";
  const deal = reading.deals.read(dealText);
  const seat = parseSeat(seatText, "seat", SEAT_FORMS);
  return reading.answer(deal.hands[SEAT_ORDER.indexOf(seat)] as Hand);
}
