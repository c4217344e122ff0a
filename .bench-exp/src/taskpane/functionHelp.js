"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.helpPage = helpPage;
exports.signatureOf = signatureOf;
exports.renderFunctionHelp = renderFunctionHelp;
/** The help page of a function, relative to the pane. */
function helpPage(id, language) {
    const page = `${id.toLowerCase()}.html`;
    return language === "fr" ? `help/fr/${page}` : `help/${page}`;
}
/**
 * BRIDGE.SCORE(contract, result, vulnerability, [doubling], [declarer]); in French Excel
 * BRIDGE.SCORE(contrat; résultat; ...), arguments separated by ";" as it writes formulas.
 */
function signatureOf(fn, language = "en", namespace = "BRIDGE") {
    const parameters = fn.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name));
    return `${namespace}.${fn.name}(${parameters.join(language === "fr" ? "; " : ", ")})`;
}
function renderFunctionHelp(container, metadata, language, messages) {
    const document = container.ownerDocument;
    const element = (tag, text) => {
        const node = document.createElement(tag);
        if (text !== undefined)
            node.textContent = text;
        return node;
    };
    container.replaceChildren(...metadata.functions.map((fn) => {
        var _a;
        const details = element("details");
        details.append(element("summary", signatureOf(fn, language)));
        if (fn.description)
            details.append(element("p", fn.description));
        const list = element("dl");
        for (const parameter of fn.parameters) {
            list.append(element("dt", parameter.optional ? `${parameter.name} (${messages.optional})` : parameter.name), element("dd", (_a = parameter.description) !== null && _a !== void 0 ? _a : ""));
        }
        details.append(list);
        const link = element("a", `${messages.moreHelp}: BRIDGE.${fn.name}`);
        link.href = helpPage(fn.id, language);
        link.target = "_blank";
        link.rel = "noopener";
        const more = element("p");
        more.append(link);
        details.append(more);
        return details;
    }));
}
