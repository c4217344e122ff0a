import type { Hand } from "../core/deal";
import { SEAT_ORDER, formatHolding } from "../core/deal";
import type {
  BoardResults,
  EventHeader,
  HandRecord,
  PairEntry,
  PairsScoring,
  PairsSession,
  Player,
  TravellerLine,
} from "./session";
import { formatDecimal, formatLineScore } from "./session";
import { escapeXml } from "./xml";

/**
 * Writes a pairs session as USEBIO 1.2, in the element order of the Compscore3 files the
 * federations' sites accept (test/fixtures/usebio): CLUB, then EVENT with its header fields,
 * CONTACT, PARTICIPANTS (PAIR, PLAYER) and one BOARD per board (TRAVELLER_LINE), then HANDSET.
 * What the public files could not confirm of the DTD is in docs/FILE-FORMATS.md.
 * @example writeUsebio(readUsebio(xml)) // the same session, as USEBIO 1.2
 */

/** Compscore's event types and points elements, per scoring. */
const SCORING_FORMS: Readonly<
  Record<PairsScoring, { eventType: string; points: string; scoringMethod?: string }>
> = {
  matchpoints: { eventType: "MP_PAIRS", points: "MATCH_POINTS" },
  butler: { eventType: "BUTLER_PAIRS", points: "BUTLER_POINTS", scoringMethod: "IMPS" },
  crossImps: { eventType: "CROSS_IMP", points: "CROSS_IMP_POINTS", scoringMethod: "IMPS" },
};

export const USEBIO_PROGRAM_NAME = "Bridge Scoring for Excel";

/** Compscore's order of EVENT's header elements; those marked required are always written. */
const HEADER_ORDER: ReadonlyArray<readonly [name: string, required: boolean]> = [
  ["EVENT_IDENTIFIER", true],
  ["EVENT_DESCRIPTION", true],
  ["PROGRAM_NAME", true],
  ["PROGRAM_VERSION", true],
  ["WINNER_TYPE", true],
  ["TITLE", false],
  ["DATE", true],
  ["VENUE", false],
  ["MASTER_POINT_SCALE", false],
  ["MASTER_POINT_TYPE", false],
  ["MPS_AWARDED_FLAG", false],
  ["SESSION_COUNT", true],
  ["SECTION_COUNT", true],
  ["P2P_CHARGE_RATE", false],
  ["SCORING_METHOD", false],
];

export type Line = readonly [depth: number, text: string];

export function leaf(depth: number, name: string, value: string | number | undefined): Line {
  return [depth, `<${name}>${escapeXml(value === undefined ? "" : String(value))}</${name}>`];
}

/** "2022-07-11" -> "11/07/2022", 1.2's form; anything else as it is. */
export function usebioDate(date: string | undefined): string | undefined {
  const iso = date === undefined ? undefined : /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : date;
}

function headerValues(session: PairsSession): Map<string, string | number | undefined> {
  const event: EventHeader = session.event;
  const values = new Map<string, string | number | undefined>(event.otherFields);
  const twoFields = session.pairs.some((pair) => pair.direction !== undefined);
  values.set("EVENT_IDENTIFIER", event.identifier);
  values.set("EVENT_DESCRIPTION", event.description);
  values.set("PROGRAM_NAME", event.programName ?? USEBIO_PROGRAM_NAME);
  values.set("PROGRAM_VERSION", event.programVersion);
  values.set("WINNER_TYPE", event.winnerType ?? (twoFields ? 2 : 1));
  values.set("TITLE", event.title);
  values.set("DATE", usebioDate(event.date));
  values.set("MASTER_POINT_SCALE", event.masterPointScale);
  values.set("SESSION_COUNT", event.sessionCount ?? 1);
  values.set("SECTION_COUNT", event.sectionCount ?? 1);
  const scoringMethod = SCORING_FORMS[session.scoring].scoringMethod;
  if (scoringMethod && !values.has("SCORING_METHOD")) values.set("SCORING_METHOD", scoringMethod);
  return values;
}

function eventHeaderLines(session: PairsSession): Line[] {
  const values = headerValues(session);
  const ordered = new Set(HEADER_ORDER.map(([name]) => name));
  const lines: Line[] = HEADER_ORDER.filter(
    ([name, required]) => required || values.get(name) !== undefined
  ).map(([name]) => leaf(1, name, values.get(name)));
  for (const [name, value] of session.event.otherFields) {
    if (!ordered.has(name)) lines.push(leaf(1, name, value));
  }
  const contact = session.event.contact ?? {};
  lines.push(
    [1, "<CONTACT>"],
    leaf(2, "FULL_NAME", contact.fullName),
    leaf(2, "SCORER", contact.scorer),
    leaf(2, "TELEPHONE", contact.telephone),
    leaf(2, "EMAIL", contact.email),
    [1, "</CONTACT>"]
  );
  return lines;
}

function twoPlayers(players: readonly Player[]): readonly Player[] {
  const empty: Player = { name: "" };
  return players.length >= 2 ? players : [...players, empty, empty].slice(0, 2);
}

function pairLines(pair: PairEntry): Line[] {
  const optional = (name: string, value: number | undefined, decimals: boolean): Line[] =>
    value === undefined ? [] : [leaf(2, name, decimals ? value.toFixed(2) : formatDecimal(value))];
  return [
    [1, "<PAIR>"],
    leaf(2, "PAIR_NUMBER", pair.pair),
    leaf(2, "DIRECTION", pair.direction ?? ""),
    ...optional("TOTAL_SCORE", pair.totalScore, true),
    ...optional("PERCENTAGE", pair.percentage, true),
    // A place alone, "3" for a tie too: MyABF reads PLACE with int() (abftech/cobalt
    // results/views/results_views.py and usebio.py); a tie is the place two pairs share.
    ...(pair.place ? [leaf(2, "PLACE", pair.place.place)] : []),
    // Hundredths as a whole number: MyABF reads it with int() (results_views.py).
    ...optional(
      "MASTER_POINTS_AWARDED",
      pair.masterPoints === undefined ? undefined : Math.round(pair.masterPoints),
      false
    ),
    ...(pair.masterPointType ? [leaf(2, "MASTER_POINT_TYPE", pair.masterPointType)] : []),
    ...optional("HANDICAP", pair.handicap, false),
    // Two PLAYERs always: MyABF takes PLAYER[0] and PLAYER[1] of every PAIR (results_views.py).
    ...twoPlayers(pair.players).flatMap((player): Line[] => [
      [2, "<PLAYER>"],
      leaf(3, "PLAYER_NAME", player.name),
      leaf(3, "NATIONAL_ID_NUMBER", player.nationalId ?? ""),
      leaf(3, "CLUB_ID_NUMBER", player.clubId ?? ""),
      [2, "</PLAYER>"],
    ]),
    [1, "</PAIR>"],
  ];
}

function travellerLines(line: TravellerLine, points: string): Line[] {
  const present = (name: string, value: string | number | undefined): Line[] =>
    value === undefined ? [] : [leaf(2, name, value)];
  return [
    [1, "<TRAVELLER_LINE>"],
    leaf(2, "NS_PAIR_NUMBER", line.nsPair),
    leaf(2, "EW_PAIR_NUMBER", line.ewPair),
    ...present("CONTRACT", line.contract),
    ...present("PLAYED_BY", line.declarer),
    ...present("LEAD", line.lead),
    ...present("TRICKS", line.tricks),
    ...present("SCORE", line.score.kind === "notPlayed" ? undefined : formatLineScore(line.score)),
    ...present(
      `NS_${points}`,
      line.nsPoints === undefined ? undefined : formatDecimal(line.nsPoints)
    ),
    ...present(
      `EW_${points}`,
      line.ewPoints === undefined ? undefined : formatDecimal(line.ewPoints)
    ),
    [1, "</TRAVELLER_LINE>"],
  ];
}

function boardLines(board: BoardResults, scoring: PairsScoring): Line[] {
  const { eventType, points } = SCORING_FORMS[scoring];
  return [
    [0, `<BOARD EVENT_TYPE="${eventType}">`],
    leaf(1, "BOARD_NUMBER", board.board),
    ...(board.datum === undefined ? [] : [leaf(1, "BOARD_AVERAGE", formatDecimal(board.datum))]),
    ...board.lines.flatMap((line) => travellerLines(line, points)),
    [0, "</BOARD>"],
  ];
}

const SEAT_NAMES = ["North", "East", "South", "West"];
const SUIT_ELEMENTS: ReadonlyArray<readonly [name: string, suit: number]> = [
  ["CLUBS", 3],
  ["DIAMONDS", 2],
  ["HEARTS", 1],
  ["SPADES", 0],
];

export function handSetLines(records: readonly HandRecord[]): Line[] {
  const dealt = records.filter((record) => record.deal !== undefined);
  if (dealt.length === 0) return [];
  const boards = dealt.flatMap((record): Line[] => [
    [1, "<BOARD>"],
    leaf(2, "BOARD_NUMBER", record.board),
    ...SEAT_ORDER.flatMap((_, seat): Line[] => {
      const hand = record.deal?.hands[seat] as Hand;
      return [
        [2, "<HAND>"],
        leaf(3, "DIRECTION", SEAT_NAMES[seat]),
        ...SUIT_ELEMENTS.map(([name, suit]) => leaf(3, name, formatHolding(hand[suit] as number))),
        [2, "</HAND>"],
      ];
    }),
    [1, "</BOARD>"],
  ]);
  return [[0, "<HANDSET>"], ...boards, [0, "</HANDSET>"]];
}

export function writeUsebio(session: PairsSession): string {
  const { eventType } = SCORING_FORMS[session.scoring];
  const club = session.club;
  const lines: Line[] = [
    [0, '<?xml version="1.0"?>'],
    [0, '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">'],
    [0, '<USEBIO Version="1.2">'],
    [0, "<CLUB>"],
    leaf(1, "CLUB_NAME", club.name),
    leaf(1, "CLUB_ID_NUMBER", club.id),
    [0, "</CLUB>"],
    [0, `<EVENT EVENT_TYPE="${eventType}">`],
    ...eventHeaderLines(session),
    [1, `<PARTICIPANTS EVENT_TYPE="${eventType}">`],
    ...session.pairs.flatMap((pair) =>
      pairLines(pair).map(([depth, text]): Line => [depth + 1, text])
    ),
    [1, "</PARTICIPANTS>"],
    ...session.boards.flatMap((board) => boardLines(board, session.scoring)),
    [0, "</EVENT>"],
    ...handSetLines(session.handRecords),
    [0, "</USEBIO>"],
  ];
  return lines.map(([depth, text]) => `${"  ".repeat(depth)}${text}`).join("\n") + "\n";
}
