import { describe, expect, it } from 'vitest';
import { accountsCalls } from './accounts/calls';
import { agentCalls } from './agent/calls';
import { chatCalls } from './chat/calls';
import type { Endpoint, RawEndpoint, RawEndpoints } from './endpoint';
import * as announcements from './announcements/endpoints';
import { announcementsCalls } from './announcements/calls';
import * as games from './games/endpoints';
import { gamesCalls } from './games/calls';
import * as giveUp from './give-up/endpoints';
import { giveUpCalls } from './give-up/calls';
import * as health from './health/endpoints';
import { healthCalls } from './health/calls';
import * as system from './system/endpoints';
import { systemCalls } from './system/calls';
import * as wallet from './wallet/endpoints';
import { walletCalls } from './wallet/calls';
import * as accounts from './accounts/endpoints';
import * as house from './house/endpoints';
import { houseCalls } from './house/calls';
import * as agent from './agent/endpoints';
import * as chat from './chat/endpoints';
import * as feedback from './feedback/endpoints';
import * as help from './help/endpoints';
import * as inbox from './inbox/endpoints';
import * as lucky from './lucky/endpoints';
import * as missions from './missions/endpoints';
import * as operator from './operator/endpoints';
import * as payments from './payments/endpoints';
import * as points from './points/endpoints';
import * as rebate from './rebate/endpoints';
import * as records from './records/endpoints';
import * as redEnvelopes from './red-envelopes/endpoints';
import * as referral from './referral/endpoints';
import * as rewardCentre from './reward-centre/endpoints';
import * as rewards from './rewards/endpoints';
import * as security from './security/endpoints';
import * as transfers from './transfers/endpoints';
import * as verification from './verification/endpoints';
import * as vip from './vip/endpoints';
import { feedbackCalls } from './feedback/calls';
import { helpCalls } from './help/calls';
import { inboxCalls } from './inbox/calls';
import { luckyCalls } from './lucky/calls';
import { missionsCalls } from './missions/calls';
import { operatorCalls } from './operator/calls';
import { paymentsCalls } from './payments/calls';
import { pointsCalls } from './points/calls';
import { rebateCalls } from './rebate/calls';
import { recordsCalls } from './records/calls';
import { redEnvelopesCalls } from './red-envelopes/calls';
import { referralCalls } from './referral/calls';
import { rewardCentreCalls } from './reward-centre/calls';
import { rewardsCalls } from './rewards/calls';
import { securityCalls } from './security/calls';
import { transferCalls } from './transfers/calls';
import { verificationCalls } from './verification/calls';
import { vipCalls } from './vip/calls';
import * as staff from './staff/endpoints';
import { staffCalls } from './staff/calls';

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
