import { ErrorCode } from '../../contract/errors';
import { AppError } from '../core/context/errors';
import { seamlessClient, type Send } from './client';
import { RETRY_AFTER_SECONDS } from '../db/health';

/**
 * The provider's only door to the operator (ADR 012): signed seamless calls through client.ts.
 * A refusal becomes an AppError with the operator's code, so the game API passes it on
 * (INSUFFICIENT_FUNDS, INVALID_TOKEN, ...); a network failure or a 5xx is INTERNAL.
 */
export type OperatorAnswer = { playerId: string; balance: bigint; amount?: bigint };

export type Operator = {
  authenticate(vendor: string, token: string): Promise<OperatorAnswer>;
  balance(vendor: string, playerId: number): Promise<OperatorAnswer>;
  bet(
    vendor: string,
    b: {
      token: string;
      playerId: number;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: bigint;
    },
  ): Promise<OperatorAnswer>;
  win(
    vendor: string,
    w: { playerId: number; transactionId: string; betTransactionId: string; amount: bigint },
  ): Promise<OperatorAnswer>;
  rollback(
    vendor: string,
    r: { playerId: number; transactionId: string; referenceTransactionId: string },
  ): Promise<OperatorAnswer>;
  /** A settled bet's round drew the jackpot (decision 061): `amount` is the pool paid. */
  jackpot(
    vendor: string,
    j: {
      playerId: number;
      transactionId: string;
      betTransactionId: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
    },
  ): Promise<OperatorAnswer>;
};

export function createOperator(secret: string, send: Send): Operator {
  const clients = new Map<string, ReturnType<typeof seamlessClient>>();
  const clientOf = (vendor: string) => {
    let c = clients.get(vendor);
    if (!c) clients.set(vendor, (c = seamlessClient({ secret, vendor, send })));
    return c;
  };
  async function call(
    vendor: string,
    action: Parameters<ReturnType<typeof seamlessClient>['call']>[0],
    body: unknown,
  ) {
    let reply;
    try {
      reply = await clientOf(vendor).call(action, body);
    } catch (err) {
      throw new AppError('INTERNAL', `operator unreachable: ${(err as Error).message}`);
    }
    const { body: b } = reply;
    if (b.success && b.value) {
      const amount = b.value.amount === undefined ? {} : { amount: BigInt(String(b.value.amount)) };
      return { playerId: String(b.value.playerId), balance: BigInt(String(b.value.balance)), ...amount };
    }
    const code = ErrorCode.safeParse(b.code);
    // The operator's database is away: the game's caller may retry, as the operator's would.
    const retry = code.data === 'SERVICE_UNAVAILABLE' ? { retryAfter: RETRY_AFTER_SECONDS } : {};
    throw new AppError(code.success ? code.data : 'INTERNAL', `operator refused ${action}: ${b.code}`, retry);
  }
  const str = (o: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [k, typeof v === 'bigint' || typeof v === 'number' ? String(v) : v]),
    );
  return {
    authenticate: (vendor, token) => call(vendor, 'authenticate', { token }),
    balance: (vendor, playerId) => call(vendor, 'balance', { playerId: String(playerId) }),
    bet: (vendor, b) => call(vendor, 'bet', str(b)),
    win: (vendor, w) => call(vendor, 'win', str(w)),
    rollback: (vendor, r) => call(vendor, 'rollback', str(r)),
    jackpot: (vendor, { nonce, ...j }) => call(vendor, 'jackpot', { ...str(j), nonce }),
  };
}
