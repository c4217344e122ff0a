/*
 * The pane's function list, made from the functions' metadata in the pane's language
 * (functionsMetadata: what the build writes as functions.json or functions-fr.json, from the same
 * declarations), so the list cannot drift from what Excel shows. Each function links to its help
 * page, help/<id>.html (help/fr/<id>.html in French), relative to the add-in's base URL.
 */
import { functionsMetadata } from "../excel/metadata";
import type { Language, TaskpaneMessages } from "../messages/taskpane";

export interface FunctionsMetadata {
  readonly functions: readonly {
    readonly id: string;
    readonly name: string;
    readonly description?: string;
    readonly parameters: readonly {
      readonly name: string;
      readonly description?: string;
      readonly optional?: boolean;
    }[];
  }[];
}

/** The help page of a function, relative to the pane. */
export function helpPage(id: string, language: Language): string {
  const page = `${id.toLowerCase()}.html`;
  return language === "fr" ? `help/fr/${page}` : `help/${page}`;
}

/**
 * BRIDGE.SCORE(contract, result, vulnerability, [doubling], [declarer]); in French Excel
 * BRIDGE.SCORE(contrat; résultat; ...), arguments separated by ";" as it writes formulas.
 */
export function signatureOf(
  fn: FunctionsMetadata["functions"][number],
  language: Language = "en",
  namespace = "BRIDGE"
): string {
  const parameters = fn.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name));
  return `${namespace}.${fn.name}(${parameters.join(language === "fr" ? "; " : ", ")})`;
}

export function renderFunctionHelp(
  container: HTMLElement,
  metadata: FunctionsMetadata,
  language: Language,
  messages: TaskpaneMessages
): void {
  const document = container.ownerDocument;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  container.replaceChildren(
    ...metadata.functions.map((fn) => {
      const details = element("details");
      details.append(element("summary", signatureOf(fn, language)));
      if (fn.description) details.append(element("p", fn.description));
      const list = element("dl");
      for (const parameter of fn.parameters) {
        list.append(
          element(
            "dt",
            parameter.optional ? `${parameter.name} (${messages.optional})` : parameter.name
          ),
          element("dd", parameter.description ?? "")
        );
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
    })
  );
}

/** The list of every function in the pane's language, from the declarations. */
export function showFunctionHelp(
  container: HTMLElement,
  language: Language,
  messages: TaskpaneMessages
): void {
  renderFunctionHelp(container, functionsMetadata(language), language, messages);
}
