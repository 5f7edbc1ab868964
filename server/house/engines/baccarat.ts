import { pick, roundFloats, type Seeds } from './fairness';

/**
 * The house card table (LIVE, PVP, TG and the two-sided books, ADR 013): punto banco from an
 * infinite shoe (each card drawn uniformly from 52, so every round is independent and
 * verifiable alone), standard third-card rules. Pays (stake included): player 2, banker 1.95,
 * tie 9; on a tie, player and banker bets are returned. RTP (exact, by enumeration in the
 * test): player 98.77%, banker 98.94%, tie 85.88%.
 */
export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];

/** Return per unit staked, in hundredths, when the side wins. */
export const BACCARAT_PAY_CENTS: Readonly<Record<BaccaratSide, bigint>> = {
  player: 200n,
  banker: 195n,
  tie: 900n,
};
export { BACCARAT_RTP } from '../../../contract/house/rules';

/** A card 0..51: rank = card % 13 + 1 (1 ace .. 13 king), suit = floor(card / 13). */
export type Card = number;
export const cardValue = (card: Card) => {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
};

export type BaccaratHand = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
};

/** Does the banker draw, given its total and the player's third card value (undefined: stood)? */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays a hand from six card values in draw order (P1 B1 P2 B2, player's third, banker's third). */
export function playHand(cards: readonly Card[]): BaccaratHand {
  const total = (cs: Card[]) => cs.reduce((s, c) => s + cardValue(c), 0) % 10;
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | undefined;
    if (total(player) <= 5) {
      const c = cards[next++]!;
      player.push(c);
      third = cardValue(c);
    }
    if (bankerDraws(total(banker), third)) banker.push(cards[next++]!);
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

export function dealBaccarat(seeds: Seeds): BaccaratHand {
  return playHand(roundFloats(seeds, 6).map((f) => pick(f, 52)));
}

export type BaccaratStakes = Partial<Record<BaccaratSide, bigint>>;

/** What the stakes return on this hand (floored to whole minor units). */
export function baccaratPayout(stakes: BaccaratStakes, hand: BaccaratHand): bigint {
  let out = 0n;
  for (const side of BACCARAT_SIDES) {
    const stake = stakes[side] ?? 0n;
    if (stake <= 0n) continue;
    if (side === hand.winner) out += (stake * BACCARAT_PAY_CENTS[side]) / 100n;
    else if (hand.winner === 'tie') out += stake; // a push
  }
  return out;
}
