import { describe, expect, it } from 'vitest';
import { accountsCalls } from './accounts';
import { agentCalls } from './agent';
import { chatCalls } from './chat';
import type { Endpoint, RawEndpoint, RawEndpoints } from './endpoint';
import * as announcements from './endpoints/announcements';
import { announcementsCalls } from './announcements';
import * as games from './endpoints/games';
import { gamesCalls } from './games';
import * as giveUp from './endpoints/give-up';
import { giveUpCalls } from './give-up';
import * as health from './endpoints/health';
import { healthCalls } from './health';
import * as system from './endpoints/system';
import { systemCalls } from './system';
import * as wallet from './endpoints/wallet';
import { walletCalls } from './wallet';
import * as accounts from './endpoints/accounts';
import * as house from './endpoints/house';
import { houseCalls } from './house';
import * as agent from './endpoints/agent';
import * as chat from './endpoints/chat';
import * as feedback from './endpoints/feedback';
import * as help from './endpoints/help';
import * as inbox from './endpoints/inbox';
import * as lucky from './endpoints/lucky';
import * as missions from './endpoints/missions';
import * as operator from './endpoints/operator';
import * as payments from './endpoints/payments';
import * as points from './endpoints/points';
import * as rebate from './endpoints/rebate';
import * as records from './endpoints/records';
import * as redEnvelopes from './endpoints/red-envelopes';
import * as referral from './endpoints/referral';
import * as rewardCentre from './endpoints/reward-centre';
import * as rewards from './endpoints/rewards';
import * as security from './endpoints/security';
import * as staff from './endpoints/staff';
import * as transfers from './endpoints/transfers';
import * as verification from './endpoints/verification';
import * as vip from './endpoints/vip';
import { feedbackCalls } from './feedback';
import { helpCalls } from './help';
import { inboxCalls } from './inbox';
import { luckyCalls } from './lucky';
import { missionsCalls } from './missions';
import { operatorCalls } from './operator';
import { paymentsCalls } from './payments';
import { pointsCalls } from './points';
import { rebateCalls } from './rebate';
import { recordsCalls } from './records';
import { redEnvelopesCalls } from './red-envelopes';
import { referralCalls } from './referral';
import { rewardCentreCalls } from './reward-centre';
import { rewardsCalls } from './rewards';
import { securityCalls } from './security';
import { staffCalls } from './staff';
import { transferCalls } from './transfers';
import { verificationCalls } from './verification';
import { vipCalls } from './vip';

const features = {
  announcements: [announcements, announcementsCalls],
  games: [games, gamesCalls],
  giveUp: [giveUp, giveUpCalls],
  health: [health, healthCalls],
  system: [system, systemCalls],
  wallet: [wallet, walletCalls],
  accounts: [accounts, accountsCalls],
  agent: [agent, agentCalls],
  chat: [chat, chatCalls],
  feedback: [feedback, feedbackCalls],
  help: [help, helpCalls],
  inbox: [inbox, inboxCalls],
  lucky: [lucky, luckyCalls],
  missions: [missions, missionsCalls],
  operator: [operator, operatorCalls],
  payments: [payments, paymentsCalls],
  points: [points, pointsCalls],
  rebate: [rebate, rebateCalls],
  records: [records, recordsCalls],
  redEnvelopes: [redEnvelopes, redEnvelopesCalls],
  referral: [referral, referralCalls],
  rewardCentre: [rewardCentre, rewardCentreCalls],
  rewards: [rewards, rewardsCalls],
  security: [security, securityCalls],
  staff: [staff, staffCalls],
  transfers: [transfers, transferCalls],
  verification: [verification, verificationCalls],
  vip: [vip, vipCalls],
  house: [house, houseCalls],
} as const;

const endpointsOf = (module: object) =>
  Object.entries(module).filter((e): e is [string, Endpoint] => typeof e[1] === 'object' && e[0] !== 'raw');
const rawOf = (module: object): [string, RawEndpoint][] =>
  Object.entries(('raw' in module ? module.raw : {}) as RawEndpoints);
const stringsOf = (module: object) =>
  Object.entries(module).filter((e): e is [string, string] => typeof e[1] === 'string');

describe('endpoints described once (decision 064)', () => {
  it('every call of a feature is its endpoint with schemas, and every endpoint has its call', () => {
    for (const [name, [module, calls]] of Object.entries(features)) {
      const endpoints = endpointsOf(module);
      expect(Object.keys(calls).sort(), name).toEqual(endpoints.map(([key]) => key).sort());
      for (const [key, endpoint] of endpoints) {
        const call = (calls as Record<string, { method: string; path: string; value: unknown }>)[key]!;
        expect({ method: call.method, path: call.path }, `${name}.${key}`).toEqual(endpoint);
        expect(call.value, `${name}.${key} has an answer schema`).toBeDefined();
      }
    }
  });

  it('no two calls, JSON or raw, share a method and path', () => {
    const seen = new Map<string, string>();
    for (const [name, [module]] of Object.entries(features))
      for (const [key, { method, path }] of [...endpointsOf(module), ...rawOf(module)]) {
        const line = `${method} ${path}`;
        expect(seen.get(line), line).toBeUndefined();
        seen.set(line, `${name}.${key}`);
        expect(path).toMatch(/^\/((wps|ops|lgw|files)\/[A-Za-z0-9/{}_.-]+|healthz|readyz|ping\.json)$/);
      }
  });

  // Decision 081: uploads, images, streams and multipart forms are described too (method, path,
  // what the body and the answer carry), and their path is the module's string export both sides use.
  it('every path string of a module is a prefix of its calls or the path of a raw call it describes', () => {
    for (const [name, [module]] of Object.entries(features)) {
      const raw = rawOf(module);
      const paths = [...endpointsOf(module), ...raw].map(([, e]) => e.path);
      for (const [key, value] of stringsOf(module))
        expect(
          paths.some((p) => p.startsWith(value)),
          `${name}.${key} (${value}) is neither a prefix of a call nor described in ${name}.raw`,
        ).toBe(true);
      const strings = stringsOf(module).map(([, v]) => v);
      for (const [key, { path, about }] of raw) {
        expect(strings, `${name}.raw.${key}: its path is a string export of the module`).toContain(path);
        expect(about.length, `${name}.raw.${key} says what it carries`).toBeGreaterThan(10);
      }
    }
  });
});
