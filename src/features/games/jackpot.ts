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

const groupThousands = (digits: string, separator: string) =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * "1,234,567.89". Plain arithmetic, not Intl.NumberFormat: the ticker is on the first screen, and
 * the first Intl formatter a page builds loads locale data, a few milliseconds of a cheap phone's
 * start-up (four times that in Lighthouse's slow-CPU run).
 */
export function formatJackpot(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = groupThousands(String(Math.floor(cents / 100)), ',');
  return `${value < 0 ? '-' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A winner's amount in dong (minor units, VND has none) as "107.656.000 ₫". */
export function formatDong(minor: string): string {
  if (!/^\d+$/.test(minor)) return minor;
  return `${groupThousands(minor, '.')} ₫`;
}
