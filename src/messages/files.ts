/**
 * What a user reads when a club's file (a PBN hand record or results file, a USEBIO results
 * file) cannot be read, in English and French: each problem names what was expected, and
 * `atLine` puts the line of the file in front ("line 12: ..."). Tags and elements keep the
 * names the formats give them ([Deal], <TRAVELLER_LINE>) in both languages, since the file
 * shows those names. Vocabulary of French bridge: donne, main, levées, paire, étui.
 */
import type { Language, LocalizedText } from "./language";

interface FileProblems {
  readonly atLine: (line: number, problem: string) => string;
  // XML
  readonly endsInside: (what: string) => string;
  readonly unclosedElements: (open: string, line: number) => string;
  readonly closingMismatch: (found: string, open: string, line: number) => string;
  readonly unknownEntity: (entity: string) => string;
  readonly badMarkup: (found: string) => string;
  readonly attributeTwice: (attribute: string) => string;
  readonly textOutsideRoot: string;
  readonly noRootElement: string;
  readonly xmlComment: string;
  readonly xmlTag: string;
  readonly xmlCdata: string;
  readonly xmlDeclaration: string;
  // USEBIO
  readonly notUsebio: (root: string) => string;
  readonly missingElement: (parent: string, child: string) => string;
  readonly unknownEventType: (eventType: string, accepted: string) => string;
  readonly notANumber: (element: string, value: string) => string;
  readonly badElementValue: (element: string, value: string, accepted: string) => string;
  readonly boardTwice: (board: number, firstLine: number) => string;
  readonly noPairs: string;
  // PBN
  readonly unclosedTag: string;
  readonly unclosedString: string;
  readonly unclosedComment: string;
  readonly badTagValue: (tag: string, value: string, accepted: string) => string;
  readonly badDeal: (problem: string) => string;
  readonly tableRowLength: (table: string, tokens: number, columns: number) => string;
  readonly tableColumnMissing: (table: string, column: string) => string;
  readonly tableRowTwice: (table: string, row: string) => string;
  // PBN results as a session
  readonly pbnNoResults: string;
  readonly pbnNoPairs: string;
  readonly pbnTeamsMatch: string;
}

/** What a value of a file accepts, by its name in FILE_FORMS. */
export type FileForm =
  | "board"
  | "dealer"
  | "vulnerable"
  | "doubleDummyTricks"
  | "optimumScore"
  | "tricks"
  | "seat"
  | "strain"
  | "contract"
  | "score"
  | "number"
  | "tableNumber"
  | "place"
  | "room"
  | "team";

/** The forms a value accepts, in each language, for badTagValue and badElementValue. */
export const FILE_FORMS: Readonly<Record<Language, Readonly<Record<FileForm, string>>>> = {
  en: {
    board: "a board number, a whole number from 1",
    dealer: "N, E, S or W",
    vulnerable: "None, NS, EW or All (also Love, -, Both)",
    doubleDummyTricks:
      "20 hexadecimal digits 0-d, the tricks of declarers N, S, E, W in NT, S, H, D, C",
    optimumScore: 'a side and its score, such as "NS 620" or "EW -100"',
    tricks: "a number of tricks, 0 to 13",
    seat: "N, E, S or W (North, East, South, West)",
    strain: "NT, S, H, D or C",
    contract: 'a contract such as "4S", "3NTX", "6DXX", or "PASS"',
    score: 'a North-South score such as "-420", or an adjusted score such as "A6040"',
    number: "a number, such as 12 or 3.5",
    tableNumber: "a table or round number, a whole number from 1",
    place: 'a place, such as "3" or "3=" for a tie',
    room: "Open or Closed",
    team: "a team number, a whole number from 1",
  },
  fr: {
    board: "un numéro d'étui, un nombre entier à partir de 1",
    dealer: "N, E, S ou W",
    vulnerable: "None, NS, EW ou All (ou Love, -, Both)",
    doubleDummyTricks:
      "20 chiffres hexadécimaux 0-d, les levées des déclarants N, S, E, W à SA, ♠, ♥, ♦, ♣",
    optimumScore: 'un camp et sa marque, comme "NS 620" ou "EW -100"',
    tricks: "un nombre de levées, de 0 à 13",
    seat: "N, E, S ou W (Nord, Est, Sud, Ouest)",
    strain: "NT, S, H, D ou C",
    contract: 'un contrat comme "4S", "3NTX", "6DXX", ou "PASS"',
    score: 'une marque de Nord-Sud comme "-420", ou une marque ajustée comme "A6040"',
    number: "un nombre, comme 12 ou 3,5",
    tableNumber: "un numéro de table ou de tour, un nombre entier à partir de 1",
    place: 'une place, comme "3" ou "3=" pour un ex aequo',
    room: "Open ou Closed",
    team: "un numéro d'équipe, un nombre entier à partir de 1",
  },
};

export const FILE_PROBLEMS: Readonly<Record<Language, FileProblems>> = {
  en: {
    atLine: (line, problem) => `line ${line}: ${problem}`,
    endsInside: (what) => `the file ends inside ${what}: it looks cut short`,
    unclosedElements: (open, line) =>
      `the file ends before </${open}> (opened on line ${line}): it looks cut short`,
    closingMismatch: (found, open, line) =>
      `</${found}> closes nothing open: </${open}> (opened on line ${line}) was expected`,
    unknownEntity: (entity) =>
      `"&${entity};" is not an XML entity (&lt; &gt; &amp; &quot; &apos; or &#number;)`,
    badMarkup: (found) => `"${found}" is not an XML tag, comment or declaration`,
    attributeTwice: (attribute) => `the attribute ${attribute} is given twice`,
    textOutsideRoot:
      "text or an element outside the root element, which must hold the whole document",
    noRootElement: "no XML element: this is not an XML file",
    xmlComment: "a comment (<!-- -->)",
    xmlTag: "a tag (< >)",
    xmlCdata: "a CDATA section",
    xmlDeclaration: "a declaration (<! > or <? ?>)",
    notUsebio: (root) => `the root element is <${root}>, not <USEBIO>: this is not a USEBIO file`,
    missingElement: (parent, child) => `<${parent}> has no <${child}>`,
    unknownEventType: (eventType, accepted) =>
      `the event type ${eventType} cannot be read: a pairs event scored by ${accepted} was expected`,
    notANumber: (element, value) => `<${element}> holds "${value}", not a number`,
    badElementValue: (element, value, accepted) =>
      `<${element}> holds "${value}"; expected ${accepted}`,
    boardTwice: (board, firstLine) => `board ${board} is listed twice (first on line ${firstLine})`,
    noPairs: "the event lists no pairs (<PARTICIPANTS> with <PAIR>)",
    unclosedTag: 'a tag [Name "value"] is not closed by "]"',
    unclosedString: 'a quoted value is not closed by "',
    unclosedComment: 'a comment { is not closed by "}"',
    badTagValue: (tag, value, accepted) => `[${tag} "${value}"]: expected ${accepted}`,
    badDeal: (problem) => `[Deal]: a deal of 52 cards, 13 to each hand, was expected; ${problem}`,
    tableRowLength: (table, tokens, columns) =>
      `a row of [${table}] has ${tokens} values, not one for each of its ${columns} columns`,
    tableColumnMissing: (table, column) => `[${table}] has no ${column} column`,
    tableRowTwice: (table, row) => `[${table}] gives ${row} twice`,
    pbnNoResults:
      "the event has no results (a [ScoreTable], or a game per table with [Contract] and [Result]): open it as hand records",
    pbnNoPairs:
      "the event's results do not say which pairs played ([PairId_NS] / [PairId_EW], [PairNS] / [PairEW], or the players' names): they cannot be ranked",
    pbnTeamsMatch:
      "the event is a teams match (its games name rooms or teams), not a pairs session: open it as hand records",
  },
  fr: {
    atLine: (line, problem) => `ligne ${line} : ${problem}`,
    endsInside: (what) => `le fichier se termine au milieu d'${what} : il semble tronqué`,
    unclosedElements: (open, line) =>
      `le fichier se termine avant </${open}> (ouvert ligne ${line}) : il semble tronqué`,
    closingMismatch: (found, open, line) =>
      `</${found}> ne ferme rien d'ouvert : </${open}> (ouvert ligne ${line}) était attendu`,
    unknownEntity: (entity) =>
      `"&${entity};" n'est pas une entité XML (&lt; &gt; &amp; &quot; &apos; ou &#nombre;)`,
    badMarkup: (found) =>
      `"${found}" n'est ni une balise XML, ni un commentaire, ni une déclaration`,
    attributeTwice: (attribute) => `l'attribut ${attribute} est donné deux fois`,
    textOutsideRoot:
      "du texte ou un élément hors de l'élément racine, qui doit contenir tout le document",
    noRootElement: "aucun élément XML : ce n'est pas un fichier XML",
    xmlComment: "un commentaire (<!-- -->)",
    xmlTag: "une balise (< >)",
    xmlCdata: "une section CDATA",
    xmlDeclaration: "une déclaration (<! > ou <? ?>)",
    notUsebio: (root) =>
      `l'élément racine est <${root}>, pas <USEBIO> : ce n'est pas un fichier USEBIO`,
    missingElement: (parent, child) => `<${parent}> n'a pas de <${child}>`,
    unknownEventType: (eventType, accepted) =>
      `le type d'épreuve ${eventType} ne peut pas être lu : une épreuve par paires marquée en ${accepted} était attendue`,
    notANumber: (element, value) => `<${element}> contient "${value}", pas un nombre`,
    badElementValue: (element, value, accepted) =>
      `<${element}> contient "${value}" ; attendu : ${accepted}`,
    boardTwice: (board, firstLine) =>
      `l'étui ${board} est donné deux fois (la première ligne ${firstLine})`,
    noPairs: "l'épreuve ne donne aucune paire (<PARTICIPANTS> avec <PAIR>)",
    unclosedTag: 'une balise [Nom "valeur"] n\'est pas fermée par "]"',
    unclosedString: "une valeur entre guillemets n'est pas fermée par \"",
    unclosedComment: 'un commentaire { n\'est pas fermé par "}"',
    badTagValue: (tag, value, accepted) => `[${tag} "${value}"] : attendu : ${accepted}`,
    badDeal: (problem) =>
      `[Deal] : une donne de 52 cartes, 13 par main, était attendue ; ${problem}`,
    tableRowLength: (table, tokens, columns) =>
      `une ligne de [${table}] a ${tokens} valeurs, pas une pour chacune de ses ${columns} colonnes`,
    tableColumnMissing: (table, column) => `[${table}] n'a pas de colonne ${column}`,
    tableRowTwice: (table, row) => `[${table}] donne ${row} deux fois`,
    pbnNoResults:
      "l'épreuve n'a pas de résultats (un [ScoreTable], ou un enregistrement par table avec [Contract] et [Result]) : ouvrez-la comme fichier de donnes",
    pbnNoPairs:
      "les résultats de l'épreuve ne disent pas quelles paires ont joué ([PairId_NS] / [PairId_EW], [PairNS] / [PairEW], ou les noms des joueurs) : ils ne peuvent pas être classés",
    pbnTeamsMatch:
      "l'épreuve est un match par équipes (ses enregistrements nomment des salles ou des équipes), pas une épreuve par paires : ouvrez-la comme fichier de donnes",
  },
};

/** Scorings as the unknown-event message lists them. */
export const PAIRS_SCORINGS: LocalizedText = {
  en: "matchpoints, cross-IMPs or Butler",
  fr: "points de match, cross-IMPs ou Butler",
};
