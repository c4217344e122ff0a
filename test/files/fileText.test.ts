import fc from "fast-check";
import { decodeFileText, declaredEncoding } from "../../src/files/fileText";
import { readPbn } from "../../src/files/pbnRead";

/**
 * A file's bytes as text: UTF-8 with or without a byte-order mark, else the single-byte
 * encoding the file names, else Windows-1252. The byte values are the code pages' own
 * (Windows-1252: 0xE9 é, 0xF8 ø, 0x8A Š; Windows-1250: 0x8A Š, 0xE8 č, 0xF8 ř, 0x9E ž).
 */

const ascii = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : part)));

describe("decodeFileText", () => {
  it("reads UTF-8 with a byte-order mark, the mark left out", () => {
    const read = decodeFileText(bytes([0xef, 0xbb, 0xbf], '[Event "Tr', [0xc3, 0xb8], 'nder"]'));
    expect(read).toEqual({ text: '[Event "Trønder"]', encoding: "utf-8" });
  });

  it("reads UTF-8 without a mark", () => {
    expect(decodeFileText(bytes("Ren", [0xc3, 0xa9], "e")).text).toBe("Renée");
  });

  it("reads Latin-1 text, which is not UTF-8, as Windows-1252", () => {
    const read = decodeFileText(bytes('[North "Ren', [0xe9], "e Tr", [0xf8], 'nder"]'));
    expect(read).toEqual({ text: '[North "Renée Trønder"]', encoding: "windows-1252" });
  });

  it("reads CP1250 text as Windows-1250 where the file says so (BridgeComposer's %Content-type)", () => {
    const header = "%Content-type: text/x-pbn; charset=windows-1250\r\n";
    const read = decodeFileText(bytes(header, '[North "', [0x8a, 0x65, 0xe8, 0x6b, 0x61], '"]'));
    expect(read.encoding).toBe("windows-1250");
    expect(read.text).toBe(`${header}[North "Šečka"]`);
    // The same bytes without the header: Windows-1252's Š, è.
    expect(decodeFileText(bytes('[North "', [0x8a, 0x65, 0xe8, 0x6b, 0x61], '"]')).text).toBe(
      '[North "Šeèka"]'
    );
  });

  it("takes an encoding named ISO-8859-2 or by a [Charset] tag; ignores names that are not single-byte", () => {
    expect(declaredEncoding("%Content-type: text/x-pbn; charset=ISO-8859-2")).toBe("iso-8859-2");
    expect(declaredEncoding('[Charset "CP1250"]')).toBe("windows-1250");
    expect(declaredEncoding('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe("windows-1252");
    expect(declaredEncoding("%Content-type: text/x-pbn; charset=UTF-16")).toBeUndefined();
    expect(declaredEncoding("% charset=nonsense")).toBeUndefined();
    expect(declaredEncoding("% PBN 2.1")).toBeUndefined();
  });

  it("reads a file that says ISO-8859-1 but is UTF-8 as UTF-8 (valid UTF-8 is almost never Latin-1)", () => {
    const header = "%Content-type: text/x-pbn; charset=ISO-8859-1\n";
    expect(decodeFileText(bytes(header, "R", [0xc3, 0xb8], "d")).text).toBe(`${header}Rød`);
  });

  it("reads every string written as UTF-8 back as itself (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const read = decodeFileText(new TextEncoder().encode(text));
        expect(read).toEqual({ text: text.replace(/^\uFEFF/, ""), encoding: "utf-8" });
      })
    );
  });

  it("reads every byte of a file that is not UTF-8 as one character (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), (data) => {
        const read = decodeFileText(data);
        if (read.encoding !== "utf-8") expect(read.text).toHaveLength(data.length);
      })
    );
  });
});

describe("a PBN file's names in its encodings", () => {
  it("reads a Latin-1 file with CRLF and CR line endings mixed, its lines counted alike", () => {
    const text = decodeFileText(
      bytes('[Event "Caf', [0xe9], '"]\r\n[Board "1"]\r[Deal "x"]\n')
    ).text;
    expect(() => readPbn(text)).toThrow(/^line 3: \[Deal\]/);
    const deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    expect(readPbn(text.replace('"x"', `"${deal}"`)).events[0]?.name).toBe("Café");
  });
});
