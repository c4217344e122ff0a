/*
 * The texts a Hand records sheet writes into the workbook, in English and French (French words:
 * donne, donneur, vulnérabilité, levées, double mort, contrats réalisables, par). Formulas stay
 * in English: Excel translates them; the words a formula writes ("agrees") are given to it here.
 */
import type { Language } from "./language";

export interface HandRecordLabels {
  /** The sheet's name, before a counter: "Hand records", "Hand records (2)". */
  readonly sheet: string;
  readonly title: (boards: number) => string;
  readonly board: string;
  readonly dealer: string;
  readonly vulnerability: string;
  readonly deal: string;
  /** Seat names N, E, S, W. */
  readonly seats: readonly [string, string, string, string];
  /** Strain names C, D, H, S, NT. */
  readonly strains: readonly [string, string, string, string, string];
  /** By core/board.ts's Vulnerability (a value not named here fails the typecheck where read). */
  readonly vulnerabilities: Readonly<Record<"None" | "NS" | "EW" | "Both", string>>;
  readonly hcp: string;
  readonly doubleDummy: string;
  readonly makeable: string;
  readonly par: string;
  readonly parContract: string;
  /** The solver's row of tricks and the file's. */
  readonly solverTricks: string;
  readonly fileTricks: string;
  /** What the comparison of the two rows shows. */
  readonly agrees: string;
  readonly differs: string;
  /** A board whose dealer or vulnerability in the file is not Law 2's. */
  readonly lawTwo: (
    board: number,
    dealer?: { file: string; law: string },
    vulnerability?: { file: string; law: string }
  ) => string;
  readonly lawTwoBoards: (boards: readonly number[]) => string;
}

const EN: HandRecordLabels = {
  sheet: "Hand records",
  title: (boards) => `Hand records: ${boards} board${boards === 1 ? "" : "s"}`,
  board: "Board",
  dealer: "Dealer",
  vulnerability: "Vulnerability",
  deal: "Deal",
  seats: ["North", "East", "South", "West"],
  strains: ["C", "D", "H", "S", "NT"],
  vulnerabilities: { None: "None", NS: "NS", EW: "EW", Both: "Both" },
  hcp: "HCP",
  doubleDummy: "Double dummy",
  makeable: "Makeable",
  par: "Par",
  parContract: "Par contract",
  solverTricks: "Solver (DDROW)",
  fileTricks: "File's tricks",
  agrees: "agrees",
  differs: "differs",
  lawTwo: (board, dealer, vulnerability) =>
    `Board ${board} disagrees with Law 2: ` +
    [
      ...(dealer ? [`the file's dealer is ${dealer.file}, Law 2's ${dealer.law}`] : []),
      ...(vulnerability
        ? [`the file's vulnerability is ${vulnerability.file}, Law 2's ${vulnerability.law}`]
        : []),
    ].join("; ") +
    ".",
  lawTwoBoards: (boards) =>
    `Dealer or vulnerability not Law 2's for board${boards.length === 1 ? "" : "s"} ${boards.join(", ")}.`,
};

const FR: HandRecordLabels = {
  sheet: "Donnes",
  title: (boards) => `Donnes : ${boards} donne${boards === 1 ? "" : "s"}`,
  board: "Donne",
  dealer: "Donneur",
  vulnerability: "Vulnérabilité",
  deal: "Distribution",
  seats: ["Nord", "Est", "Sud", "Ouest"],
  strains: ["T", "K", "C", "P", "SA"],
  vulnerabilities: { None: "Personne", NS: "NS", EW: "EO", Both: "Tous" },
  hcp: "Points H",
  doubleDummy: "Double mort",
  makeable: "Réalisables",
  par: "Par",
  parContract: "Contrat par",
  solverTricks: "Solveur (DDROW)",
  fileTricks: "Levées du fichier",
  agrees: "concorde",
  differs: "diffère",
  lawTwo: (board, dealer, vulnerability) =>
    `La donne ${board} contredit la Loi 2 : ` +
    [
      ...(dealer
        ? [`le donneur du fichier est ${dealer.file}, celui de la Loi 2 ${dealer.law}`]
        : []),
      ...(vulnerability
        ? [
            `la vulnérabilité du fichier est ${vulnerability.file}, celle de la Loi 2 ${vulnerability.law}`,
          ]
        : []),
    ].join(" ; ") +
    ".",
  lawTwoBoards: (boards) =>
    `Donneur ou vulnérabilité autres que ceux de la Loi 2 : donne${boards.length === 1 ? "" : "s"} ${boards.join(", ")}.`,
};

export function handRecordLabels(language: Language): HandRecordLabels {
  return language === "fr" ? FR : EN;
}
