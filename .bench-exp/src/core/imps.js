"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.impsForDifference = impsForDifference;
/**
 * Law 78B, the international matchpoint scale, as data: the lower bound of each IMP band.
 * A difference earns one IMP for every bound it reaches: 20-40 is 1 IMP, 4000 and more 24.
 */
const IMP_BAND_LOWER_BOUNDS = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000,
    2250, 2500, 3000, 3500, 4000,
];
/**
 * IMPs for a point difference, sign kept; never -0. Differences between the Law's bands (such as
 * 15, reachable only by averaged scores) take the band whose lower bound they reach.
 * @example impsForDifference(-430) // -10
 */
function impsForDifference(difference) {
    const size = Math.abs(difference);
    // A difference of whole tens up to the last band, as real scores give: looked up.
    const imps = size <= LAST_BOUND && size % 10 === 0 ? IMPS_OF_TENS[size / 10] : impsOfBands(size);
    if (imps === 0)
        return 0;
    return difference < 0 ? -imps : imps;
}
/** The IMPs a difference of this size reaches: one for every band's lower bound. */
function impsOfBands(size) {
    let imps = 0;
    while (imps < IMP_BAND_LOWER_BOUNDS.length && size >= IMP_BAND_LOWER_BOUNDS[imps])
        imps++;
    return imps;
}
const LAST_BOUND = IMP_BAND_LOWER_BOUNDS[IMP_BAND_LOWER_BOUNDS.length - 1];
/** The IMPs of 0, 10, 20 ... points up to the last band, read off the bands once. */
const IMPS_OF_TENS = (() => {
    const table = new Uint8Array(LAST_BOUND / 10 + 1);
    for (let tens = 0; tens < table.length; tens++)
        table[tens] = impsOfBands(tens * 10);
    return table;
})();
