/** Jackpot ticker (spec sections 4 and 9): starts at 1.1M to 1.2M with 2 decimals, grows 100 to 500 every 1.5 or 2 s. */
export const jackpotMin = 1_100_000;
export const jackpotMax = 1_200_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

export function jackpotStart(random: () => number = Math.random): number {
  return round2(jackpotMin + random() * (jackpotMax - jackpotMin));
}

export function jackpotStep(random: () => number = Math.random): number {
  return round2(100 + random() * 400);
}

export function jackpotDelay(random: () => number = Math.random): 1500 | 2000 {
  return random() < 0.5 ? 1500 : 2000;
}

// One formatter for every tick: toLocaleString builds a new one per call, costly on a cheap phone.
const jackpotFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234,567.89" */
export function formatJackpot(value: number): string {
  return jackpotFormat.format(value);
}

/** A winner's amount in dong (minor units, VND has none) as "107.656.000 ₫". */
export function formatDong(minor: string): string {
  if (!/^\d+$/.test(minor)) return minor;
  return `${minor.replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}
