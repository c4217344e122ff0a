"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseXml = parseXml;
exports.childElements = childElements;
exports.descendantElements = descendantElements;
exports.textOf = textOf;
exports.childText = childText;
exports.escapeXml = escapeXml;
const fileError_1 = require("./fileError");
const PREDEFINED_ENTITIES = {
    lt: "<",
    gt: ">",
    amp: "&",
    quot: '"',
    apos: "'",
};
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
/** Offsets where each line starts, to name the line of an offset. */
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1))
        starts.push(i + 1);
    return starts;
}
function lineFinder(text) {
    const starts = lineStarts(text);
    return (offset) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (starts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return low + 1;
    };
}
/** Text with its entity and character references replaced; `line` names where it stands. */
function decodeEntities(raw, line) {
    if (!raw.includes("&"))
        return raw;
    return raw.replace(/&([^;&\s]*);?/g, (whole, entity) => {
        const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(entity);
        if (whole.endsWith(";") && numeric) {
            const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
            if (code > 0 && code <= 0x10ffff)
                return String.fromCodePoint(code);
        }
        const named = whole.endsWith(";") ? PREDEFINED_ENTITIES[entity] : undefined;
        if (named === undefined)
            return (0, fileError_1.failAt)(line, (words) => words.unknownEntity(entity));
        return named;
    });
}
/**
 * Reads an XML document into its root element. Whitespace-only text between elements is
 * dropped; other text is kept as it stands, entities decoded.
 * @example parseXml('<A x="1"><B>t</B></A>').children[0] // { name: "B", children: ["t"], ... }
 */
function parseXml(text) {
    var _a;
    const lineAt = lineFinder(text);
    const stack = [];
    let root;
    let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const skipPast = (end, what) => {
        const found = text.indexOf(end, at);
        if (found < 0)
            return (0, fileError_1.failAt)(lineAt(at), (words) => words.endsInside(what(words)));
        return found + end.length;
    };
    const addText = (value) => {
        const parent = stack[stack.length - 1];
        if (parent)
            parent.children.push(value);
        else if (value.trim() !== "")
            (0, fileError_1.failAt)(lineAt(at), (words) => words.textOutsideRoot);
    };
    while (at < text.length) {
        const open = text.indexOf("<", at);
        const textEnd = open < 0 ? text.length : open;
        if (textEnd > at) {
            const raw = text.slice(at, textEnd);
            if (raw.trim() !== "")
                addText(decodeEntities(raw, lineAt(at)));
            at = textEnd;
            if (open < 0)
                break;
        }
        if (text.startsWith("<!--", at))
            at = skipPast("-->", (words) => words.xmlComment);
        else if (text.startsWith("<![CDATA[", at)) {
            const end = skipPast("]]>", (words) => words.xmlCdata);
            addText(text.slice(at + 9, end - 3));
            at = end;
        }
        else if (text.startsWith("<?", at))
            at = skipPast("?>", (words) => words.xmlDeclaration);
        else if (text.startsWith("<!DOCTYPE", at)) {
            const subset = text.indexOf("[", at);
            const close = text.indexOf(">", at);
            if (subset >= 0 && (close < 0 || subset < close)) {
                at = subset;
                at = skipPast("]", (words) => words.xmlDeclaration);
            }
            at = skipPast(">", (words) => words.xmlDeclaration);
        }
        else if (text.startsWith("</", at)) {
            NAME.lastIndex = at + 2;
            const name = (_a = NAME.exec(text)) === null || _a === void 0 ? void 0 : _a[0];
            const close = text.indexOf(">", at);
            if (close < 0)
                (0, fileError_1.failAt)(lineAt(at), (words) => words.endsInside(words.xmlTag));
            const element = stack.pop();
            if (name === undefined || text.slice(at + 2 + name.length, close).trim() !== "") {
                (0, fileError_1.failAt)(lineAt(at), (words) => words.badMarkup(text.slice(at, close + 1)));
            }
            if (!element || element.name !== name) {
                const expected = element !== null && element !== void 0 ? element : { name: "?", line: lineAt(at) };
                (0, fileError_1.failAt)(lineAt(at), (words) => words.closingMismatch(name, expected.name, expected.line));
            }
            at = close + 1;
            if (stack.length === 0)
                root = element;
        }
        else {
            at = readStartTag(text, at, lineAt, stack, (element) => (root = element));
        }
        if (root && stack.length === 0) {
            const after = /(?:\s+|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)*/y;
            after.lastIndex = at;
            after.exec(text);
            if (after.lastIndex < text.length) {
                (0, fileError_1.failAt)(lineAt(after.lastIndex), (words) => words.textOutsideRoot);
            }
            return root;
        }
    }
    const unclosed = stack[stack.length - 1];
    if (unclosed) {
        return (0, fileError_1.failAt)(lineAt(text.length), (words) => words.unclosedElements(unclosed.name, unclosed.line));
    }
    return (0, fileError_1.failAt)(lineAt(text.length), (words) => words.noRootElement);
}
/** Reads `<name attr="v" ...>` or `<name ... />` at `at`; returns the offset after it. */
function readStartTag(text, at, lineAt, stack, setRoot) {
    var _a, _b, _c;
    const line = lineAt(at);
    NAME.lastIndex = at + 1;
    const name = (_a = NAME.exec(text)) === null || _a === void 0 ? void 0 : _a[0];
    if (name === undefined)
        return (0, fileError_1.failAt)(line, (words) => words.badMarkup(text.slice(at, at + 12)));
    const attributes = {};
    let position = at + 1 + name.length;
    for (;;) {
        ATTRIBUTE.lastIndex = position;
        const attribute = ATTRIBUTE.exec(text);
        if (!attribute)
            break;
        const key = attribute[1];
        if (Object.prototype.hasOwnProperty.call(attributes, key)) {
            (0, fileError_1.failAt)(line, (words) => words.attributeTwice(key));
        }
        attributes[key] = decodeEntities((_c = (_b = attribute[2]) !== null && _b !== void 0 ? _b : attribute[3]) !== null && _c !== void 0 ? _c : "", line);
        position = ATTRIBUTE.lastIndex;
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = position;
    const closing = end.exec(text);
    if (!closing) {
        if (text.indexOf(">", position) < 0) {
            return (0, fileError_1.failAt)(line, (words) => words.endsInside(words.xmlTag));
        }
        return (0, fileError_1.failAt)(line, (words) => words.badMarkup(text.slice(at, text.indexOf(">", at) + 1)));
    }
    const element = { name, attributes, children: [], line };
    const parent = stack[stack.length - 1];
    if (parent)
        parent.children.push(element);
    if (closing[1] === "/") {
        if (!parent)
            setRoot(element);
    }
    else
        stack.push(element);
    return end.lastIndex;
}
/** The child elements of `element` named `name`, in order. */
function childElements(element, name) {
    return element.children.filter((child) => typeof child !== "string" && child.name === name);
}
/**
 * Every element named `name` inside `element` at any depth, in document order, not looking
 * inside the elements named `skip`.
 */
function descendantElements(element, name, skip = "") {
    const found = [];
    const visit = (node) => {
        for (const child of node.children) {
            if (typeof child === "string" || child.name === skip)
                continue;
            if (child.name === name)
                found.push(child);
            else
                visit(child);
        }
    };
    visit(element);
    return found;
}
/** The text of an element, trimmed ("" when empty). */
function textOf(element) {
    return element.children
        .filter((child) => typeof child === "string")
        .join("")
        .trim();
}
/** The text of the first child named `name`, or undefined when there is none. */
function childText(element, name) {
    const child = childElements(element, name)[0];
    return child === undefined ? undefined : textOf(child);
}
/**
 * Text safe inside an element or a double-quoted attribute; the control characters XML 1.0
 * cannot hold at all (below U+0020 but tab, line feed and carriage return; U+FFFE, U+FFFF) are
 * left out.
 */
function escapeXml(text) {
    return text
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;");
}
