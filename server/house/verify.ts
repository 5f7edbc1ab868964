import type { HouseEngine, Verified } from '../../contract/house';
import { dealBaccarat } from './engines/baccarat';
import { hashServerSeed, type Seeds } from './engines/fairness';
import { drawNumbers } from './engines/lottery';
import { spinSlot } from './engines/slot';

/** Recomputes a round from revealed seeds: what the player compares with what was played. */
export function verifyRound(engine: HouseEngine, seeds: Seeds): Verified {
  const serverSeedHash = hashServerSeed(seeds.serverSeed);
  if (engine === 'slot') return { serverSeedHash, outcome: { engine, ...spinSlot(seeds) } };
  if (engine === 'baccarat') return { serverSeedHash, outcome: { engine, ...dealBaccarat(seeds) } };
  return { serverSeedHash, outcome: { engine, numbers: drawNumbers(seeds) } };
}
