"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.DIST = exports.ROOT = exports.NAMESPACES = void 0;
exports.parseManifest = parseManifest;
exports.readManifest = readManifest;
exports.elementsByName = elementsByName;
exports.childElements = childElements;
exports.onlyElement = onlyElement;
exports.xsiType = xsiType;
exports.resolveResid = resolveResid;
exports.customFunctionsExtensionPoint = customFunctionsExtensionPoint;
exports.sourceLocationResid = sourceLocationResid;
exports.customFunctionsUrls = customFunctionsUrls;
exports.allUrls = allUrls;
exports.urlForLocale = urlForLocale;
/*
 * Reads an add-in only (XML) manifest the way Office does: the resources it defines by id and
 * the URLs its CustomFunctions extension point names through resids. Shared by the manifest
 * test and the browser test, which loads the add-in from what dist/manifest.xml says.
 */
const fs = __importStar(require("fs"));
const path = __importStar(require("path"));
const xmldom_1 = require("@xmldom/xmldom");
exports.NAMESPACES = {
    office: "http://schemas.microsoft.com/office/appforoffice/1.1",
    overrides: "http://schemas.microsoft.com/office/taskpaneappversionoverrides",
    bt: "http://schemas.microsoft.com/office/officeappbasictypes/1.0",
    xsi: "http://www.w3.org/2001/XMLSchema-instance",
};
/** The project folder: the nearest one up with a package.json (also from the compiled benchmarks). */
exports.ROOT = projectRoot(__dirname);
function projectRoot(from) {
    let folder = from;
    while (!fs.existsSync(path.join(folder, "package.json"))) {
        const parent = path.dirname(folder);
        if (parent === folder)
            throw new Error(`no package.json above ${from}`);
        folder = parent;
    }
    return folder;
}
exports.DIST = path.join(exports.ROOT, "dist");
/** Parser warnings and errors; a manifest that is not well-formed throws (Office refuses it). */
function parseManifest(xml) {
    var _a, _b;
    const problems = [];
    const parser = new xmldom_1.DOMParser({
        onError: (level, message) => {
            problems.push(`${level}: ${message}`);
        },
    });
    const document = parser.parseFromString(xml, "text/xml");
    const root = document.documentElement;
    if (!root)
        throw new Error("the manifest has no root element");
    const resources = new Map();
    const duplicateIds = [];
    for (const kind of ["Images", "Urls", "ShortStrings", "LongStrings"]) {
        for (const list of elementsByName(root, exports.NAMESPACES.bt, kind)) {
            for (const item of childElements(list)) {
                const id = (_a = item.getAttribute("id")) !== null && _a !== void 0 ? _a : "";
                if (resources.has(id))
                    duplicateIds.push(id);
                resources.set(id, { kind, value: (_b = item.getAttribute("DefaultValue")) !== null && _b !== void 0 ? _b : "" });
            }
        }
    }
    return { manifest: { document, root, resources, duplicateIds }, problems };
}
function readManifest(file) {
    return parseManifest(fs.readFileSync(file, "utf8")).manifest;
}
function elementsByName(scope, namespace, name) {
    return Array.from(scope.getElementsByTagNameNS(namespace, name));
}
function childElements(parent, name) {
    return Array.from(parent.childNodes).filter((node) => node.nodeType === 1 && (name === undefined || node.localName === name));
}
/** The one element of this name below `scope`; anything else is a broken manifest. */
function onlyElement(scope, namespace, name) {
    const found = elementsByName(scope, namespace, name);
    if (found.length !== 1) {
        throw new Error(`expected one <${name}> in <${scope.localName}>, found ${found.length}`);
    }
    return found[0];
}
function xsiType(element) {
    return element.getAttributeNS(exports.NAMESPACES.xsi, "type");
}
/** The value of a resid, which must name a resource of the given kind. */
function resolveResid(manifest, resid, kind) {
    const resource = manifest.resources.get(resid);
    if (!resource)
        throw new Error(`resid "${resid}" is not defined in <Resources>`);
    if (resource.kind !== kind) {
        throw new Error(`resid "${resid}" is in <bt:${resource.kind}>, expected <bt:${kind}>`);
    }
    return resource.value;
}
function customFunctionsExtensionPoint(manifest) {
    const points = elementsByName(manifest.root, exports.NAMESPACES.overrides, "ExtensionPoint").filter((point) => xsiType(point) === "CustomFunctions");
    if (points.length !== 1) {
        throw new Error(`expected one CustomFunctions extension point, found ${points.length}`);
    }
    return points[0];
}
/** The resid of <Script>, <Page> or <Metadata>'s SourceLocation in the extension point. */
function sourceLocationResid(point, part) {
    var _a;
    const location = onlyElement(onlyElement(point, exports.NAMESPACES.overrides, part), exports.NAMESPACES.overrides, "SourceLocation");
    return (_a = location.getAttribute("resid")) !== null && _a !== void 0 ? _a : "";
}
function customFunctionsUrls(manifest) {
    const point = customFunctionsExtensionPoint(manifest);
    const namespaceResid = onlyElement(point, exports.NAMESPACES.overrides, "Namespace").getAttribute("resid");
    return {
        script: resolveResid(manifest, sourceLocationResid(point, "Script"), "Urls"),
        page: resolveResid(manifest, sourceLocationResid(point, "Page"), "Urls"),
        metadata: resolveResid(manifest, sourceLocationResid(point, "Metadata"), "Urls"),
        namespace: resolveResid(manifest, namespaceResid !== null && namespaceResid !== void 0 ? namespaceResid : "", "ShortStrings"),
    };
}
/** Every URL the manifest names: DefaultValue and Value attributes of the form scheme://, AppDomains. */
function allUrls(manifest) {
    const urls = [];
    const visit = (element) => {
        var _a;
        for (const attribute of Array.from(element.attributes)) {
            const isValue = attribute.localName === "DefaultValue" || attribute.localName === "Value";
            if (isValue && /^[a-z][a-z0-9+.-]*:\/\//i.test(attribute.value))
                urls.push(attribute.value);
        }
        if (element.localName === "AppDomain")
            urls.push(((_a = element.textContent) !== null && _a !== void 0 ? _a : "").trim());
        for (const child of childElements(element))
            visit(child);
    };
    visit(manifest.root);
    return urls;
}
/**
 * The URL of a <bt:Url> resource for a locale, as Office picks it: the bt:Override whose Locale
 * matches (case-insensitively), else the DefaultValue.
 */
function urlForLocale(manifest, resid, locale) {
    var _a;
    const url = elementsByName(manifest.root, exports.NAMESPACES.bt, "Url").find((element) => element.getAttribute("id") === resid);
    if (!url)
        throw new Error(`no <bt:Url id="${resid}">`);
    const override = childElements(url, "Override").find((element) => { var _a; return ((_a = element.getAttribute("Locale")) === null || _a === void 0 ? void 0 : _a.toLowerCase()) === locale.toLowerCase(); });
    return (_a = (override !== null && override !== void 0 ? override : url).getAttribute(override ? "Value" : "DefaultValue")) !== null && _a !== void 0 ? _a : "";
}
