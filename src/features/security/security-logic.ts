import type { SecondStepMethod } from '../../../contract/accounts/schemas';
import type { SecurityOverview } from '../../../contract/security/schemas';
import { formatLocalDateTime } from '../../lib/time';

/**
 * The security centre's pure rules: how the authenticator key is shown, which second-step methods
 * can be chosen, and how a login-history entry reads. Texts live in the components.
 */

/** A base32 key in groups of four for typing by hand: "JBSW Y3DP EHPK 3PXP". */
export function groupSecret(secret: string, size = 4): string {
  const clean = secret.replace(/[\s=-]/g, '').toUpperCase();
  const groups: string[] = [];
  for (let i = 0; i < clean.length; i += size) groups.push(clean.slice(i, i + size));
  return groups.join(' ');
}

/** Only an otpauth://totp/ address goes into the link; anything else is not offered at all. */
export function authenticatorLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'otpauth:' && url.toLowerCase().startsWith('otpauth://totp/') ? url : null;
  } catch {
    return null;
  }
}

/** Six digits, ignoring spaces a user might paste along. */
export function cleanCode(input: string): string {
  return input.replace(/\s/g, '');
}

export function isSixDigitCode(input: string): boolean {
  return /^\d{6}$/.test(cleanCode(input));
}

/** The order of the chooser: the spec's order of second steps (section 2). */
export const secondStepOrder: readonly SecondStepMethod[] = ['sms', 'email', 'totp', 'payee'];

export type MethodOption = { method: SecondStepMethod; bound: boolean; selected: boolean };

/** Whether a method has something bound to check against (server: methodBound). */
export function isMethodBound(overview: SecurityOverview, method: SecondStepMethod): boolean {
  switch (method) {
    case 'sms':
      return overview.mobile !== null;
    case 'email':
      return overview.email !== null;
    case 'totp':
      return overview.totpBound;
    case 'payee':
      return overview.payeeBound;
  }
}

/** Every method, with whether it can be chosen (only bound ones) and which one is current. */
export function methodOptions(overview: SecurityOverview): MethodOption[] {
  return secondStepOrder.map((method) => ({
    method,
    bound: isMethodBound(overview, method),
    selected: overview.secondStepMethod === method,
  }));
}

export function selectableMethods(overview: SecurityOverview): SecondStepMethod[] {
  return methodOptions(overview)
    .filter((o) => o.bound)
    .map((o) => o.method);
}

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bCriOS\/|\bChrom(?:e|ium)\//, 'Chrome'],
  [/\bFxiOS\/|\bFirefox\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short device description from a User-Agent ("Chrome · Android"); an unknown agent is shown
 * cut short; no agent at all is null (the screen says "unknown device").
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const browser = browsers.find(([re]) => re.test(ua))?.[1];
  const system = systems.find(([re]) => re.test(ua))?.[1];
  if (browser || system) return [browser, system].filter(Boolean).join(' · ');
  return ua.length > 40 ? `${ua.slice(0, 39)}…` : ua;
}

export type HistoryRow = {
  key: string;
  /** The ISO instant, for <time dateTime>. */
  at: string;
  /** Local time with the GMT offset, or the raw value if it is not a time. */
  time: string;
  ip: string;
  device: string | null;
  success: boolean;
  method: string;
};

export function historyRows(
  entries: readonly {
    at: string;
    ip: string;
    userAgent: string | null;
    success: boolean;
    method: string;
  }[],
): HistoryRow[] {
  return entries.map((e, i) => ({
    key: `${e.at}-${i}`,
    at: e.at,
    time: formatLocalDateTime(e.at) ?? e.at,
    ip: e.ip,
    device: describeDevice(e.userAgent),
    success: e.success,
    method: e.method,
  }));
}
