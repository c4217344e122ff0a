"use strict";
/**
 * A club's file as text, from its bytes: real PBN and XML files come in UTF-8 (with or without a
 * byte-order mark), in Windows-1252 / Latin-1 (PBN 2.1 section 2: the character set is ISO
 * 8859-1), and in Central European programs' Windows-1250. Bytes that are valid UTF-8 are read
 * as UTF-8 (a Latin-1 text with accents is almost never valid UTF-8); otherwise the encoding the
 * file names is used when it is a single-byte one (BridgeComposer's `%Content-type: text/x-pbn;
 * charset=ISO-8859-1`, a `%Charset` or `[Charset]` line, an XML `encoding="..."`), else
 * Windows-1252, which reads every byte (ISO 8859-1's letters are the same bytes).
 * @example decodeFileText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])) // { text: "A", encoding: "utf-8" }
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.declaredEncoding = declaredEncoding;
exports.decodeFileText = decodeFileText;
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
/** How far into the file an encoding's name is looked for (the header lines). */
const HINT_BYTES = 4096;
/** The single-byte encoding the file's header names, as TextDecoder knows it, if any. */
function declaredEncoding(head) {
    var _a, _b;
    const named = (_b = (_a = /charset\s*[=:]?\s*"?([A-Za-z0-9_.:-]+)/i.exec(head)) !== null && _a !== void 0 ? _a : /\[\s*(?:Charset|Encoding)\s+"([^"]+)"/i.exec(head)) !== null && _b !== void 0 ? _b : /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head);
    const label = named === null || named === void 0 ? void 0 : named[1];
    if (label === undefined)
        return undefined;
    try {
        const encoding = new TextDecoder(label.trim()).encoding;
        return /^(windows-125\d|iso-8859-\d+)$/.test(encoding) ? encoding : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Windows-1252's characters for bytes 0x80-0x9F (the WHATWG table), where it differs from ISO
 * 8859-1: Node's TextDecoder reads those bytes as ISO 8859-1's control characters, browsers as
 * these; mapped here so that both read a file alike.
 */
const WINDOWS_1252_C1 = "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f" +
    "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178";
function decodeSingleByte(bytes, encoding) {
    const text = new TextDecoder(encoding).decode(bytes);
    if (encoding !== "windows-1252")
        return text;
    return text.replace(/[\x80-\x9f]/g, (c1) => WINDOWS_1252_C1.charAt(c1.charCodeAt(0) - 0x80));
}
function decodeFileText(bytes) {
    var _a;
    const bom = BYTE_ORDER_MARK.every((byte, index) => bytes[index] === byte);
    const body = bom ? bytes.subarray(BYTE_ORDER_MARK.length) : bytes;
    try {
        return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
    }
    catch {
        // Not UTF-8: a single-byte encoding, the one the file names or Windows-1252.
    }
    const head = decodeSingleByte(body.subarray(0, HINT_BYTES), "windows-1252");
    const encoding = (_a = declaredEncoding(head)) !== null && _a !== void 0 ? _a : "windows-1252";
    return { text: decodeSingleByte(body, encoding), encoding };
}
