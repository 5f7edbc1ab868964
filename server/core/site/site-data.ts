import { asc } from 'drizzle-orm';
import type {
  CustomerServiceEntry,
  RegisterSetting,
  SiteResources,
  WhitelabelNode,
} from '../../../contract/system/schemas';
import { PatternId } from '../../../contract/system/schemas';
import type { Db } from '../../db/client';
import { customerService, domainLines, registerFields, whitelabelNodes } from '../../db/schema';
import { Cached } from '../storage/cached';
import type { ChangeHub } from '../storage/change-hub';
import { readSetting } from './read-setting';
import type { SettingValue } from './settings-keys';

/**
 * The site's configuration as the system calls serve it: read from the database once, kept in
 * memory, dropped on a 'site' change.
 */
export class SiteData {
  readonly whitelabel: Cached<WhitelabelNode[]>;
  readonly register: Cached<RegisterSetting>;
  readonly domainNames: Cached<string[]>;
  readonly customerService: Cached<CustomerServiceEntry[]>;
  readonly resources: Cached<SiteResources>;
  readonly info: Cached<SettingValue<'site.info'>>;

  constructor(db: Db, changes: ChangeHub) {
    this.whitelabel = new Cached(() => loadWhitelabel(db));
    this.info = new Cached(async () => required('site.info', await readSetting(db, 'site.info')));
    this.resources = new Cached(async () =>
      required('site.resources', await readSetting(db, 'site.resources')),
    );
    this.register = new Cached(() => loadRegister(db, this.info, this.whitelabel));
    this.domainNames = new Cached(async () => {
      const rows = await db
        .select()
        .from(domainLines)
        .orderBy(asc(domainLines.sort), asc(domainLines.id))
        .limit(5);
      return rows.map((r) => r.domainName);
    });
    this.customerService = new Cached(async () => {
      const rows = await db
        .select()
        .from(customerService)
        .orderBy(asc(customerService.sort), asc(customerService.id));
      return rows.map((r) => ({ csType: r.csType, path: r.path }));
    });
    changes.on('site', () => {
      for (const c of [
        this.whitelabel,
        this.info,
        this.resources,
        this.register,
        this.domainNames,
        this.customerService,
      ])
        c.invalidate();
    });
  }
}

function required<T>(key: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`setting ${key} is missing: was the database seeded?`);
  return value;
}

async function loadWhitelabel(db: Db): Promise<WhitelabelNode[]> {
  const rows = await db
    .select()
    .from(whitelabelNodes)
    .orderBy(asc(whitelabelNodes.sort), asc(whitelabelNodes.modId));
  const byParent = new Map<string | null, typeof rows>();
  for (const r of rows) byParent.set(r.parentModId, [...(byParent.get(r.parentModId) ?? []), r]);
  const build = (parent: string | null): WhitelabelNode[] =>
    (byParent.get(parent) ?? []).map((r) => ({
      modId: r.modId,
      enabled: r.enabled ? '1' : '0',
      childrenNodes: build(r.modId),
    }));
  return build(null);
}

/** True when a whitelabel flag is switched on anywhere in the tree. */
export function flagOn(nodes: WhitelabelNode[], modId: string): boolean {
  for (const n of nodes) {
    if (n.modId === modId) return n.enabled === '1';
    if (flagOn(n.childrenNodes, modId)) return true;
  }
  return false;
}

async function loadRegister(
  db: Db,
  info: Cached<SettingValue<'site.info'>>,
  whitelabel: Cached<WhitelabelNode[]>,
): Promise<RegisterSetting> {
  const [rows, site, tree] = await Promise.all([
    db.select().from(registerFields).orderBy(asc(registerFields.sort), asc(registerFields.field)),
    info.get(),
    whitelabel.get(),
  ]);
  const validate: RegisterSetting['validate'] = {};
  for (const r of rows) {
    validate[r.field] = {
      enabled: r.enabled,
      required: r.required,
      min: r.min,
      max: r.max,
      pattern: PatternId.parse(r.pattern),
    };
  }
  return {
    hasFreePlay: site.hasFreePlay,
    showVerCodeLogin: site.showVerCodeLogin,
    pwdEnabled: site.pwdEnabled,
    mobileReg: flagOn(tree, 'MOBILENUMREG3'),
    validate,
  };
}
