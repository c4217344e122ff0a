/**
 * Makes the sample session "Try a sample session" builds (src/session/sample/sampleSession.json):
 * 21 deals dealt by a seeded generator, the double-dummy table of each from the add-in's own
 * solver (src/core/doubleDummy), and the results of a Mitchell of 7 tables (3 boards a round,
 * 7 rounds: src/core/movements/mitchell.ts), each line drawn around the deal's double-dummy
 * tricks: the field's usual contract most of the time, some overbids, underbids, other strains,
 * competitive auctions by the other side and penalty doubles, and tricks within one or two of
 * double dummy. Deterministic: the same seed makes the same file.
 * `npx tsx scripts/makeSampleSession.ts` rewrites the file; the solving happens here, never in the pane.
 */
import { writeFileSync } from "fs";
import path from "path";
import type { Deal, Hand } from "../src/core/deal";
import { RANK_CHARACTERS, formatDeal } from "../src/core/deal";
import { solveTable } from "../src/core/doubleDummy/table";
import { highCardPoints } from "../src/core/hand";
import { mitchellMovement } from "../src/core/movements/mitchell";
import { movementLines } from "../src/session/pairsSessionData";

const SEED = 20261201;
const TABLES = 7;
const BOARDS_PER_ROUND = 3;
const OUTPUT = path.resolve(__dirname, "../src/session/sample/sampleSession.json");

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(SEED);

/** A deal: the 52 cards shuffled (Fisher-Yates) and dealt 13 to each seat. */
function dealCards(): Deal {
  const cards = Array.from({ length: 52 }, (_, card) => card);
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j] as number, cards[i] as number];
  }
  const hands = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  cards.forEach((card, index) => {
    const hand = hands[Math.floor(index / 13)] as number[];
    hand[Math.floor(card / 13)]! |= 1 << (card % 13);
  });
  return { hands: hands as unknown as Deal["hands"] };
}

const length = (holding: number): number => {
  let count = 0;
  for (let m = holding; m !== 0; m &= m - 1) count += 1;
  return count;
};

/** Table columns C D H S NT; a hand's suits ♠ ♥ ♦ ♣: column c is suit 3 - c. */
const SUIT_OF_COLUMN = [3, 2, 1, 0];
const STRAIN_NAMES = ["C", "D", "H", "S", "NT"];
const SEATS = ["N", "E", "S", "W"];

interface Bid {
  readonly side: 0 | 1;
  readonly level: number;
  readonly column: number;
}

function fit(deal: Deal, side: number, column: number): number {
  if (column === 4) return 0;
  const suit = SUIT_OF_COLUMN[column] as number;
  return length(deal.hands[side]![suit]!) + length(deal.hands[side + 2]![suit]!);
}

function sideTricks(table: number[][], side: number, column: number): number {
  return Math.max(table[side]![column]!, table[side + 2]![column]!);
}

/** The field's usual contract: game or slam with the values for it, else a partscore in the best fit. */
function usualBid(deal: Deal, table: number[][], side: 0 | 1): Bid {
  const hcp = highCardPoints(deal.hands[side]) + highCardPoints(deal.hands[side + 2] as Hand);
  const fits = [0, 1, 2, 3].map((column) => fit(deal, side, column));
  const majors = [3, 2].filter((column) => (fits[column] ?? 0) >= 8);
  const longest = [0, 1, 2, 3].sort(
    (a, b) => (fits[b] ?? 0) - (fits[a] ?? 0) || b - a
  )[0] as number;
  const column =
    majors[0] ??
    (hcp >= 23 && sideTricks(table, side, 4) >= 8 ? 4 : (fits[longest] ?? 0) >= 8 ? longest : 4);
  const tricks = sideTricks(table, side, column);
  const gameLevel = column === 4 ? 3 : column >= 2 ? 4 : 5;
  if (hcp >= 33 && tricks >= 12) return { side, level: tricks >= 13 && hcp >= 37 ? 7 : 6, column };
  if (hcp >= 25 || (hcp >= 23 && tricks >= gameLevel + 6)) {
    // A minor game the field plays in 3NT when 3NT makes.
    if (gameLevel === 5 && sideTricks(table, side, 4) >= 9) return { side, level: 3, column: 4 };
    return { side, level: gameLevel, column };
  }
  return { side, level: Math.min(3, Math.max(1, tricks - 6 - (random() < 0.5 ? 1 : 0))), column };
}

/** Another strain the side might choose: its next-best fit or notrump. */
function otherStrain(deal: Deal, side: number, column: number): number {
  const others = [0, 1, 2, 3, 4].filter((c) => c !== column);
  return others.sort((a, b) =>
    (a === 4 ? 7.5 : fit(deal, side, a)) < (b === 4 ? 7.5 : fit(deal, side, b)) ? 1 : -1
  )[0] as number;
}

function tableBid(deal: Deal, table: number[][], usual: Bid): Bid {
  const draw = random();
  const { side } = usual;
  const gameOrMore = usual.level >= (usual.column === 4 ? 3 : usual.column >= 2 ? 4 : 5);
  if (draw < 0.14) return { ...usual, level: Math.min(7, usual.level + 1) };
  if (draw < 0.24 && usual.level > 1) return { ...usual, level: usual.level - 1 };
  if (draw < 0.33) {
    const column = otherStrain(deal, side, usual.column);
    const game = (c: number) => (c === 4 ? 3 : c >= 2 ? 4 : 5);
    // The same values in another strain: game for game, one level up to go past the suit.
    const level = gameOrMore
      ? Math.max(usual.level - game(usual.column), 0) + game(column)
      : usual.level + (column < usual.column && column !== 4 ? 1 : 0);
    return { side, level: Math.min(7, level), column };
  }
  if (draw < 0.42 && !gameOrMore) {
    // The other side competes in its longest fit.
    const other = (1 - side) as 0 | 1;
    const column = [0, 1, 2, 3].sort(
      (a, b) => fit(deal, other, b) - fit(deal, other, a) || b - a
    )[0] as number;
    return { side: other, level: Math.max(2, usual.level), column };
  }
  if (draw < 0.46 && gameOrMore) {
    // A sacrifice one level higher in the other side's best fit.
    const other = (1 - side) as 0 | 1;
    const column = [0, 1, 2, 3].sort(
      (a, b) => fit(deal, other, b) - fit(deal, other, a) || b - a
    )[0] as number;
    const level = usual.column === 4 || column > usual.column ? usual.level : usual.level + 1;
    return {
      side: other,
      level: Math.min(7, level + (usual.column === 4 && column !== 4 ? 1 : 0)),
      column,
    };
  }
  return usual;
}

/** Declarer: the partner who takes more tricks double dummy, else the longer trumps. */
function declarerOf(deal: Deal, table: number[][], bid: Bid): number {
  const [a, b] = [bid.side, bid.side + 2];
  const ta = table[a]![bid.column]!;
  const tb = table[b]![bid.column]!;
  if (ta !== tb) return ta > tb ? a : b;
  if (bid.column === 4) return random() < 0.5 ? a : b;
  const suit = SUIT_OF_COLUMN[bid.column] as number;
  return length(deal.hands[a][suit]!) >= length(deal.hands[b]![suit]!) ? a : b;
}

/** Tricks taken: double dummy most of the time, one or two either side now and then. */
function tricksTaken(ddTricks: number): number {
  const draw = random();
  const change = draw < 0.56 ? 0 : draw < 0.76 ? 1 : draw < 0.94 ? -1 : draw < 0.97 ? 2 : -2;
  return Math.min(13, Math.max(0, ddTricks + change));
}

/** The opening lead: from the leader's longest side suit, top of a sequence, else fourth best. */
function openingLead(deal: Deal, leader: number, column: number): string {
  const hand = deal.hands[leader] as Hand;
  const trump = column === 4 ? -1 : (SUIT_OF_COLUMN[column] as number);
  const suits = [0, 1, 2, 3].filter((suit) => suit !== trump && hand[suit] !== 0);
  const suit =
    suits.sort((a, b) => length(hand[b]!) - length(hand[a]!) || hand[b]! - hand[a]!)[0] ?? trump;
  const ranks: number[] = [];
  for (let bit = 12; bit >= 0; bit -= 1) if (hand[suit]! & (1 << bit)) ranks.push(bit);
  const touching = ranks.length >= 2 && ranks[0]! >= 9 && ranks[0]! - ranks[1]! === 1;
  const rank = touching || ranks.length < 4 ? ranks[0]! : ranks[3]!;
  return `${RANK_CHARACTERS.charAt(rank)}${"SHDC".charAt(suit)}`;
}

/** Tricks as the Results sheet takes them: from four down, the down count as a negative number. */
function writtenResult(level: number, tricks: number): number {
  const down = level + 6 - tricks;
  return down >= 4 ? -down : tricks;
}

function main(): void {
  const movement = mitchellMovement({
    tables: TABLES,
    rounds: TABLES,
    boardsPerRound: BOARDS_PER_ROUND,
    firstBoard: 1,
  });
  const boards = movement.boards.map((board) => {
    const deal = dealCards();
    const tricks = solveTable(deal.hands);
    return { board, deal, tricks };
  });
  const lines = movementLines(movement).map((line) => {
    const { deal, tricks: table } = boards[line.board - 1]!;
    const hcpNs = highCardPoints(deal.hands[0]) + highCardPoints(deal.hands[2]);
    const side: 0 | 1 = hcpNs > 20 || (hcpNs === 20 && random() < 0.5) ? 0 : 1;
    const strongest = Math.max(...[0, 1, 2, 3, 4].map((c) => sideTricks(table, side, c)));
    if (Math.max(hcpNs, 40 - hcpNs) <= 21 && strongest <= 7 && random() < 0.5)
      return [line.board, line.round, line.table, line.ns, line.ew, "PASS", "", "", ""];
    const usual = usualBid(deal, table, side);
    const drawn = tableBid(deal, table, usual);
    // Nobody stays in a contract double dummy puts three or more down unless it is a sacrifice.
    const sacrifice = drawn.side !== usual.side && drawn.level >= 4;
    const hopeless = sideTricks(table, drawn.side, drawn.column) < drawn.level + 6 - 2;
    const bid = hopeless && !sacrifice ? usual : drawn;
    const declarer = declarerOf(deal, table, bid);
    const taken = tricksTaken(table[declarer]![bid.column]!);
    const doubled =
      sacrifice && bid === drawn ? "X" : bid.level + 6 - taken >= 2 && random() < 0.45 ? "X" : "";
    const contract = `${bid.level}${STRAIN_NAMES[bid.column]}${doubled}`;
    const lead = openingLead(deal, (declarer + 1) % 4, bid.column);
    return [
      line.board,
      line.round,
      line.table,
      line.ns,
      line.ew,
      contract,
      SEATS[declarer],
      writtenResult(bid.level, taken),
      lead,
    ];
  });
  const data = {
    source:
      "made for the add-in by scripts/makeSampleSession.ts (seed 20261201): deals from a seeded generator, double-dummy tables from src/core/doubleDummy, results drawn around them",
    movement: {
      kind: "mitchell",
      tables: TABLES,
      rounds: TABLES,
      boardsPerRound: BOARDS_PER_ROUND,
    },
    boards: boards.map(({ board, deal, tricks }) => ({ board, deal: formatDeal(deal), tricks })),
    columns: ["board", "round", "table", "ns", "ew", "contract", "declarer", "result", "lead"],
    lines,
  };
  const text = JSON.stringify(data, null, 1).replace(
    /\[\s+([^[\]{}]*?)\s+\]/g,
    (_, inner: string) => `[${inner.replace(/\s+/g, " ")}]`
  );
  writeFileSync(OUTPUT, `${text}\n`);
  const contracts = new Map<string, number>();
  for (const line of lines) {
    const kind = String(line[5]).replace(/^\d/, "").replace("X", "");
    contracts.set(kind, (contracts.get(kind) ?? 0) + 1);
  }
  console.log(
    `${boards.length} boards, ${lines.length} lines; strains ${JSON.stringify(Object.fromEntries(contracts))}`
  );
}

main();
