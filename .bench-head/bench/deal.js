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
exports.benchOneDeal = benchOneDeal;
/** Benchmark 1: one deal — the core's scoreContract vs bridge-scorer's contractTricks on all 2,940 cases. */
const bridgeScorer = __importStar(require("bridge-scorer"));
const core_1 = require("../src/core");
const support_1 = require("./support");
function allCases() {
    const cases = [];
    for (let level = 1; level <= 7; level++)
        for (const strain of ["C", "D", "H", "S", "NT"])
            for (const doubling of [0, 1, 2])
                for (const vulnerable of [false, true])
                    for (let tricks = 0; tricks <= 13; tricks++)
                        cases.push({
                            contract: { level: level, strain, doubling },
                            peerContract: {
                                level,
                                denomination: strain,
                                risk: ["", "X", "XX"][doubling],
                            },
                            vulnerable,
                            tricks,
                        });
    return cases;
}
async function benchOneDeal() {
    const cases = allCases();
    for (const c of cases) {
        const ours = (0, core_1.scoreContract)(c.contract, c.tricks, c.vulnerable);
        const theirs = bridgeScorer.contractTricks(c.peerContract, c.vulnerable, c.tricks);
        if (ours !== theirs)
            throw new Error(`disagreement on ${JSON.stringify(c)}: ${ours} vs ${theirs}`);
    }
    let sink = 0;
    const timings = await (0, support_1.time)({
        "core scoreContract": () => {
            for (const c of cases)
                sink += (0, core_1.scoreContract)(c.contract, c.tricks, c.vulnerable);
        },
        "bridge-scorer contractTricks": () => {
            for (const c of cases)
                sink += bridgeScorer.contractTricks(c.peerContract, c.vulnerable, c.tricks);
        },
    });
    (0, support_1.report)(`1. One deal: all ${cases.length} (level, strain, doubling, vulnerability, tricks) cases per run (both agree on every case)`, timings, "bridge-scorer contractTricks", cases.length);
    if (sink === 0.5)
        console.log(sink);
}
