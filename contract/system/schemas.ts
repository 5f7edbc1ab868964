import { z } from 'zod';
import { envelope } from '../envelope';

/** 0 normal, 1 maintenance, 2 region-restricted (spec section 4). */
export const SiteStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SiteStatusCode = z.infer<typeof SiteStatusCode>;
/** The three codes by name, for the code that acts on them. */
export const siteStatus = { open: 0, maintenance: 1, restricted: 2 } as const satisfies Record<
  string,
  SiteStatusCode
>;

export const SystemStatus = z
  .object({
    status: SiteStatusCode,
    /** ISO time maintenance is planned to end, when the operator gave one. */
    endTime: z.string().nullable(),
    /** Operator's maintenance note, when given. */
    info: z.string().nullable(),
    /** The visitor's IP as the server sees it (shown on the block page). */
    ip: z.string(),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof SystemStatus>;
export const SystemStatusResponse = envelope(SystemStatus);

export type WhitelabelNode = {
  modId: string;
  /** '1' on, '0' off. */
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};
export const WhitelabelNode: z.ZodType<WhitelabelNode> = z
  .object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    get childrenNodes() {
      return z.array(WhitelabelNode);
    },
  })
  .meta({ id: 'WhitelabelNode' });
const Whitelabel = z.array(WhitelabelNode);
export const WhitelabelResponse = envelope(Whitelabel);

/** Whitelabel flags of spec section 3. */
export const whitelabelFlags = [
  'AGENTPOLICY3',
  'MANPLAYREB3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'USERNAMEREG3',
  'CHNGPASSVERIF3',
  /** VIP levels (hasVip): the playerRank tab and the VIP entries (decision 044). */
  'VIP3',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];

/**
 * Pattern ids for field rules (spec section 5). '*' means any text. The rules themselves live
 * in contract/patterns.ts (accounts feature) and are shared by server and client.
 */
export const patternIds = [
  '*',
  'LENGTH',
  'LETTER_FIRST_ALNUM',
  'CHINESE_DIGITS',
  'EMAIL',
  'ALNUM',
  'ALNUM_MIXED',
  'DIGITS',
  'ALNUM_UPPER',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCT',
  'DATE_YMD',
  'DATE_MDY',
  'LETTERS_SINGLE_SPACES',
  'KOREAN',
  'THAI',
  'THAI_EN_SPACES',
  'UPPER_SPACES',
  'ALNUM_SYMBOLS',
  'STRONG_PASSWORD',
  'FULL_NAME',
  'JAPANESE',
  'UPPER_NO_SPACES',
] as const;
export const PatternId = z.enum(patternIds).meta({ id: 'PatternId' });
export type PatternId = z.infer<typeof PatternId>;

export const FieldRule = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    min: z.number().int().nonnegative(),
    max: z.number().int().positive(),
    pattern: PatternId,
  })
  .meta({ id: 'FieldRule' });
export type FieldRule = z.infer<typeof FieldRule>;

/** Login page info (spec section 3) plus the register field rules. */
export const RegisterSetting = z
  .object({
    hasFreePlay: z.boolean(),
    showVerCodeLogin: z.boolean(),
    pwdEnabled: z.boolean(),
    mobileReg: z.boolean(),
    validate: z.record(z.string(), FieldRule),
  })
  .meta({ id: 'RegisterSetting' });
export type RegisterSetting = z.infer<typeof RegisterSetting>;
export const RegisterSettingResponse = envelope(RegisterSetting);

export const DomainLine = z
  .object({
    domainName: z.string(),
    /** The origin to call for this line, built from the request's scheme and port. */
    url: z.string(),
  })
  .meta({ id: 'DomainLine' });
export type DomainLine = z.infer<typeof DomainLine>;
export const DomainRoute = z.object({ domainList: z.array(DomainLine).max(5) }).meta({ id: 'DomainRoute' });
/** The speed test's device (0 web, 1 and 2 the apps); not used to choose the lines. */
export const DomainRouteQuery = z.object({ device: z.enum(['0', '1', '2']).optional() });

export const CustomerServiceEntry = z
  .object({ csType: z.string(), path: z.string() })
  .meta({ id: 'CustomerServiceEntry' });
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

export const SiteResources = z
  .object({
    telegram: z.string().nullable(),
    facebook: z.string().nullable(),
    iosDownload: z.string().nullable(),
    androidDownload: z.string().nullable(),
    licence: z.string(),
    currencySymbol: z.string(),
    currency: z.string(),
    timeZone: z.string(),
  })
  .meta({ id: 'SiteResources' });
export type SiteResources = z.infer<typeof SiteResources>;

export const Permission = z
  .object({
    info: z.object({
      customerService: z.array(CustomerServiceEntry),
      domainRoute: z.array(DomainLine),
      resources: SiteResources,
      whitelabel: z.array(WhitelabelNode),
      register: RegisterSetting,
      mainDomain: z.string(),
      analytics: z.object({ gtagId: z.string().nullable() }),
      imageCDNs: z.array(z.string()),
      launchGameCDNs: z.array(z.string()),
    }),
    location: z.object({ ip: z.string() }),
    maintenance: z.object({
      status: z.boolean(),
      endTime: z.string().nullable(),
      info: z.string().nullable(),
    }),
    regionRestriction: z.object({ restricted: z.boolean(), ip: z.string() }),
  })
  .meta({ id: 'Permission' });
export type Permission = z.infer<typeof Permission>;
export const PermissionResponse = envelope(Permission);

/** The site's calls (paths in contract/system/endpoints.ts, decision 064). */
export const systemSchemas = {
  status: { value: SystemStatus },
  permission: { value: Permission },
  whitelabel: { value: Whitelabel },
  domainRoute: { query: DomainRouteQuery, value: DomainRoute },
};
export type SystemSchemas = typeof systemSchemas;
