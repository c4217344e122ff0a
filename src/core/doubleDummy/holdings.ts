/** holdings[seat][suit]: seats N E S W, suits ♠ ♥ ♦ ♣, 13-bit masks (bit 0 the two). */
export type Holdings = readonly (readonly number[])[];
