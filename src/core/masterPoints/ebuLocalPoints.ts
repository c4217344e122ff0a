/**
 * The English Bridge Union's local points for a club's events, one winner (its Licensing and
 * Master Points Handbook, "the Handbook" below, whose scale tables could not be retrieved
 * whole). The rule as the EBU's forum states it for the Handbook of 2021 (forums.ebu.co.uk,
 * discussion 1365): awards go to a third of the full tables' entrants for 18-35 boards, the
 * top award is the number of awards times the scale's decrement, each place gets a decrement
 * less, and no award is below the scale's minimum (6 on the club scale; 9, 12, 18, 24 on the
 * others). The decrements for pairs, the quarter under 18 boards and the half from 36, the
 * boards below which nothing is awarded and the caps of the top award are Salliere's (Matthew
 * Johnson's EBU scorer, cx/ath/matthew/salliere/MasterPointScale.java), not confirmed by the
 * Handbook's text. Awards are whole local points (100 make a blue point).
 */

/** An EBU master point scale, by the name USEBIO's MASTER_POINT_SCALE gives it. */
export type EbuScaleName = "CLUB" | "DISTRICT" | "COUNTY" | "REGIONAL" | "NATIONAL";

export interface EbuScale {
  /** The decrement between places for pairs; individuals get half. */
  readonly pairsDecrement: number;
  /** The smallest award (forum, discussion 1365). */
  readonly minimum: number;
  /** The top award's cap: 12-17 boards, 18-35 boards, 36 boards or more (Salliere). */
  readonly caps: readonly [number, number, number];
  /** As USEBIO's MASTER_POINT_SCALE writes it (Salliere's USEBIO export: "Club"). */
  readonly usebioName: string;
}

export const EBU_SCALES: Readonly<Record<EbuScaleName, EbuScale>> = {
  CLUB: { pairsDecrement: 6, minimum: 6, caps: [75, 100, 300], usebioName: "Club" },
  DISTRICT: { pairsDecrement: 9, minimum: 9, caps: [113, 150, 450], usebioName: "District" },
  COUNTY: { pairsDecrement: 12, minimum: 12, caps: [150, 200, 600], usebioName: "County" },
  REGIONAL: { pairsDecrement: 18, minimum: 18, caps: [225, 300, 900], usebioName: "Regional" },
  NATIONAL: { pairsDecrement: 24, minimum: 24, caps: [300, 400, 1200], usebioName: "National" },
};

export const EBU_DEFAULT_SCALE: EbuScaleName = "CLUB";

/** Fewer boards than this award nothing (Salliere: a cap of 0 under 12 boards). */
const FEWEST_BOARDS = 12;

/** The share of the entrants awarded and the cap's band, by the boards played. */
function boardsBand(boards: number): { readonly share: number; readonly band: 0 | 1 | 2 } {
  if (boards < 18) return { share: 1 / 4, band: 0 };
  if (boards < 36) return { share: 1 / 3, band: 1 };
  return { share: 1 / 2, band: 2 };
}

/**
 * The award of each awarded place, in local points, for an event of `fullTables` full tables of
 * `seats` entrants each (2 pairs, or 4 players of an individual), before ties are shared and
 * the minimum applied (ebuSharedAward), as Salliere shares them.
 * @example ebuPlaceAwards(6, 4, 24, EBU_SCALES.CLUB) // [24, 21, 18, 15, 12, 9, 6, 3]
 */
export function ebuPlaceAwards(
  fullTables: number,
  seats: 2 | 4,
  boards: number,
  scale: EbuScale
): number[] {
  if (boards < FEWEST_BOARDS || fullTables < 1) return [];
  const { share, band } = boardsBand(boards);
  // A share of the full tables' entrants, rounding up (the forum's 6-table individual: 8 awards).
  const count = Math.ceil(fullTables * share * seats - 1e-9);
  const decrement = seats === 4 ? scale.pairsDecrement / 2 : scale.pairsDecrement;
  const cap = scale.caps[band];
  return Array.from({ length: count }, (_, index) =>
    Math.min(cap, Math.ceil((count - index) * decrement - 1e-9))
  );
}

/**
 * The award of the entrants at a place: tied entrants share the awards of the places they occupy
 * equally (the EBU's White Book, 143.4: "tied contestants always share equally any
 * master-points"), rounding up as Salliere does; no award is below the scale's minimum unless it
 * is nothing (forum, discussion 1365: "the 7th and 8th players both get 6").
 */
export function ebuSharedAward(placeAwards: readonly number[], scale: EbuScale): number {
  const total = placeAwards.reduce((sum, award) => sum + award, 0);
  const count = placeAwards.length;
  const share = Math.ceil(total / count - 1e-9);
  return share > 0 ? Math.max(share, scale.minimum) : 0;
}
