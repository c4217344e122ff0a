/*
 * The Members sheet (issue 49): the club's list of players, A number (the club's own), B name,
 * C national number (the federation's, which the USEBIO upload carries), D home club, E visitor.
 * A session's Pairs sheet looks its players up there (type a member number, get the name) when
 * the workbook has the sheet as the session is built, and publishing reads the national number
 * of each member number. Pure: the workbook's sheet names and cells come in as data.
 */
import type { Language } from "../messages/language";
import { MEMBERS_SHEET_NAMES, membersTexts } from "../messages/members";
import { onSheet } from "./a1";
import type { Rows } from "./publish/cells";
import { cellAt, textOf } from "./publish/cells";
import type { SessionPlan, SheetPlan } from "./plan";

/** The rows a lookup reads: the header, then members from row 2 to LAST_MEMBER_ROW. */
export const LAST_MEMBER_ROW = 2000;

/** A member as the sheet lists one. */
export interface MemberRow {
  readonly number: string | number;
  readonly name: string;
  readonly nationalId?: string;
  readonly club?: string;
  readonly visitor?: boolean;
}

/** The workbook's Members sheet ("Members", French "Membres"), or undefined. */
export function membersSheetIn(sheets: readonly string[]): string | undefined {
  const wanted = new Set(MEMBERS_SHEET_NAMES.map((name) => name.toLocaleUpperCase()));
  return sheets.find((sheet) => wanted.has(sheet.toLocaleUpperCase()));
}

/** A new Members sheet with its header (and `members`, when given), shown when built. */
export function planMembersSheet(
  language: Language,
  members: readonly MemberRow[] = []
): SessionPlan {
  const texts = membersTexts(language);
  const rows = members.map((member) => memberCells(member, language));
  const sheet: SheetPlan = {
    role: "pairs",
    name: texts.sheet,
    blocks: [
      { address: "A1", values: [[...texts.headers]] },
      ...(rows.length > 0 ? [{ address: "A2", values: rows }] : []),
    ],
    headerAddresses: ["A1:E1"],
    headerRows: 1,
    columnWidths: [64, 160, 110, 120, 56],
    numberFormats: [{ address: `C2:C${LAST_MEMBER_ROW}`, format: "@" }],
    validations: [
      { address: `E2:E${LAST_MEMBER_ROW}`, list: [texts.visitor], hint: texts.visitorHint },
    ],
    highlights: [],
  };
  return { sheets: [sheet], names: [], activate: sheet.name };
}

/** A member's row of the sheet, columns A to E. */
export function memberCells(member: MemberRow, language: Language): (string | number)[] {
  return [
    member.number,
    member.name,
    member.nationalId ?? "",
    member.club ?? "",
    member.visitor ? membersTexts(language).visitor : "",
  ];
}

/**
 * The name of the member whose number is in `numberCell` ("D2"), from the Members sheet:
 * numbers compared as text, so 107 and "107" are one member; blank when the cell is blank or
 * the number is not listed.
 */
export function memberNameFormula(membersSheet: string, numberCell: string): string {
  const column = (letter: string) =>
    onSheet(membersSheet, `$${letter}$2:$${letter}$${LAST_MEMBER_ROW}`);
  const found = `MATCH(${numberCell} & "", ${column("A")} & "", 0)`;
  return `=IF(${numberCell} = "", "", IFERROR(INDEX(${column("B")}, ${found}) & "", ""))`;
}

/**
 * A Pairs sheet (A pair, B direction, C name, D member number, E name, F member number) whose
 * players without a name look theirs up on the Members sheet by the number typed beside them.
 * Names the file or the scorer gave stay as they are.
 */
export function withMemberLookups(pairs: SheetPlan, membersSheet: string | undefined): SheetPlan {
  if (membersSheet === undefined) return pairs;
  const named = new Set<string>();
  for (const block of pairs.blocks) {
    if (!("values" in block) || block.address !== "A2") continue;
    block.values.forEach((row, i) => {
      if (String(row[2] ?? "") !== "") named.add(`C${2 + i}`);
      if (String(row[4] ?? "") !== "") named.add(`E${2 + i}`);
    });
  }
  const lastRow = Math.max(
    2,
    ...pairs.blocks.map((block) =>
      "values" in block && block.address === "A2" ? 1 + block.values.length : 2
    )
  );
  const lookups = [];
  for (let row = 2; row <= lastRow; row++) {
    for (const [name, number] of [
      ["C", "D"],
      ["E", "F"],
    ] as const) {
      if (named.has(`${name}${row}`)) continue;
      lookups.push({
        address: `${name}${row}`,
        formulas: [[memberNameFormula(membersSheet, `$${number}${row}`)]],
      });
    }
  }
  return { ...pairs, blocks: [...pairs.blocks, ...lookups] };
}

/**
 * Each member number's national number, from the Members sheet's values from A1 (numbers as
 * text: 107 and "107" alike): what the USEBIO upload writes for a player whose Pairs sheet
 * number is a club member's.
 */
export function nationalIdsOf(members: Rows): Map<string, string> {
  const ids = new Map<string, string>();
  for (let row = 2; row <= members.length; row++) {
    const number = textOf(cellAt(members, row, 1));
    const nationalId = textOf(cellAt(members, row, 3));
    if (number !== "" && nationalId !== "") ids.set(number.toUpperCase(), nationalId);
  }
  return ids;
}
