import type net from 'node:net';
import type { Db } from '../../db/client';
import { regionBlocks } from '../../db/schema';
import { Cached } from '../../lib/cached';
import { buildBlockList, isBlocked } from '../../lib/ip-rules';
import type { SiteStatusCode } from '../../../contract/system';
import { readSetting } from './read-setting';
import { maintenanceOff, type Maintenance } from './settings-keys';

export type SiteGate = { status: SiteStatusCode; maintenance: Maintenance; blocked: boolean };

/**
 * Maintenance and region blocks, read on every request, so they are held in memory and
 * dropped when a change is published (see lib/changes.ts).
 */
export class SiteState {
  private readonly state: Cached<{ maintenance: Maintenance; blocks: net.BlockList }>;

  constructor(db: Db) {
    this.state = new Cached(async () => {
      const [maintenance, rules] = await Promise.all([
        readSetting(db, 'site.maintenance'),
        db.select({ cidr: regionBlocks.cidr }).from(regionBlocks),
      ]);
      return {
        maintenance: maintenance ?? maintenanceOff,
        blocks: buildBlockList(rules.map((r) => r.cidr)),
      };
    }, 5_000);
  }

  /** A blocked visitor sees the block page even during maintenance: they cannot use the site either way. */
  async gateFor(ip: string): Promise<SiteGate> {
    const { maintenance, blocks } = await this.state.get();
    const blocked = isBlocked(blocks, ip);
    const status: SiteStatusCode = blocked ? 2 : maintenance.on ? 1 : 0;
    return { status, maintenance, blocked };
  }

  invalidate() {
    this.state.invalidate();
  }
}
