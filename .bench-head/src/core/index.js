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
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
/** The scoring core: the Laws of Duplicate Bridge as pure functions, free of Office. */
__exportStar(require("./errors"), exports);
__exportStar(require("./keyword"), exports);
__exportStar(require("./contract"), exports);
__exportStar(require("./result"), exports);
__exportStar(require("./score"), exports);
__exportStar(require("./board"), exports);
__exportStar(require("./travellerLine"), exports);
__exportStar(require("./imps"), exports);
__exportStar(require("./adjusted"), exports);
__exportStar(require("./matchpoints"), exports);
__exportStar(require("./neuberg"), exports);
__exportStar(require("./adjustedImps"), exports);
__exportStar(require("./side"), exports);
__exportStar(require("./crossImps"), exports);
__exportStar(require("./butler"), exports);
__exportStar(require("./victoryPoints"), exports);
__exportStar(require("./scoreTally"), exports);
__exportStar(require("./boardLabels"), exports);
__exportStar(require("./ranking"), exports);
__exportStar(require("./sessionFields"), exports);
__exportStar(require("./sessionLine"), exports);
__exportStar(require("./deal"), exports);
__exportStar(require("./hand"), exports);
__exportStar(require("./trickTable"), exports);
__exportStar(require("./par"), exports);
__exportStar(require("./parBoard"), exports);
