import { MASTER_POINTS_FORMS, MASTER_POINTS_PROBLEMS } from "../../messages/masterPoints";
import { BridgeInputError } from "../errors";
import { keywordsOf } from "../keyword";
import { foldNotation } from "../notation";
import {
  ABF_DEFAULT_GRADE,
  ABF_GRADES,
  abfAwardedPositions,
  abfPositionAwards,
  abfSharedAward,
  abfWinnersAward,
} from "./abfSessionAwards";
import type { EbuScale, EbuScaleName } from "./ebuLocalPoints";
import { EBU_DEFAULT_SCALE, EBU_SCALES, ebuPlaceAwards, ebuSharedAward } from "./ebuLocalPoints";

/**
 * Master points for a ranking, by a federation's scheme: the ABF's session awards
 * (./abfSessionAwards.ts) or the EBU's local points (./ebuLocalPoints.ts). Each award is in the
 * unit the federation's USEBIO importer reads (MASTER_POINTS_AWARDED): hundredths of a master
 * point for the ABF, local points for the EBU.
 */

export type MasterPointScheme = "ABF" | "EBU";
export type MasterPointMovement = "MITCHELL" | "HOWELL" | "INDIVIDUAL";

export const MASTER_POINT_SCHEMES = keywordsOf<MasterPointScheme>(
  ["ABF", "EBU"],
  "scheme",
  MASTER_POINTS_FORMS.scheme,
  "ABF"
);

/** Left out, the movement follows the ranking: two fields are a Mitchell, one a Howell. */
export const MASTER_POINT_MOVEMENTS = keywordsOf<MasterPointMovement, undefined>(
  ["MITCHELL", "HOWELL", "INDIVIDUAL"],
  "movement",
  MASTER_POINTS_FORMS.movement,
  undefined
);

/** A ranked pair (or player): its place, shared by the pairs tied with it, and its field. */
export interface RankedEntry {
  readonly place: number;
  /** "NS" or "EW" in a two-winner ranking; the same (or absent) for every entry of one field. */
  readonly field?: string;
}

/** What a scheme needs of the event beyond its ranking; what is left out takes its default. */
export interface MasterPointEvent {
  readonly scheme: MasterPointScheme;
  readonly movement?: MasterPointMovement;
  /** Tables in play; left out, from the entries ranked. */
  readonly tables?: number;
  /** ABF: a grade ("E") or its weight (1.5); EBU: a scale ("CLUB"). */
  readonly grade?: number | string;
  readonly boards?: number;
}

/** The units of an award in one master point, as the federation shows it: ABF 0.57, EBU 24. */
export const UNITS_PER_SHOWN_POINT: Readonly<Record<MasterPointScheme, number>> = {
  ABF: 100,
  EBU: 1,
};

/** USEBIO's MASTER_POINT_SCALE and MASTER_POINT_TYPE of the awards, when the scheme names them. */
export interface MasterPointLabels {
  readonly scale: string;
  readonly type?: string;
}

/**
 * Each entry's award, in the order given: the places of each field awarded by the scheme, tied
 * entries sharing the awards of the positions they occupy as the scheme says.
 * @example awardMasterPoints([{ place: 1 }, { place: 2 }, { place: 3 }, { place: 4 }], { scheme: "ABF" })
 * // [12, 8, 0, 0]: 2 tables, grade E, one winner 0.04 x 1.5 x 2 = 0.12, the top half awarded
 */
export function awardMasterPoints(
  entries: readonly RankedEntry[],
  event: MasterPointEvent
): number[] {
  const fields = fieldsOf(entries);
  const movement = event.movement ?? (fields.size > 1 ? "MITCHELL" : "HOWELL");
  const seats = movement === "INDIVIDUAL" ? 4 : 2;
  const largestField = Math.max(0, ...[...fields.values()].map((field) => field.length));
  // A Mitchell's tables are its largest field (a pair of each direction a table); otherwise the
  // entries seated `seats` to a table.
  const entrantTables = movement === "MITCHELL" ? largestField : entries.length / seats;
  const positionAwards =
    event.scheme === "ABF"
      ? abfAwards(event, movement, entrantTables)
      : ebuAwards(event, movement, entrantTables, seats);
  const awards = new Array<number>(entries.length).fill(0);
  for (const members of fields.values()) {
    const byPlace = new Map<number, number[]>();
    for (const index of members) {
      const { place } = entries[index] as RankedEntry;
      if (place > members.length) {
        throw new BridgeInputError(
          "ranking",
          place,
          MASTER_POINTS_FORMS.ranking,
          MASTER_POINTS_PROBLEMS.placeBeyondField(place, members.length)
        );
      }
      byPlace.set(place, [...(byPlace.get(place) ?? []), index]);
    }
    const fieldAwards = positionAwards.forField(members.length);
    for (const [place, tied] of byPlace) {
      const occupied = tied.map((_, k) => fieldAwards[place - 1 + k] ?? 0);
      const award = positionAwards.share(occupied);
      for (const index of tied) awards[index] = award;
    }
  }
  return awards;
}

/** The USEBIO labels of a scheme's awards at a grade (Compscore's for the ABF, Salliere's for the EBU). */
export function masterPointLabels(
  scheme: MasterPointScheme,
  grade: number | string | undefined
): MasterPointLabels {
  if (scheme === "EBU") return { scale: EBU_SCALES[ebuScaleOf(grade)].usebioName, type: "BLACK" };
  const abf = abfGradeOf(grade);
  return abf.colour === undefined ? { scale: "Club" } : { scale: "Club", type: abf.colour };
}

interface PositionAwards {
  /** The award of each position of a field of `size` entries, best first. */
  readonly forField: (size: number) => readonly number[];
  /** The award of entries tied over positions of these awards. */
  readonly share: (occupied: readonly number[]) => number;
}

function abfAwards(
  event: MasterPointEvent,
  movement: MasterPointMovement,
  entrantTables: number
): PositionAwards {
  const { weight } = abfGradeOf(event.grade);
  // A half table counts as a whole one (Manual 3.1.3).
  const tables = Math.ceil((event.tables ?? entrantTables) - 1e-9);
  const winners = movement === "MITCHELL" ? 2 : 1;
  const winnersAward = tables < 1 ? 0 : abfWinnersAward(tables, weight, winners);
  return {
    forField: (size) => abfPositionAwards(winnersAward, abfAwardedPositions(size)),
    share: abfSharedAward,
  };
}

function ebuAwards(
  event: MasterPointEvent,
  movement: MasterPointMovement,
  entrantTables: number,
  seats: 2 | 4
): PositionAwards {
  const scale: EbuScale = EBU_SCALES[ebuScaleOf(event.grade)];
  if (movement === "MITCHELL") {
    throw new BridgeInputError(
      "movement",
      movement,
      MASTER_POINTS_FORMS.movement,
      MASTER_POINTS_PROBLEMS.ebuTwoWinners
    );
  }
  if (event.boards === undefined) {
    throw new BridgeInputError(
      "boards",
      undefined,
      MASTER_POINTS_FORMS.boards,
      MASTER_POINTS_PROBLEMS.ebuNeedsBoards
    );
  }
  // Full tables only: a half table is not counted.
  const fullTables = Math.floor((event.tables ?? entrantTables) + 1e-9);
  const placeAwards = ebuPlaceAwards(fullTables, seats, event.boards, scale);
  return {
    forField: () => placeAwards,
    share: (occupied) => ebuSharedAward(occupied, scale),
  };
}

/** The entries' indexes by field, in the order the fields first appear. */
function fieldsOf(entries: readonly RankedEntry[]): Map<string, number[]> {
  const fields = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const key = entry.field ?? "";
    fields.set(key, [...(fields.get(key) ?? []), index]);
  });
  return fields;
}

/** The ABF grade's weight and colour: a grade's letters, or a weight (its colour unknown). */
function abfGradeOf(grade: number | string | undefined): {
  readonly weight: number;
  readonly colour?: "GREEN" | "RED";
} {
  if (typeof grade === "number") {
    if (Number.isFinite(grade) && grade > 0 && grade <= 10) return { weight: grade };
    throw new BridgeInputError("grade", grade, MASTER_POINTS_FORMS.grade);
  }
  const key = grade === undefined ? ABF_DEFAULT_GRADE : foldNotation(grade);
  const found = ABF_GRADES[key as keyof typeof ABF_GRADES] as
    (typeof ABF_GRADES)[keyof typeof ABF_GRADES] | undefined;
  if (found !== undefined) return found;
  throw new BridgeInputError(
    "grade",
    grade,
    MASTER_POINTS_FORMS.grade,
    key in EBU_SCALES ? MASTER_POINTS_PROBLEMS.gradeOfOtherScheme : undefined
  );
}

function ebuScaleOf(grade: number | string | undefined): EbuScaleName {
  if (grade === undefined) return EBU_DEFAULT_SCALE;
  const key = typeof grade === "string" ? foldNotation(grade) : "";
  if (key in EBU_SCALES) return key as EbuScaleName;
  throw new BridgeInputError(
    "grade",
    grade,
    MASTER_POINTS_FORMS.grade,
    typeof grade === "number" || key in ABF_GRADES
      ? MASTER_POINTS_PROBLEMS.gradeOfOtherScheme
      : undefined
  );
}
