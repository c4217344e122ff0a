/**
 * What the pane says when a results file's players are offered to the Members sheet (issue 49
 * item 5), in English and French: loaded with the members chunk, which describes the offer.
 */
import type { Language } from "./language";

/** A player as the offer lists them. */
export interface OfferedPlayer {
  readonly name: string;
  readonly nationalId?: string;
  readonly visitor?: boolean;
}

export interface MembersOfferTexts {
  /** The offer's section heading, shown below "Open a results file" once a file is read. */
  readonly heading: string;
  /** Some players are not on the sheet: the offer's line above their list. */
  readonly notListed: (count: number, sheet: string) => string;
  /** The workbook has no Members sheet: the offer to build one with the file's players. */
  readonly noSheet: (count: number) => string;
  /** Every player of the file is on the sheet: nothing to offer. */
  readonly allListed: (count: number, sheet: string) => string;
  /** How the rows are filled in, under the list. */
  readonly howFilled: string;
  readonly player: (player: OfferedPlayer) => string;
  readonly addButton: string;
  readonly buildButton: string;
  /** The button that leaves the workbook as it is, and what the pane says then. */
  readonly declineButton: string;
  readonly declined: string;
  readonly noneTicked: string;
  readonly added: (count: number, sheet: string, first: number, last: number) => string;
  readonly built: (count: number, sheet: string) => string;
  readonly nothingToAdd: (sheet: string) => string;
  readonly taken: (sheet: string, address: string) => string;
  readonly full: (sheet: string, last: number) => string;
  readonly sheetGone: string;
  readonly sheetThere: (sheet: string) => string;
  readonly protectedBook: string;
  readonly failed: (why: string) => string;
  readonly failedLeft: (why: string, cells: readonly string[]) => string;
}

const players = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

const EN: MembersOfferTexts = {
  heading: "Add the file's players to Members",
  notListed: (count, sheet) =>
    `${players(count, "player", "players")} of this file ${count === 1 ? "is" : "are"} not on the "${sheet}" sheet. Untick anyone you do not want added: nothing is written until you click "Add them to the Members sheet".`,
  noSheet: (count) =>
    `The workbook has no Members sheet. Build one with the ${players(count, "player", "players")} of this file? Untick anyone you do not want listed: nothing is written until you click "Build a Members sheet with them".`,
  allListed: (count, sheet) =>
    count === 1
      ? `The player of this file is on the "${sheet}" sheet.`
      : `All ${count} players of this file are on the "${sheet}" sheet.`,
  howFilled:
    "Each gets the national number the file gives as their number (blank when it gives none), and is marked a visitor where the file says so.",
  player: ({ name, nationalId, visitor }) =>
    [
      name,
      nationalId !== undefined ? `national number ${nationalId}` : "no national number",
      ...(visitor ? ["visitor"] : []),
    ].join(", "),
  addButton: "Add them to the Members sheet",
  buildButton: "Build a Members sheet with them",
  declineButton: "Not now",
  declined:
    "Nothing written: the workbook is as it was. Open the file again to see the offer again.",
  noneTicked: "No player is ticked: nothing was written.",
  added: (count, sheet, first, last) =>
    `Added ${players(count, "player", "players")} to "${sheet}", ${first === last ? `row ${first}` : `rows ${first} to ${last}`}.`,
  built: (count, sheet) => `Built "${sheet}" with ${players(count, "player", "players")}.`,
  nothingToAdd: (sheet) => `Nothing added: the ticked players are on "${sheet}" already.`,
  taken: (sheet, address) =>
    `Nothing added: cells of ${address} on "${sheet}" were filled in meanwhile. Open the file again to see who is missing.`,
  full: (sheet, last) =>
    `Nothing added: the rows would pass row ${last} of "${sheet}", the last row a Pairs sheet looks members up in.`,
  sheetGone: "Nothing added: the workbook has no Members sheet any more.",
  sheetThere: (sheet) =>
    `Nothing built: the workbook has a "${sheet}" sheet now. Open the file again to add the players it lacks.`,
  protectedBook: "Nothing built: the workbook's structure is protected, so no sheet can be added.",
  failed: (why) => `The Members sheet could not be written, and nothing was left behind: ${why}`,
  failedLeft: (why, cells) =>
    `The Members sheet could not be written (${why}), and these cells could not be emptied again: ${cells.join(", ")}.`,
};

const FR: MembersOfferTexts = {
  heading: "Ajouter les joueurs du fichier aux Membres",
  notListed: (count, sheet) =>
    `${players(count, "joueur", "joueurs")} de ce fichier ${count === 1 ? "n'est" : "ne sont"} pas sur la feuille "${sheet}". Décochez ceux à ne pas ajouter : rien n'est écrit avant que vous cliquiez « Les ajouter à la feuille Membres ».`,
  noSheet: (count) =>
    `Le classeur n'a pas de feuille Membres. En créer une avec les ${players(count, "joueur", "joueurs")} de ce fichier ? Décochez ceux à ne pas inscrire : rien n'est écrit avant que vous cliquiez « Créer une feuille Membres avec eux ».`,
  allListed: (count, sheet) =>
    count === 1
      ? `Le joueur de ce fichier est sur la feuille "${sheet}".`
      : `Les ${count} joueurs de ce fichier sont tous sur la feuille "${sheet}".`,
  howFilled:
    "Chacun reçoit pour numéro le numéro de licence que donne le fichier (vide s'il n'en donne pas), et est marqué invité là où le fichier le dit.",
  player: ({ name, nationalId, visitor }) =>
    [
      name,
      nationalId !== undefined ? `licence ${nationalId}` : "sans numéro de licence",
      ...(visitor ? ["invité"] : []),
    ].join(", "),
  addButton: "Les ajouter à la feuille Membres",
  buildButton: "Créer une feuille Membres avec eux",
  declineButton: "Pas maintenant",
  declined:
    "Rien n'a été écrit : le classeur est tel qu'il était. Ouvrez le fichier à nouveau pour revoir la proposition.",
  noneTicked: "Aucun joueur n'est coché : rien n'a été écrit.",
  added: (count, sheet, first, last) =>
    `${players(count, "joueur ajouté", "joueurs ajoutés")} à "${sheet}", ${first === last ? `ligne ${first}` : `lignes ${first} à ${last}`}.`,
  built: (count, sheet) => `Feuille "${sheet}" créée avec ${players(count, "joueur", "joueurs")}.`,
  nothingToAdd: (sheet) => `Rien d'ajouté : les joueurs cochés sont déjà sur "${sheet}".`,
  taken: (sheet, address) =>
    `Rien d'ajouté : des cellules de ${address} sur "${sheet}" ont été remplies entre-temps. Ouvrez le fichier à nouveau pour voir qui manque.`,
  full: (sheet, last) =>
    `Rien d'ajouté : les lignes dépasseraient la ligne ${last} de "${sheet}", la dernière où une feuille des paires cherche les membres.`,
  sheetGone: "Rien d'ajouté : le classeur n'a plus de feuille Membres.",
  sheetThere: (sheet) =>
    `Rien de créé : le classeur a maintenant une feuille "${sheet}". Ouvrez le fichier à nouveau pour ajouter les joueurs qui y manquent.`,
  protectedBook:
    "Rien de créé : la structure du classeur est protégée, aucune feuille ne peut être ajoutée.",
  failed: (why) => `La feuille Membres n'a pas pu être écrite, et rien n'a été laissé : ${why}`,
  failedLeft: (why, cells) =>
    `La feuille Membres n'a pas pu être écrite (${why}), et ces cellules n'ont pas pu être vidées : ${cells.join(", ")}.`,
};

export function membersOfferTexts(language: Language): MembersOfferTexts {
  return language === "fr" ? FR : EN;
}
