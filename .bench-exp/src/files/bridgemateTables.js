"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.BridgemateFileError = void 0;
exports.readBridgemateTables = readBridgemateTables;
/*
 * The tables of a Bridgemate database (.bws, a Microsoft Access file) that a session needs, as
 * plain rows: Section, RoundData, ReceivedData, PlayerNumbers (with PlayerNames for a number
 * entered without its name), HandRecord and Session. mdb-reader (MIT) reads the Access file;
 * what follows works on rows alone (./bridgemateRead.ts), so it is tested without one.
 * Column names are those of the Bridgemate Pro database (BridgePal, BridgeTab and TabScore
 * write the same).
 */
const buffer_1 = require("buffer");
const mdb_reader_1 = __importDefault(require("mdb-reader"));
const bridgemate_1 = require("../messages/bridgemate");
/** A .bws that cannot be read at all: not an Access file, or a table the session needs missing. */
class BridgemateFileError extends Error {
    constructor(problem) {
        const text = { en: problem(bridgemate_1.BRIDGEMATE_TEXTS.en), fr: problem(bridgemate_1.BRIDGEMATE_TEXTS.fr) };
        super(text.en);
        this.name = "BridgemateFileError";
        this.text = text;
    }
    messageIn(language) {
        return this.text[language];
    }
}
exports.BridgemateFileError = BridgemateFileError;
const numberOf = (row, column) => {
    const value = row[column];
    return typeof value === "number" && Number.isFinite(value) ? value : undefined;
};
const textOf = (row, column) => {
    const value = row[column];
    if (typeof value === "string")
        return value.trim();
    return typeof value === "number" ? String(value) : "";
};
const SEATS = ["North", "East", "South", "West"];
const SUITS = ["Spades", "Hearts", "Diamonds", "Clubs"];
const isoDate = (value) => value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().slice(0, 10)
    : undefined;
/** The Access database of `bytes`; a BridgemateFileError when it is none (or an encrypted one). */
function openDatabase(bytes) {
    try {
        return new mdb_reader_1.default(buffer_1.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new BridgemateFileError((words) => words.notAccess(detail));
    }
}
/** The rows of the tables a session needs; throws a BridgemateFileError for a file that is no .bws. */
function readBridgemateTables(data) {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    const database = openDatabase(bytes);
    const names = new Set(database.getTableNames());
    const rows = (table, required) => {
        if (!names.has(table)) {
            if (required)
                throw new BridgemateFileError((words) => words.missingTable(table));
            return [];
        }
        return database.getTable(table).getData();
    };
    const int = (row, column, table) => {
        const value = numberOf(row, column);
        if (value === undefined)
            throw new BridgemateFileError((words) => words.missingColumn(table, column));
        return value;
    };
    const sections = rows("Section", true).map((row) => ({
        id: int(row, "ID", "Section"),
        letter: textOf(row, "Letter"),
        ...optional("winners", numberOf(row, "Winners")),
        ...optional("scoringType", numberOf(row, "ScoringType")),
        ...optional("missingPair", numberOf(row, "MissingPair")),
    }));
    const rounds = rows("RoundData", true).map((row) => ({
        section: int(row, "Section", "RoundData"),
        table: int(row, "Table", "RoundData"),
        round: int(row, "Round", "RoundData"),
        nsPair: int(row, "NSPair", "RoundData"),
        ewPair: int(row, "EWPair", "RoundData"),
        lowBoard: int(row, "LowBoard", "RoundData"),
        highBoard: int(row, "HighBoard", "RoundData"),
    }));
    const received = rows("ReceivedData", true).map((row) => ({
        id: int(row, "ID", "ReceivedData"),
        section: int(row, "Section", "ReceivedData"),
        table: int(row, "Table", "ReceivedData"),
        round: int(row, "Round", "ReceivedData"),
        board: int(row, "Board", "ReceivedData"),
        nsPair: int(row, "PairNS", "ReceivedData"),
        ewPair: int(row, "PairEW", "ReceivedData"),
        ...optional("declarerPair", numberOf(row, "Declarer")),
        declarerSeat: textOf(row, "NS/EW"),
        contract: textOf(row, "Contract"),
        result: textOf(row, "Result"),
        lead: textOf(row, "LeadCard"),
        remarks: textOf(row, "Remarks"),
        erased: row.Erased === true,
    }));
    const playerNumbers = rows("PlayerNumbers", false).map((row) => {
        var _a;
        return ({
            section: int(row, "Section", "PlayerNumbers"),
            table: int(row, "Table", "PlayerNumbers"),
            direction: textOf(row, "Direction").toUpperCase(),
            number: textOf(row, "Number"),
            name: textOf(row, "Name"),
            round: (_a = numberOf(row, "Round")) !== null && _a !== void 0 ? _a : 0,
        });
    });
    const handRecords = rows("HandRecord", false).map((row) => ({
        section: int(row, "Section", "HandRecord"),
        board: int(row, "Board", "HandRecord"),
        hands: SEATS.map((seat) => SUITS.map((suit) => textOf(row, `${seat}${suit}`))),
    }));
    const session = rows("Session", false)[0];
    const sessionName = session ? textOf(session, "Name") : "";
    const sessionDate = session ? isoDate(session.Date) : undefined;
    return {
        sections,
        rounds,
        received,
        playerNumbers,
        playerNames: namesOfNumbers(playerNumbers, () => rows("PlayerNames", false)),
        handRecords,
        ...optional("sessionName", sessionName === "" ? undefined : sessionName),
        ...optional("sessionDate", sessionDate),
    };
}
/** The club list's names of the numbers entered without one (the list is read only then). */
function namesOfNumbers(players, clubList) {
    const wanted = new Set(players.filter((p) => p.name === "" && p.number !== "").map((p) => p.number));
    const names = new Map();
    if (wanted.size === 0)
        return names;
    for (const row of clubList()) {
        const name = textOf(row, "Name");
        for (const number of [textOf(row, "strID"), textOf(row, "ID")])
            if (wanted.has(number) && name !== "" && !names.has(number))
                names.set(number, name);
    }
    return names;
}
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}
