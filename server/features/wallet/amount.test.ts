import { describe, expect, it } from 'vitest';
import { Amount, AmountOrZero, MAX_AMOUNT, WalletTransferRequest } from '../../../contract/wallet/schemas';

describe('Amount (minor units on the wire)', () => {
  it('takes decimal strings and safe integers as bigint', () => {
    expect(Amount.parse('1500')).toBe(1500n);
    expect(Amount.parse(1)).toBe(1n);
    expect(Amount.parse('1000000000000000')).toBe(MAX_AMOUNT);
  });

  it('refuses zero, negatives, decimals, exponents, leading zeros, unsafe numbers and too much', () => {
    for (const bad of [
      '0',
      0,
      '-1',
      -1,
      '1.5',
      1.5,
      '1e3',
      '01',
      ' 1',
      '',
      '1000000000000001',
      2 ** 53,
      null,
      true,
    ])
      expect(Amount.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('AmountOrZero also takes 0', () => {
    expect(AmountOrZero.parse('0')).toBe(0n);
    expect(AmountOrZero.parse(0)).toBe(0n);
    expect(AmountOrZero.parse('7')).toBe(7n);
    expect(AmountOrZero.safeParse('-1').success).toBe(false);
  });

  it('a transfer needs two different wallets, one of them main', () => {
    const base = { amount: '5', requestId: 'req-00000001' };
    expect(WalletTransferRequest.safeParse({ ...base, from: 'main', to: 'PG' }).success).toBe(true);
    expect(WalletTransferRequest.safeParse({ ...base, from: 'main', to: 'main' }).success).toBe(false);
    expect(WalletTransferRequest.safeParse({ ...base, from: 'PG', to: 'JDB' }).success).toBe(false);
    expect(WalletTransferRequest.safeParse({ ...base, from: 'main', to: 'P G' }).success).toBe(false);
  });
});
