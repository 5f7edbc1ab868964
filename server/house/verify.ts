import type { HouseEngine, Verified } from '../../contract/house/schemas';
import { rollSicBo } from './games/sic-bo/rules';
import { shakeXocDia } from './games/xoc-dia/rules';
import { dealBaccarat } from './engines/baccarat';
import { hashServerSeed, type Seeds } from './engines/fairness';
import { drawNumbers } from './engines/lottery';
import { spinSlot } from './engines/slot';

/** Recomputes a round from revealed seeds: what the player compares with what was played. */
export function verifyRound(engine: HouseEngine | 'sic-bo' | 'xoc-dia', seeds: Seeds): Verified {
  const serverSeedHash = hashServerSeed(seeds.serverSeed);
  if (engine === 'slot') return { serverSeedHash, outcome: { engine, ...spinSlot(seeds) } };
  if (engine === 'baccarat') return { serverSeedHash, outcome: { engine, ...dealBaccarat(seeds) } };
  // A shared table's round (decision 100): the client seed is the round's, the nonce 0.
  if (engine === 'sic-bo') {
    const { dice, total, triple } = rollSicBo(seeds);
    return { serverSeedHash, outcome: { engine, dice: [...dice], total, triple } };
  }
  if (engine === 'xoc-dia') {
    const { coins, reds } = shakeXocDia(seeds);
    return { serverSeedHash, outcome: { engine, coins: [...coins], reds } };
  }
  return { serverSeedHash, outcome: { engine, numbers: drawNumbers(seeds) } };
}
