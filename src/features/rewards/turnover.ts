/**
 * Turnover (wagering) progress of a bonus, from the server's two figures in minor units: how much
 * must be bet and how much has been. BigInt all the way (amounts can pass 2^53); the percentage is
 * rounded down, so a bar never reads 100 % while anything is left to bet.
 */
export type TurnoverProgress = {
  /** What is still to bet, minor units, never below zero. */
  remaining: string;
  /** 0–100, whole percent, rounded down; 100 only when nothing remains. */
  percent: number;
  met: boolean;
};

const digits = /^\d+$/;

export function turnoverProgress(required: string, progress: string): TurnoverProgress {
  const need = digits.test(required) ? BigInt(required) : 0n;
  const done = digits.test(progress) ? BigInt(progress) : 0n;
  if (need === 0n || done >= need) return { remaining: '0', percent: 100, met: true };
  return {
    remaining: (need - done).toString(),
    percent: Number((done * 100n) / need),
    met: false,
  };
}

/** The sum of several amounts in minor units (the open requirements of one member). */
export function sumMinor(values: readonly string[]): string {
  return values.reduce((sum, v) => sum + (digits.test(v) ? BigInt(v) : 0n), 0n).toString();
}
