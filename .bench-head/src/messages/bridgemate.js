"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BRIDGEMATE_TEXTS = void 0;
const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
const EN = {
    notAccess: (detail) => `it is not a Bridgemate database (.bws, an Access file) that can be read (${detail})`,
    missingTable: (table) => `it has no ${table} table: it is not a Bridgemate database`,
    missingColumn: (table, column) => `its ${table} table has no ${column} column`,
    noSections: "its Section table is empty: it holds no session",
    at: (at, what) => `section ${at.section}, board ${at.board}, ${at.ns} v ${at.ew} (table ${at.table}, round ${at.round}): ${what}`,
    notPlayed: (remark) => `no contract or result${remark === "" ? "" : ` ("${remark}")`}: left out, as not played`,
    replaced: (count) => `received ${count + 1} times: the last one received is taken, the earlier ${count === 1 ? "one is" : `${count} are`} left out`,
    badValue: (what, value) => what === "lead"
        ? `the lead "${value}" is not a card: the line is taken without it`
        : `the ${what} "${value}" cannot be read: the line is left out`,
    declarerPair: (seat, pair) => `the declarer sits ${seat} but the declaring pair is given as ${pair}: the seat is taken`,
    notInMovement: (expected) => expected
        ? `the movement has ${expected.ns} v ${expected.ew} at that table and round, boards ${expected.low}-${expected.high}: the line is taken as the Bridgemate sent it`
        : "the movement has no such table and round: the line is taken as the Bridgemate sent it",
    scoringType: (section, value) => `section ${section}: scoring type ${value} is not one known here; the sheets score matchpoints (change the method on the Ranking sheet if it was another)`,
    badHandRecord: (section, board, problem) => `section ${section}, hand record of board ${board}: ${problem}; it is left out`,
    sectionChoice: (section, pairs, lines) => `Section ${section}: ${plural(pairs, "pair")}, ${plural(lines, "result")}`,
    willAddIfBuilt: (sheet) => `If the workbook already has this session's Results sheet, ${sheet}, the build adds there only the results it lacks, changes no line and lists every line where the sheet and the file disagree.`,
    added: (sheet, added, unchanged) => `Added ${plural(added, "result")} to ${sheet}; ${plural(unchanged, "line")} already there as in the file.`,
    typedSince: (count) => `${plural(count, "row")} had been typed in meanwhile: left as typed.`,
    disagree: (count) => `${plural(count, "line")} of the sheet ${count === 1 ? "differs" : "differ"} from the file; the sheet is kept (board, pairs: sheet, file):`,
    disagreement: (board, ns, ew, sheet, file) => `board ${board}, ${ns} v ${ew}: ${sheet} in the sheet, ${file} in the file`,
    unplaced: (count) => `${plural(count, "result")} of the file ${count === 1 ? "has" : "have"} no row in the sheet (not written):`,
    unplacedLine: (board, ns, ew) => `board ${board}, ${ns} v ${ew}`,
};
const FR = {
    notAccess: (detail) => `ce n'est pas une base Bridgemate (.bws, un fichier Access) lisible (${detail})`,
    missingTable: (table) => `il n'a pas de table ${table} : ce n'est pas une base Bridgemate`,
    missingColumn: (table, column) => `sa table ${table} n'a pas de colonne ${column}`,
    noSections: "sa table Section est vide : il ne contient aucune séance",
    at: (at, what) => `section ${at.section}, donne ${at.board}, ${at.ns} contre ${at.ew} (table ${at.table}, tour ${at.round}) : ${what}`,
    notPlayed: (remark) => `ni contrat ni résultat${remark === "" ? "" : ` (« ${remark} »)`} : laissée de côté, comme non jouée`,
    replaced: (count) => `reçue ${count + 1} fois : la dernière reçue est prise, ${count === 1 ? "la précédente est laissée" : `les ${count} précédentes sont laissées`} de côté`,
    badValue: (what, value) => {
        const word = {
            contract: "le contrat",
            result: "le résultat",
            declarer: "le déclarant",
            lead: "l'entame",
        }[what];
        return what === "lead"
            ? `l'entame « ${value} » n'est pas une carte : la ligne est prise sans elle`
            : `${word} « ${value} » est illisible : la ligne est laissée de côté`;
    },
    declarerPair: (seat, pair) => `le déclarant est assis en ${seat} mais la paire déclarante est donnée comme ${pair} : la position est prise`,
    notInMovement: (expected) => expected
        ? `le mouvement a ${expected.ns} contre ${expected.ew} à cette table et ce tour, donnes ${expected.low}-${expected.high} : la ligne est prise comme le Bridgemate l'a envoyée`
        : "le mouvement n'a pas cette table à ce tour : la ligne est prise comme le Bridgemate l'a envoyée",
    scoringType: (section, value) => `section ${section} : le type de marque ${value} n'est pas connu ici ; les feuilles comptent en points de match (changez la méthode sur la feuille Classement si c'en était une autre)`,
    badHandRecord: (section, board, problem) => `section ${section}, diagramme de la donne ${board} : ${problem} ; il est laissé de côté`,
    sectionChoice: (section, pairs, lines) => `Section ${section} : ${plural(pairs, "paire")}, ${plural(lines, "résultat")}`,
    willAddIfBuilt: (sheet) => `Si le classeur a déjà la feuille Résultats de cette séance, ${sheet}, la création n'y ajoute que les résultats qui lui manquent, ne change aucune ligne et liste chaque ligne où la feuille et le fichier diffèrent.`,
    added: (sheet, added, unchanged) => `${plural(added, "résultat")} ${added === 1 ? "ajouté" : "ajoutés"} à ${sheet} ; ${plural(unchanged, "ligne")} déjà comme dans le fichier.`,
    typedSince: (count) => `${plural(count, "ligne")} ${count === 1 ? "a été saisie" : "ont été saisies"} entre-temps : ${count === 1 ? "laissée" : "laissées"} telles quelles.`,
    disagree: (count) => `${plural(count, "ligne")} de la feuille ${count === 1 ? "diffère" : "diffèrent"} du fichier ; la feuille est gardée (donne, paires : feuille, fichier) :`,
    disagreement: (board, ns, ew, sheet, file) => `donne ${board}, ${ns} contre ${ew} : ${sheet} dans la feuille, ${file} dans le fichier`,
    unplaced: (count) => `${plural(count, "résultat")} du fichier ${count === 1 ? "n'a" : "n'ont"} pas de ligne dans la feuille (non ${count === 1 ? "écrit" : "écrits"}) :`,
    unplacedLine: (board, ns, ew) => `donne ${board}, ${ns} contre ${ew}`,
};
exports.BRIDGEMATE_TEXTS = { en: EN, fr: FR };
