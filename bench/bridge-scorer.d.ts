/** The parts of bridge-scorer (MIT, no types of its own) that the benchmarks compare with. */
declare module "bridge-scorer" {
  interface PeerContract {
    level: number;
    denomination: string;
    risk: string;
  }
  interface PeerGame {
    contract: { declaror: string };
    score: number;
  }
  export function contractTricks(
    contract: PeerContract,
    vulnerable: boolean,
    tricks: number
  ): number;
  export function matchpoints(games: PeerGame[]): void;
  export function crossImps(games: PeerGame[]): void;
  export function butler(games: PeerGame[]): number;
  export function rank<T extends { score: number }>(results: T[]): T[];
}
