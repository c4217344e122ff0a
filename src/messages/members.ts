/**
 * The Members sheet's texts (issue 49) in English and French: its name, its header row, the
 * visitor column's hint and what the pane says when the workbook has one already.
 */
import type { Language } from "./language";

export interface MembersTexts {
  /** The sheet's name; a session's Pairs sheet looks its members up on a sheet of this name. */
  readonly sheet: string;
  readonly headers: readonly [string, string, string, string, string];
  /** The visitor column's one accepted entry. */
  readonly visitor: string;
  readonly visitorHint: string;
  readonly exists: (sheet: string) => string;
}

const EN: MembersTexts = {
  sheet: "Members",
  headers: ["Number", "Name", "National number", "Home club", "Visitor"],
  visitor: "Yes",
  visitorHint: 'Write "Yes" for a visitor, or leave it blank for a member.',
  exists: (sheet) => `The workbook has a "${sheet}" sheet already: its lookups use it as it is.`,
};

const FR: MembersTexts = {
  sheet: "Membres",
  headers: ["Numéro", "Nom", "Numéro de licence", "Club", "Invité"],
  visitor: "Oui",
  visitorHint: "Écrivez « Oui » pour un invité, ou laissez vide pour un membre.",
  exists: (sheet) =>
    `Le classeur a déjà une feuille "${sheet}" : ses recherches l'utilisent telle quelle.`,
};

export function membersTexts(language: Language): MembersTexts {
  return language === "fr" ? FR : EN;
}

/** The Members sheet's name in every language, as a session's Pairs sheet may find it. */
export const MEMBERS_SHEET_NAMES: readonly string[] = [EN.sheet, FR.sheet];
