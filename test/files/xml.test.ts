import { DOMParser } from "@xmldom/xmldom";
import { FileFormatError } from "../../src/files/fileError";
import type { XmlElement } from "../../src/files/xml";
import { childText, escapeXml, parseXml } from "../../src/files/xml";

/** Our XML reader beside the XML 1.0 rules (and @xmldom/xmldom, where both read a document). */

const DOCUMENT = [
  "\uFEFF<?xml version='1.0' encoding='UTF-8'?>",
  '<!DOCTYPE USEBIO SYSTEM "usebio_v1_2.dtd" [ <!ENTITY club "x"> ]>',
  "<!-- written by hand -->",
  "<USEBIO Version='1.2' note=\"a &amp; b\">",
  "  <NAME>Caf&#233; &lt;Bridge&gt; &#x26; &quot;Co&apos;</NAME>",
  "  <TEXT><![CDATA[<not a tag> & more]]></TEXT>",
  "  <EMPTY/>",
  "  <EMPTY />",
  "</USEBIO>",
  "<?after the root?>",
].join("\n");

/** An element as plain data, to compare with the DOM's reading. */
function shape(element: XmlElement): unknown {
  return {
    name: element.name,
    attributes: element.attributes,
    children: element.children.map((child) => (typeof child === "string" ? child : shape(child))),
  };
}

function domShape(element: Element): unknown {
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes))
    attributes[attribute.name] = attribute.value;
  return {
    name: element.tagName,
    attributes,
    children: Array.from(element.childNodes)
      .filter((node) => node.nodeType === 1 || (node.textContent ?? "").trim() !== "")
      .map((node) => (node.nodeType === 1 ? domShape(node as Element) : node.textContent)),
  };
}

describe("the XML reader", () => {
  const root = parseXml(DOCUMENT);

  it("reads the declaration, DOCTYPE with a subset, comments, entities, CDATA, empty elements", () => {
    expect(root.attributes).toEqual({ Version: "1.2", note: "a & b" });
    expect(childText(root, "NAME")).toBe("Café <Bridge> & \"Co'");
    expect(childText(root, "TEXT")).toBe("<not a tag> & more");
    expect(root.children.filter((child) => typeof child !== "string")).toHaveLength(4);
    expect(root.line).toBe(4);
  });

  it("reads a document as @xmldom/xmldom's DOM parser does", () => {
    const withoutSubset = DOCUMENT.replace(/ \[ <!ENTITY club "x"> \]/, "").replace("\uFEFF", "");
    const document = new DOMParser().parseFromString(withoutSubset, "text/xml");
    expect(shape(parseXml(withoutSubset))).toEqual(
      domShape(document.documentElement as unknown as Element)
    );
  });

  it.each([
    ["<A><B></A>", "line 1: </A> closes nothing open: </B> (opened on line 1) was expected"],
    ["<A>\n<B>\n", "line 3: the file ends before </B> (opened on line 2): it looks cut short"],
    [
      "<A>&nbsp;</A>",
      'line 1: "&nbsp;" is not an XML entity (&lt; &gt; &amp; &quot; &apos; or &#number;)',
    ],
    ['<A x="1" x="2"/>', "line 1: the attribute x is given twice"],
    [
      "<A/>\n<B/>",
      "line 2: text or an element outside the root element, which must hold the whole document",
    ],
    ["<A><!-- open", "line 1: the file ends inside a comment (<!-- -->): it looks cut short"],
    [
      "just text",
      "line 1: text or an element outside the root element, which must hold the whole document",
    ],
    ["", "line 1: no XML element: this is not an XML file"],
  ])("rejects %j: %s", (text, message) => {
    expect(() => parseXml(text)).toThrow(FileFormatError);
    expect(() => parseXml(text)).toThrow(message);
  });

  it("leaves out the control characters XML cannot hold, which a DOM parser would reject", () => {
    const text = `<A>${escapeXml("Ann\u0001 Smith\u001F")}</A>`;
    expect(childText(parseXml(`<R>${text}</R>`), "A")).toBe("Ann Smith");
    expect(new DOMParser().parseFromString(text, "text/xml").documentElement?.textContent).toBe(
      "Ann Smith"
    );
  });

  it("escapes what an element or attribute cannot hold as it is", () => {
    const text = `<A b="${escapeXml('"<&>')}">${escapeXml("a < b & c")}</A>`;
    expect(parseXml(text)).toMatchObject({ attributes: { b: '"<&>' }, children: ["a < b & c"] });
  });
});
