import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PatternId } from '../../contract/system/schemas';
import type { Database } from '../db/client';
import { registerFields, whitelabelNodes } from '../db/schema';
import { publishChange } from '../core/storage/changes';

const OnOff = z.enum(['on', 'off']).transform((v) => v === 'on');

export async function setFlag(database: Database, modId: string, state: string) {
  const enabled = OnOff.parse(state);
  const updated = await database.db
    .update(whitelabelNodes)
    .set({ enabled })
    .where(eq(whitelabelNodes.modId, modId))
    .returning({ modId: whitelabelNodes.modId });
  if (!updated.length) throw new Error(`no whitelabel flag ${modId}`);
  await publishChange(database.pool, 'site');
  return `${modId} is ${enabled ? 'on' : 'off'}.`;
}

const FieldChange = z
  .object({
    enabled: OnOff.optional(),
    required: OnOff.optional(),
    min: z.coerce.number().int().min(0).max(1000).optional(),
    max: z.coerce.number().int().min(1).max(1000).optional(),
    pattern: PatternId.optional(),
  })
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    'give at least one of --enabled --required --min --max --pattern',
  );

export async function setRegisterField(
  database: Database,
  field: string,
  options: Record<string, string | undefined>,
) {
  const change = FieldChange.parse(options);
  const [current] = await database.db.select().from(registerFields).where(eq(registerFields.field, field));
  if (!current) throw new Error(`no register field ${field}`);
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
  };
  if (next.min > next.max) throw new Error(`min ${next.min} is above max ${next.max}`);
  await database.db.update(registerFields).set(next).where(eq(registerFields.field, field));
  await publishChange(database.pool, 'site');
  const onOff = (b: boolean) => (b ? 'on' : 'off');
  return `${field}: enabled ${onOff(next.enabled)}, required ${onOff(next.required)}, ${next.min}-${next.max}, pattern ${next.pattern}.`;
}
