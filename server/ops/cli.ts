/**
 * Operator commands against the platform's database (the running server hears each change at
 * once through LISTEN/NOTIFY):
 *   npm run ops -- maintenance on [--until ISO-TIME] [--info TEXT]
 *   npm run ops -- maintenance off | status
 *   npm run ops -- region block <ip-or-cidr> | unblock <ip-or-cidr> | list
 *   npm run ops -- flag <MODID> on|off
 *   npm run ops -- register-field <field> [--enabled on|off] [--required on|off] [--min N] [--max N] [--pattern ID]
 *   npm run ops -- deposit|withdrawal|balance|operator-key ... (cashier.ts)
 *   npm run ops -- campaign ... (campaign.ts)
 *   npm run ops -- rebate-rate ... (rebate.ts)
 *   npm run ops -- points ... (points.ts)
 *   npm run ops -- missions ... (missions.ts)
 *   npm run ops -- red-envelope ... (red-envelope.ts)
 *   npm run ops -- referrals [--all] (referral.ts)
 *   npm run ops -- key create <name> --role R | audit verify | staff demo-code (staff.ts)
 */
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadConfig } from '../core/context/config';
import { runAsCommand, type Command } from './command';
import { withOpsDatabase } from '../db/ops-connect';
import { maintenanceOffCommand, maintenanceOn, maintenanceStatus } from './maintenance';
import { regionBlock, regionList, regionUnblock } from './region';
import { setFlag, setRegisterField } from './site-config';
import { CASHIER_USAGE, cashierGroups, parseCashierCommand } from './cashier';
import { CONTENT_USAGE, contentGroups, parseContentCommand } from './content';
import { CAMPAIGN_USAGE, parseCampaignCommand } from './campaign';
import { REBATE_USAGE, parseRebateCommand } from './rebate';
import { POINTS_USAGE, parsePointsCommand } from './points';
import { MISSIONS_USAGE, parseMissionsCommand } from './missions';
import { RED_ENVELOPE_USAGE, parseRedEnvelopeCommand } from './red-envelope';
import { REFERRAL_USAGE, parseReferralCommand } from './referral';
import { STAFF_USAGE, parseStaffCommand, staffGroups } from './staff';

const USAGE = `Usage: npm run ops -- <command>
  maintenance on [--until ISO-TIME] [--info TEXT]   switch maintenance on
  maintenance off                                   switch maintenance off
  maintenance status                                show the maintenance setting
  region block <ip-or-cidr>                         refuse a visitor address or range
  region unblock <ip-or-cidr>                       lift a block
  region list                                       list blocked addresses
  flag <MODID> on|off                               switch a whitelabel flag (e.g. MOBILENUMREG3)
  register-field <field> [--enabled on|off] [--required on|off] [--min N] [--max N] [--pattern ID]
                                                    change a registration field rule
${CASHIER_USAGE}
${CONTENT_USAGE}
${CAMPAIGN_USAGE}
${REBATE_USAGE}
${POINTS_USAGE}
${MISSIONS_USAGE}
${RED_ENVELOPE_USAGE}
${REFERRAL_USAGE}
${STAFF_USAGE}`;

/** Groups that take their own options (--terms, --period, ...): they parse the words after their name. */
const ownOptionGroups: Record<string, (argv: string[]) => Command | string> = {
  campaign: parseCampaignCommand,
  missions: parseMissionsCommand,
  'red-envelope': parseRedEnvelopeCommand,
  'rebate-rate': parseRebateCommand,
};

/** A usage error comes with the whole usage. */
const withUsage = (command: Command | string) =>
  typeof command === 'string' ? `${command}\n${USAGE}` : command;

export function parseCommand(argv: string[]): Command | string {
  const [first = ''] = argv;
  const parseOwn = Object.hasOwn(ownOptionGroups, first) ? ownOptionGroups[first] : undefined;
  if (parseOwn) return withUsage(parseOwn(argv.slice(1)));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      until: { type: 'string' },
      info: { type: 'string' },
      enabled: { type: 'string' },
      required: { type: 'string' },
      min: { type: 'string' },
      max: { type: 'string' },
      pattern: { type: 'string' },
      reason: { type: 'string' },
      kind: { type: 'string' },
      all: { type: 'boolean' },
      disputed: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      section: { type: 'string' },
      sort: { type: 'string' },
      title: { type: 'string' },
      'title-en': { type: 'string' },
      body: { type: 'string' },
      'body-en': { type: 'string' },
      text: { type: 'string' },
      role: { type: 'string' },
    },
  });
  const [group, action, arg, extra] = positionals;
  if (values.help || !group) return USAGE;
  if (cashierGroups.has(group)) return withUsage(parseCashierCommand(positionals, values));
  if (contentGroups.has(group)) return withUsage(parseContentCommand(positionals, values));
  if (group === 'points') return withUsage(parsePointsCommand(positionals, values));
  if (group === 'referrals') return withUsage(parseReferralCommand(positionals, values));
  if (staffGroups.has(group)) return withUsage(parseStaffCommand(positionals, values));
  if (extra !== undefined) return `Too many arguments.\n${USAGE}`;
  const {
    help: _help,
    until,
    info,
    reason: _r,
    kind: _k,
    all: _a,
    disputed: _d,
    section: _s,
    sort: _o,
    title: _t,
    'title-en': _te,
    body: _b,
    'body-en': _be,
    text: _x,
    role: _role,
    ...fieldOptions
  } = values;
  const noFieldOptions = Object.values(fieldOptions).every((v) => v === undefined);
  const noOptions = until === undefined && info === undefined && noFieldOptions;
  if (group === 'register-field' && until === undefined && info === undefined) {
    if (!action || arg !== undefined) return `register-field takes one field name.\n${USAGE}`;
    return (db) => setRegisterField(db, action, fieldOptions);
  }
  if (group === 'flag' && noOptions) {
    if (!action || !arg) return `flag needs a MODID and on or off.\n${USAGE}`;
    return (db) => setFlag(db, action, arg);
  }
  if (group === 'maintenance') {
    if (arg !== undefined) return `maintenance ${action} takes no argument.\n${USAGE}`;
    if (action === 'on' && noFieldOptions) return (db) => maintenanceOn(db, { until, info });
    if (!noOptions) return `--until and --info go with 'maintenance on'.\n${USAGE}`;
    if (action === 'off') return maintenanceOffCommand;
    if (action === 'status') return maintenanceStatus;
  }
  if (group === 'region' && noOptions) {
    if (action === 'list' && arg === undefined) return regionList;
    if ((action === 'block' || action === 'unblock') && arg === undefined)
      return `region ${action} needs an IP or CIDR.\n${USAGE}`;
    if (action === 'block') return (db) => regionBlock(db, arg!);
    if (action === 'unblock') return (db) => regionUnblock(db, arg!);
  }
  return `Unknown command: ${positionals.join(' ')}\n${USAGE}`;
}

async function main() {
  let command: Command | string;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (typeof command === 'string') {
    const isHelp = command === USAGE;
    (isHelp ? console.log : console.error)(command);
    return isHelp ? 0 : 2;
  }
  return withOpsDatabase(loadConfig(), async (database) => {
    try {
      console.log(await command(database));
      return 0;
    } catch (err) {
      console.error(
        err instanceof ZodError ? err.issues.map((i) => i.message).join('; ') : (err as Error).message,
      );
      return 2;
    }
  });
}

runAsCommand(import.meta.url, main);
