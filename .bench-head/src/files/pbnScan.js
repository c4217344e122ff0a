"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scanPbn = scanPbn;
const fileError_1 = require("./fileError");
const TAG_NAME = /[A-Za-z0-9_]+/y;
/** Tags a game may give more than once (PBN 2.1 section 3.9: one [Note] per note). */
const REPEATABLE = new Set(["Note"]);
function scanPbn(file) {
    var _a, _b;
    const text = file.replace(/\r\n?/g, "\n");
    const games = [];
    let tags = [];
    let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    let line = 1;
    let lineHasContent = false;
    let lineStart = true;
    /** Values set by "##", given to every following game that lacks the tag. */
    const inherited = new Map();
    const endGame = () => {
        if (tags.length === 0)
            return;
        const line = tags[0].line;
        for (const [name, value] of inherited) {
            if (!tags.some((tag) => tag.name === name))
                tags.push({ name, value, line, rows: [] });
        }
        games.push({ line, tags });
        tags = [];
    };
    const previousValue = (name) => { var _a, _b; return (_b = (_a = games[games.length - 1]) === null || _a === void 0 ? void 0 : _a.tags.find((tag) => tag.name === name)) === null || _b === void 0 ? void 0 : _b.value; };
    const skipTo = (end) => {
        const found = text.indexOf(end, at);
        return found < 0 ? text.length : found;
    };
    /** Reads a quoted string at `at`, returns it and moves past it. */
    const readString = () => {
        const start = line;
        let value = "";
        for (at++; at < text.length; at++) {
            const character = text[at];
            if (character === "\\" && (text[at + 1] === '"' || text[at + 1] === "\\")) {
                value += text[++at];
            }
            else if (character === '"') {
                at++;
                return value;
            }
            else {
                if (character === "\n")
                    line++;
                value += character;
            }
        }
        return (0, fileError_1.failAt)(start, (words) => words.unclosedString);
    };
    const skipSpaces = () => {
        while (at < text.length && /\s/.test(text[at])) {
            if (text[at] === "\n")
                line++;
            at++;
        }
    };
    const readTag = () => {
        var _a, _b;
        const start = line;
        at++;
        skipSpaces();
        TAG_NAME.lastIndex = at;
        const name = (_a = TAG_NAME.exec(text)) === null || _a === void 0 ? void 0 : _a[0];
        if (name === undefined)
            (0, fileError_1.failAt)(start, (words) => words.unclosedTag);
        at += name.length;
        skipSpaces();
        if (text[at] !== '"')
            (0, fileError_1.failAt)(start, (words) => words.unclosedTag);
        const written = readString();
        skipSpaces();
        if (text[at] !== "]")
            (0, fileError_1.failAt)(start, (words) => words.unclosedTag);
        at++;
        if (!REPEATABLE.has(name) && tags.some((tag) => tag.name === name))
            endGame();
        const copied = written === "#" || written === "##";
        const value = copied ? ((_b = previousValue(name)) !== null && _b !== void 0 ? _b : "") : written.replace(/^##/, "");
        if (written.startsWith("##"))
            inherited.set(name, value);
        else if (!copied)
            inherited.delete(name);
        tags.push({ name, value, line: start, rows: [] });
    };
    const addToken = (token, tokenLine) => {
        const tag = tags[tags.length - 1];
        if (!tag)
            return;
        const row = tag.rows[tag.rows.length - 1];
        if (row && row.line === tokenLine)
            row.tokens.push(token);
        else
            tag.rows.push({ line: tokenLine, tokens: [token] });
    };
    while (at < text.length) {
        const character = text[at];
        if (character === "\n") {
            if (!lineHasContent)
                endGame();
            line++;
            at++;
            lineHasContent = false;
            lineStart = true;
            continue;
        }
        if (/\s/.test(character)) {
            at++;
            continue;
        }
        const first = lineStart;
        lineStart = false;
        lineHasContent = true;
        if ((character === "%" && first) || character === ";") {
            at = skipTo("\n");
        }
        else if (character === "{") {
            const start = line;
            const end = text.indexOf("}", at);
            if (end < 0)
                (0, fileError_1.failAt)(start, (words) => words.unclosedComment);
            for (let i = at; i < end; i++)
                if (text[i] === "\n")
                    line++;
            at = end + 1;
        }
        else if (character === "[") {
            readTag();
        }
        else if (character === '"') {
            const tokenLine = line;
            addToken(readString(), tokenLine);
        }
        else {
            const token = /[^\s[\]{};"]+/y;
            token.lastIndex = at;
            const found = (_b = (_a = token.exec(text)) === null || _a === void 0 ? void 0 : _a[0]) !== null && _b !== void 0 ? _b : character;
            addToken(found, line);
            at += found.length;
        }
    }
    endGame();
    return games;
}
