"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.XMLParser = exports.inflate = void 0;
/*
 * In the pane's bundle, what mdb-reader's browser build imports only for Access 2007+ files that
 * a Bridgemate database never is (webpack.config.js resolve.alias points them here): encrypted
 * ones (create-hash, browserify-aes, fast-xml-parser for Office's agile encryption) and
 * attachment columns (pako). A Bridgemate database is an Access 2000 (Jet 4) file, whose page
 * masking mdb-reader undoes with its own RC4. The real libraries would add Node's stream and
 * crypto polyfills to the chunk; reaching one of these throws, and the pane says the file cannot
 * be read.
 */
function refuse() {
    throw new Error("an encrypted Access database, or one with attachments, cannot be read here");
}
/** create-hash's default export; browserify-aes's object with createDecipheriv; pako's inflate. */
const unsupported = Object.assign(refuse, { createDecipheriv: refuse, inflate: refuse });
exports.default = unsupported;
exports.inflate = refuse;
/** fast-xml-parser's parser of Office's encryption descriptor (made when mdb-reader loads). */
class XMLParser {
    parse() {
        return refuse();
    }
}
exports.XMLParser = XMLParser;
