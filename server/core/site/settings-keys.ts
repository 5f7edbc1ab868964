import { z } from 'zod';
import { SiteResources } from '../../../contract/system/schemas';

/** Keys of the `settings` table and the shape of each value, parsed on every read. */
export const settingShapes = {
  'site.maintenance': z.object({
    on: z.boolean(),
    until: z.string().datetime({ offset: true }).nullable(),
    info: z.string().nullable(),
  }),
  'site.resources': SiteResources,
  'site.info': z.object({
    mainDomain: z.string(),
    gtagId: z.string().nullable(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    hasFreePlay: z.boolean(),
    showVerCodeLogin: z.boolean(),
    pwdEnabled: z.boolean(),
  }),
} as const;

export type SettingKey = keyof typeof settingShapes;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingShapes)[K]>;

export type Maintenance = SettingValue<'site.maintenance'>;
export const maintenanceOff: Maintenance = { on: false, until: null, info: null };
