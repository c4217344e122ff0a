"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writeUsebio = exports.USEBIO_PROGRAM_NAME = exports.readUsebioHandRecords = exports.readUsebio = exports.writePbn = exports.readPbnSession = exports.readPbn = exports.decodeFileText = exports.FileFormatError = void 0;
/**
 * The club's files, read and written (docs/FILE-FORMATS.md): PBN hand records and results,
 * USEBIO results. Bytes decoded (fileText.ts), text in, plain data out (session.ts), and back; a
 * file that cannot be read throws a FileFormatError naming the line, in English and French.
 */
var fileError_1 = require("./fileError");
Object.defineProperty(exports, "FileFormatError", { enumerable: true, get: function () { return fileError_1.FileFormatError; } });
var fileText_1 = require("./fileText");
Object.defineProperty(exports, "decodeFileText", { enumerable: true, get: function () { return fileText_1.decodeFileText; } });
var pbnRead_1 = require("./pbnRead");
Object.defineProperty(exports, "readPbn", { enumerable: true, get: function () { return pbnRead_1.readPbn; } });
var pbnSession_1 = require("./pbnSession");
Object.defineProperty(exports, "readPbnSession", { enumerable: true, get: function () { return pbnSession_1.readPbnSession; } });
var pbnWrite_1 = require("./pbnWrite");
Object.defineProperty(exports, "writePbn", { enumerable: true, get: function () { return pbnWrite_1.writePbn; } });
var usebioRead_1 = require("./usebioRead");
Object.defineProperty(exports, "readUsebio", { enumerable: true, get: function () { return usebioRead_1.readUsebio; } });
Object.defineProperty(exports, "readUsebioHandRecords", { enumerable: true, get: function () { return usebioRead_1.readUsebioHandRecords; } });
var usebioWrite_1 = require("./usebioWrite");
Object.defineProperty(exports, "USEBIO_PROGRAM_NAME", { enumerable: true, get: function () { return usebioWrite_1.USEBIO_PROGRAM_NAME; } });
Object.defineProperty(exports, "writeUsebio", { enumerable: true, get: function () { return usebioWrite_1.writeUsebio; } });
