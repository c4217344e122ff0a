"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.benchFitFirstGuess = benchFitFirstGuess;
/**
 * `npm run bench -- dd-guess` (run only when named; about two minutes): refits the weights of the
 * double-dummy solver's first guess (src/core/doubleDummy/firstGuess.ts) by least squares on
 * random deals our solver solves, and prints them beside the weights the product uses, with how
 * far each set's guess is from the answers on list100's deals. DD_GUESS_DEALS=n sets how many
 * random deals (300 unless told); the seed is fixed, so a run repeats.
 */
const firstGuess_1 = require("../src/core/doubleDummy/firstGuess");
const table_1 = require("../src/core/doubleDummy/table");
const deal_1 = require("../src/core/deal");
const doubleDummy_1 = require("./doubleDummy");
const support_1 = require("./support");
/**
 * Each declarer's contract as North's: the deal turned so that declarer sits North, with the
 * tricks declarer takes (East, declarer's left, on lead).
 */
function samplesOf(holdings, rows, byStrain) {
    for (let declarer = 0; declarer < 4; declarer++) {
        const turned = [0, 1, 2, 3].map((seat) => holdings[(seat + declarer) & 3]);
        table_1.TABLE_STRAINS.forEach((strain, column) => {
            const key = strain === 4 ? 4 : 0;
            byStrain.get(key).push({
                features: (0, firstGuess_1.guessFeatures)(turned, strain),
                tricks: rows[declarer][column],
            });
        });
    }
}
/** Least squares: the weights w minimising the sum of (features · w - tricks)². */
function leastSquares(samples) {
    const n = samples[0].features.length;
    // Normal equations (XᵀX) w = Xᵀy, solved by Gaussian elimination with partial pivoting.
    const a = Array.from({ length: n }, () => new Array(n + 1).fill(0));
    for (const { features, tricks } of samples) {
        for (let i = 0; i < n; i++) {
            for (let j = 0; j < n; j++)
                a[i][j] += features[i] * features[j];
            a[i][n] += features[i] * tricks;
        }
    }
    for (let col = 0; col < n; col++) {
        let pivot = col;
        for (let row = col + 1; row < n; row++)
            if (Math.abs(a[row][col]) > Math.abs(a[pivot][col]))
                pivot = row;
        [a[col], a[pivot]] = [a[pivot], a[col]];
        for (let row = 0; row < n; row++) {
            if (row === col)
                continue;
            const factor = a[row][col] / a[col][col];
            for (let k = col; k <= n; k++)
                a[row][k] -= factor * a[col][k];
        }
    }
    return a.map((row, i) => row[n] / row[i]);
}
/** The mean distance between the fitted tricks (rounded) and the answers. */
function meanError(samples, weights) {
    let sum = 0;
    for (const { features, tricks } of samples) {
        const fitted = features.reduce((total, feature, i) => total + feature * weights[i], 0);
        sum += Math.abs(Math.round(fitted) - tricks);
    }
    return sum / samples.length;
}
/** list100's deals as samples, from DDS's TABLE lines (strain S H D C NT, declarer N E S W). */
function list100Samples() {
    const byStrain = new Map([
        [0, []],
        [4, []],
    ]);
    for (const { pbn, table } of (0, doubleDummy_1.readDeals)()) {
        const rows = [0, 1, 2, 3].map((declarer) => table_1.TABLE_STRAINS.map((strain) => table[strain * 4 + declarer]));
        samplesOf((0, deal_1.parseDeal)(pbn).hands, rows, byStrain);
    }
    return byStrain;
}
async function benchFitFirstGuess() {
    const count = Number(process.env.DD_GUESS_DEALS) || 300;
    console.log(`\n## Double dummy: the first guess's weights refitted on ${count} random deals`);
    const random = (0, support_1.randomSource)(20261201);
    const training = new Map([
        [0, []],
        [4, []],
    ]);
    for (let deal = 0; deal < count; deal++) {
        const holdings = (0, doubleDummy_1.randomHoldings)(random);
        samplesOf(holdings, (0, table_1.solveTable)(holdings), training);
    }
    const list100 = list100Samples();
    const round = (weights) => weights.map((w) => w.toFixed(3)).join(", ");
    for (const [key, name, product] of [
        [0, "suits", firstGuess_1.SUIT_WEIGHTS],
        [4, "notrump", firstGuess_1.NOTRUMP_WEIGHTS],
    ]) {
        const fitted = leastSquares(training.get(key));
        console.log(`${name}: fitted [${round(fitted)}], product [${round([...product])}]`);
        console.log(`  mean error on list100 (rounded, without the product's lean upward): fitted ${meanError(list100.get(key), fitted).toFixed(2)}, product ${meanError(list100.get(key), product).toFixed(2)} tricks`);
    }
    await Promise.resolve();
}
