import type net from 'node:net';
import type { Db } from '../../db/client';
import { regionBlocks } from '../../db/schema';
import { Cached } from '../storage/cached';
import { buildBlockList, isBlocked } from '../limits/ip-rules';
import type { SiteStatusCode } from '../../../contract/system/schemas';
import { readSetting } from './read-setting';
import { maintenanceOff, type Maintenance } from './settings-keys';

export type SiteGate = { status: SiteStatusCode; maintenance: Maintenance; blocked: boolean };

type State = {
  maintenance: Maintenance;
  blocks: net.BlockList;
  empty: boolean;
  verdicts: Map<string, boolean>;
};

/** Verdicts kept per loaded state: a few thousand visitors' addresses, then it starts over. */
const MAX_VERDICTS = 10_000;

/**
 * Maintenance and region blocks, read on every request, so they are held in memory and
 * dropped when a change is published (see core/storage/changes.ts).
 */
export class SiteState {
  private readonly state: Cached<State>;

  constructor(db: Db) {
    this.state = new Cached(async () => {
      const [maintenance, rules] = await Promise.all([
        readSetting(db, 'site.maintenance'),
        db.select({ cidr: regionBlocks.cidr }).from(regionBlocks),
      ]);
      return {
        maintenance: maintenance ?? maintenanceOff,
        blocks: buildBlockList(rules.map((r) => r.cidr)),
        empty: rules.length === 0,
        verdicts: new Map(),
      };
    }, 5_000);
  }

  /** A blocked visitor sees the block page even during maintenance: they cannot use the site either way. */
  async gateFor(ip: string): Promise<SiteGate> {
    return gateOf(await this.state.get(), ip);
  }

  /**
   * The gate from the state in memory, or undefined when it must first be (re)loaded (a change
   * was published). The lanes ask on every request: at the state's age (the backstop for a lost
   * notification) it is reloaded behind them instead of sending every request to the app until
   * the reload is back (ADR 079).
   */
  gateNow(ip: string): SiteGate | undefined {
    const state = this.state.peekRefreshing();
    return state && gateOf(state, ip);
  }

  invalidate() {
    this.state.invalidate();
  }
}

/**
 * A BlockList check builds a SocketAddress per call (a tenth of a small lobby call's time in the
 * profile), so a visitor's verdict is kept with the state it was taken from, and dropped with it.
 */
function gateOf(state: State, ip: string): SiteGate {
  let blocked = state.empty ? false : state.verdicts.get(ip);
  if (blocked === undefined) {
    blocked = isBlocked(state.blocks, ip);
    if (state.verdicts.size >= MAX_VERDICTS) state.verdicts.clear();
    state.verdicts.set(ip, blocked);
  }
  const status: SiteStatusCode = blocked ? 2 : state.maintenance.on ? 1 : 0;
  return { status, maintenance: state.maintenance, blocked };
}
