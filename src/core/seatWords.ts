/*
 * Seats and declaring sides as scorers write them, in English, French, Dutch and German, and
 * how a call reads "O" (French Ouest, or Dutch/German Oost/Ost).
 */
import { ambiguousSeatOForms } from "../messages/contextForms";
import type { AcceptedForms } from "../messages/errors";
import { ACCEPTED_FORMS } from "../messages/errors";
import type { Seat } from "./board";
import { BridgeInputError } from "./errors";
import { foldNotation } from "./notation";

const SEATS: Readonly<Record<string, Seat>> = {
  N: "N",
  NORTH: "N",
  E: "E",
  EAST: "E",
  S: "S",
  SOUTH: "S",
  W: "W",
  WEST: "W",
  NORD: "N",
  SUD: "S",
  EST: "E",
  O: "W",
  OUEST: "W",
  // Dutch and German, where no word clashes with an English or French one ("O" stays Ouest).
  NOORD: "N",
  ZUID: "S",
  Z: "S",
  OOST: "E",
  OST: "E",
  SÜD: "S",
};

/**
 * A side written for the declarer, where the score's side is all that matters (BRIDGE.SCORE):
 * North-South's score is North's, East-West's East's.
 */
const DECLARING_SIDES: Readonly<Record<string, Seat>> = {
  NS: "N",
  "N-S": "N",
  "N/S": "N",
  EW: "E",
  "E-W": "E",
  "E/W": "E",
  EO: "E",
  "E-O": "E",
  "E/O": "E",
  "NORD-SUD": "N",
  "EST-OUEST": "E",
  NZ: "N",
  "N-Z": "N",
  "N/Z": "N",
  OW: "E",
  "O-W": "E",
  "O/W": "E",
};

/**
 * How a call reads "O": as Ouest (West), as in French, or refused where the call's declarers
 * also hold Dutch or German seat words, in which "O" is Oost or Ost (East).
 */
export type SeatO = "west" | "ambiguous";

/** Seat words of Dutch or German only: a call holding one may write "O" for East. */
const EAST_AS_O_WORDS = new Set(["Z", "ZUID", "NOORD", "OOST", "OST", "SÜD", "NZ", "OW"]);

/**
 * Whether a declarer is written as a seat word of Dutch or German only ("Z", "Oost", "NZ"), in
 * whose company "O" may be Oost or Ost (East) rather than Ouest (West). A single letter other
 * than Z, the usual declarer, is answered from its character.
 */
export function isEastAsOWord(text: string): boolean {
  if (text.length === 1) {
    const letter = text.charCodeAt(0);
    if (letter < 128) return letter === 90 || letter === 122; // Z, z
  }
  return EAST_AS_O_WORDS.has(foldNotation(text));
}

/**
 * Reads BRIDGE.SCORE's declarer: a seat (parseSeat) or a side ("NS", "E/W"), whose score is its
 * seats'. With `seatO` "ambiguous", "O" is refused, naming both of its readings; `seatO` may be
 * the function that finds it, called only for an "O".
 * @example parseDeclarer("N/S") // "N"
 */
export function parseDeclarer(text: string, seatO: SeatO | (() => SeatO) = "west"): Seat {
  const letter = seatOfLetter(text);
  if (letter !== undefined) return letter;
  const folded = foldNotation(text);
  if (folded === "O" && (typeof seatO === "function" ? seatO() : seatO) === "ambiguous")
    throw new BridgeInputError("declarer", text, ambiguousSeatOForms());
  return DECLARING_SIDES[folded] ?? parseSeat(text);
}

/** Reads a seat; a bad one is refused naming `argument` and citing `forms`. */
export function parseSeat(
  text: string,
  argument = "declarer",
  forms: AcceptedForms = ACCEPTED_FORMS.declarer
): Seat {
  const seat = seatOfLetter(text) ?? SEATS[foldNotation(text)];
  if (seat === undefined) throw new BridgeInputError(argument, text, forms);
  return seat;
}

/**
 * A seat written as the usual single letter, N, E, S or W in either case, read from its
 * character code; undefined for any other text, which parseSeat reads by its words.
 * @example seatOfLetter("e") // "E"
 */
export function seatOfLetter(text: string): Seat | undefined {
  if (text.length !== 1) return undefined;
  // Setting the bit of 32 makes an ASCII capital lower case, and no other character n, e, s or w.
  switch (text.charCodeAt(0) | 32) {
    case 110: // n
      return "N";
    case 101: // e
      return "E";
    case 115: // s
      return "S";
    case 119: // w
      return "W";
    default:
      return undefined;
  }
}
