import type { Vulnerability } from "../core/board";
import { BridgeInputError } from "../core/errors";
import { scoreDeal } from "../core/travellerLine";
import { FILE_FORMS } from "../messages/files";
import { failAt } from "./fileError";
import type { PbnTag } from "./pbnScan";
import { sidesOf, valueOf } from "./pbnValues";
import type { Player, TravellerLine } from "./session";
import { normaliseContract, seatOfText, withoutBlanks } from "./values";

/**
 * One table's play of a board, as a PBN file with results records it (PBN 2.1 sections 3.4 and
 * 3.5): the game repeats [Board] (and its deal, or "#") with the table's [Contract], [Declarer],
 * [Result] (tricks taken by declarer), [Score "NS 420"], and the players in [North] [East]
 * [South] [West], or the pairs in [PairNS] [PairEW] (PBN 2.0), and [ScoreMP] / [ScoreIMP] for
 * the points. A game whose [Contract] is empty, "?" or a strain alone is no table's result.
 * It is read as a traveller line's result, its pairs still as the file names them; its score the
 * one the file publishes, else the one the contract and tricks give (Law 77).
 */

export interface TableResult extends Pick<
  TravellerLine,
  "declarer" | "tricks" | "score" | "nsPoints" | "ewPoints" | "table" | "round"
> {
  readonly line: number;
  /** [PairNS] / [PairEW] as written, when the file gives them. */
  readonly nsPairId?: string;
  readonly ewPairId?: string;
  /** The players seated, when the file names them: North-South's and East-West's. */
  readonly nsPlayers?: readonly [Player, Player];
  readonly ewPlayers?: readonly [Player, Player];
  readonly contract: string;
}

type Tags = ReadonlyMap<string, PbnTag>;

function playersOf(tags: Tags, first: string, second: string): [Player, Player] | undefined {
  const names = [valueOf(tags.get(first)), valueOf(tags.get(second))];
  if (names.some((name) => name === undefined)) return undefined;
  return names.map((name) => ({ name: name as string })) as [Player, Player];
}

/** "10", or "NS 9 EW 4" read for the declaring side; undefined when the file gives none. */
function tricksOf(tag: PbnTag | undefined, declarer: string | undefined): number | undefined {
  const text = valueOf(tag)?.replace(/^\^/, "");
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text) && Number(text) <= 13) return Number(text);
  const sides = sidesOf(text);
  const side = declarer === "N" || declarer === "S" ? sides.ns : sides.ew;
  if (side !== undefined && Number.isInteger(side) && side >= 0 && side <= 13) return side;
  return failAt(tag?.line ?? 0, (words, language) =>
    words.badTagValue("Result", text, FILE_FORMS[language].tricks)
  );
}

function wholeNumber(tag: PbnTag | undefined): number | undefined {
  const text = valueOf(tag);
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/** The score the contract, tricks and declarer give on the board's vulnerability. */
function scoreOfContract(
  contract: string,
  tricks: number | undefined,
  declarer: string | undefined,
  vulnerability: Vulnerability | number
): number | undefined {
  if (contract === "PASS") return 0;
  if (tricks === undefined || declarer === undefined) return undefined;
  try {
    // A contract made as its tricks, one defeated as its down count (-2), never ambiguous.
    const down = Number(contract.charAt(0)) + 6 - tricks;
    return scoreDeal({
      contract,
      result: down > 0 ? -down : tricks,
      vulnerability,
      declarer,
    });
  } catch (error) {
    if (error instanceof BridgeInputError) return undefined;
    throw error;
  }
}

/**
 * The table's result in a game, undefined when the game records none (no contract); "left out"
 * when it records a contract but neither a score nor the tricks to score it.
 */
export function readTableResult(
  tags: Tags,
  line: number,
  vulnerability: Vulnerability | number
): TableResult | "left out" | undefined {
  const contractTag = tags.get("Contract");
  const contractText = valueOf(contractTag);
  if (contractTag === undefined || contractText === undefined) return undefined;
  // A strain alone names the trumps of an end position (PBN 2.1 section 3.4.6): no result.
  if (/^(NT|N|S|H|D|C)$/i.test(contractText)) return undefined;
  const contract = normaliseContract(contractText);
  if (contract === undefined) {
    return failAt(contractTag.line, (words, language) =>
      words.badTagValue("Contract", contractText, FILE_FORMS[language].contract)
    );
  }
  const declarerText = valueOf(tags.get("Declarer"))?.replace(/^\^/, "");
  const declarer = declarerText === undefined ? undefined : seatOfText(declarerText);
  const tricks = contract === "PASS" ? undefined : tricksOf(tags.get("Result"), declarer);
  const published = sidesOf(valueOf(tags.get("Score")) ?? "");
  const nsScore =
    published.ns ??
    (published.ew === undefined ? undefined : -published.ew) ??
    scoreOfContract(contract, tricks, declarer, vulnerability);
  if (nsScore === undefined) return "left out";
  const points = sidesOf(valueOf(tags.get("ScoreMP")) ?? valueOf(tags.get("ScoreIMP")) ?? "");
  return withoutBlanks({
    line,
    nsPairId: valueOf(tags.get("PairNS")),
    ewPairId: valueOf(tags.get("PairEW")),
    nsPlayers: playersOf(tags, "North", "South"),
    ewPlayers: playersOf(tags, "East", "West"),
    contract,
    declarer,
    tricks,
    score: { kind: "score" as const, nsScore: nsScore === 0 ? 0 : nsScore },
    nsPoints: points.ns,
    ewPoints: points.ew,
    table: wholeNumber(tags.get("Table")),
    round: wholeNumber(tags.get("Round")),
  });
}
