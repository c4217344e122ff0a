/*
 * Reads an add-in only (XML) manifest the way Office does: the resources it defines by id and
 * the URLs its CustomFunctions extension point names through resids. Shared by the manifest
 * test and the browser test, which loads the add-in from what dist/manifest.xml says.
 */
import * as fs from "fs";
import * as path from "path";
import { DOMParser } from "@xmldom/xmldom";
import type { Document, Element } from "@xmldom/xmldom";

export const NAMESPACES = {
  office: "http://schemas.microsoft.com/office/appforoffice/1.1",
  overrides: "http://schemas.microsoft.com/office/taskpaneappversionoverrides",
  bt: "http://schemas.microsoft.com/office/officeappbasictypes/1.0",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
} as const;

/** The project folder: the nearest one up with a package.json (also from the compiled benchmarks). */
export const ROOT = projectRoot(__dirname);

function projectRoot(from: string): string {
  let folder = from;
  while (!fs.existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${from}`);
    folder = parent;
  }
  return folder;
}
export const DIST = path.join(ROOT, "dist");

/** The resource lists of <Resources> and the element each holds. */
export type ResourceKind = "Images" | "Urls" | "ShortStrings" | "LongStrings";

export interface Resource {
  readonly kind: ResourceKind;
  readonly value: string;
}

/** What the CustomFunctions extension point names, resolved to URLs and text. */
export interface CustomFunctionsPoint {
  readonly script: string;
  readonly page: string;
  readonly metadata: string;
  readonly namespace: string;
}

export interface Manifest {
  readonly document: Document;
  readonly root: Element;
  /** Every resource of <Resources> by id; an id defined twice is in `duplicateIds`. */
  readonly resources: ReadonlyMap<string, Resource>;
  readonly duplicateIds: readonly string[];
}

/** Parser warnings and errors; a manifest that is not well-formed throws (Office refuses it). */
export function parseManifest(xml: string): { manifest: Manifest; problems: string[] } {
  const problems: string[] = [];
  const parser = new DOMParser({
    onError: (level, message) => {
      problems.push(`${level}: ${message}`);
    },
  });
  const document = parser.parseFromString(xml, "text/xml");
  const root = document.documentElement;
  if (!root) throw new Error("the manifest has no root element");
  const resources = new Map<string, Resource>();
  const duplicateIds: string[] = [];
  for (const kind of ["Images", "Urls", "ShortStrings", "LongStrings"] as const) {
    for (const list of elementsByName(root, NAMESPACES.bt, kind)) {
      for (const item of childElements(list)) {
        const id = item.getAttribute("id") ?? "";
        if (resources.has(id)) duplicateIds.push(id);
        resources.set(id, { kind, value: item.getAttribute("DefaultValue") ?? "" });
      }
    }
  }
  return { manifest: { document, root, resources, duplicateIds }, problems };
}

export function readManifest(file: string): Manifest {
  return parseManifest(fs.readFileSync(file, "utf8")).manifest;
}

export function elementsByName(scope: Element, namespace: string, name: string): Element[] {
  return Array.from(scope.getElementsByTagNameNS(namespace, name));
}

export function childElements(parent: Element, name?: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (name === undefined || (node as Element).localName === name)
  );
}

/** The one element of this name below `scope`; anything else is a broken manifest. */
export function onlyElement(scope: Element, namespace: string, name: string): Element {
  const found = elementsByName(scope, namespace, name);
  if (found.length !== 1) {
    throw new Error(`expected one <${name}> in <${scope.localName}>, found ${found.length}`);
  }
  return found[0] as Element;
}

export function xsiType(element: Element): string | null {
  return element.getAttributeNS(NAMESPACES.xsi, "type");
}

/** The value of a resid, which must name a resource of the given kind. */
export function resolveResid(manifest: Manifest, resid: string, kind: ResourceKind): string {
  const resource = manifest.resources.get(resid);
  if (!resource) throw new Error(`resid "${resid}" is not defined in <Resources>`);
  if (resource.kind !== kind) {
    throw new Error(`resid "${resid}" is in <bt:${resource.kind}>, expected <bt:${kind}>`);
  }
  return resource.value;
}

export function customFunctionsExtensionPoint(manifest: Manifest): Element {
  const points = elementsByName(manifest.root, NAMESPACES.overrides, "ExtensionPoint").filter(
    (point) => xsiType(point) === "CustomFunctions"
  );
  if (points.length !== 1) {
    throw new Error(`expected one CustomFunctions extension point, found ${points.length}`);
  }
  return points[0] as Element;
}

/** The resid of <Script>, <Page> or <Metadata>'s SourceLocation in the extension point. */
export function sourceLocationResid(point: Element, part: "Script" | "Page" | "Metadata"): string {
  const location = onlyElement(
    onlyElement(point, NAMESPACES.overrides, part),
    NAMESPACES.overrides,
    "SourceLocation"
  );
  return location.getAttribute("resid") ?? "";
}

export function customFunctionsUrls(manifest: Manifest): CustomFunctionsPoint {
  const point = customFunctionsExtensionPoint(manifest);
  const namespaceResid = onlyElement(point, NAMESPACES.overrides, "Namespace").getAttribute(
    "resid"
  );
  return {
    script: resolveResid(manifest, sourceLocationResid(point, "Script"), "Urls"),
    page: resolveResid(manifest, sourceLocationResid(point, "Page"), "Urls"),
    metadata: resolveResid(manifest, sourceLocationResid(point, "Metadata"), "Urls"),
    namespace: resolveResid(manifest, namespaceResid ?? "", "ShortStrings"),
  };
}

/** Every URL the manifest names: DefaultValue and Value attributes of the form scheme://, AppDomains. */
export function allUrls(manifest: Manifest): string[] {
  const urls: string[] = [];
  const visit = (element: Element): void => {
    for (const attribute of Array.from(element.attributes)) {
      const isValue = attribute.localName === "DefaultValue" || attribute.localName === "Value";
      if (isValue && /^[a-z][a-z0-9+.-]*:\/\//i.test(attribute.value)) urls.push(attribute.value);
    }
    if (element.localName === "AppDomain") urls.push((element.textContent ?? "").trim());
    for (const child of childElements(element)) visit(child);
  };
  visit(manifest.root);
  return urls;
}

/**
 * The URL of a <bt:Url> resource for a locale, as Office picks it: the bt:Override whose Locale
 * matches (case-insensitively), else the DefaultValue.
 */
export function urlForLocale(manifest: Manifest, resid: string, locale: string): string {
  const url = elementsByName(manifest.root, NAMESPACES.bt, "Url").find(
    (element) => element.getAttribute("id") === resid
  );
  if (!url) throw new Error(`no <bt:Url id="${resid}">`);
  const override = childElements(url, "Override").find(
    (element) => element.getAttribute("Locale")?.toLowerCase() === locale.toLowerCase()
  );
  return (override ?? url).getAttribute(override ? "Value" : "DefaultValue") ?? "";
}
