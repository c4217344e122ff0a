import { HCP_ARGUMENTS } from "../../messages/functions/hands";
import { parseSeat } from "../../core/seatWords";
import { formatHand, highCardPoints } from "../../core/hand";
import type { Deal, Hand } from "../../core/deal";
import { SEAT_ORDER, parseDeal } from "../../core/deal";
import type { LiftedCell } from "../arguments";
import { firstErrorIn, readArgument } from "../arguments";
import type { CellOutput } from "../cells";
import { liftCells, OMITTED } from "../lift";
import type { RememberingReader } from "../rememberReading";
import { rememberingReader } from "../rememberReading";

/** BRIDGE.HCP: its arguments and descriptions are declared in src/messages/functions/hands.ts. */
export function hcp(deal: any[][], seat: any[][]): any[][] {
  return liftCells([deal, seat], handCell, handReading(highCardPoints)) as any[][];
}

/** BRIDGE.HAND: its arguments and descriptions are declared in src/messages/functions/hands.ts. */
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
  const dealText = readArgument(HCP_ARGUMENTS.deal, cells[0] ?? OMITTED);
  const seatText = readArgument(HCP_ARGUMENTS.seat, cells[1] ?? OMITTED);
  if (dealText === undefined || seatText === undefined) return "";
  const deal = reading.deals.read(dealText);
  const seat = parseSeat(seatText, HCP_ARGUMENTS.seat.name.en, HCP_ARGUMENTS.seat.accepts);
  return reading.answer(deal.hands[SEAT_ORDER.indexOf(seat)] as Hand);
}
