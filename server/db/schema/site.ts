import { type AnyPgColumn, boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';

/** Operator settings (maintenance, site resources, seed marker), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAtColumn(),
});

/** Blocked visitor addresses: a single IP or a CIDR range, v4 or v6. */
export const regionBlocks = pgTable('region_blocks', {
  cidr: text('cidr').primaryKey(),
  createdAt: createdAtColumn(),
});

export const whitelabelNodes = pgTable('whitelabel_nodes', {
  modId: text('mod_id').primaryKey(),
  parentModId: text('parent_mod_id').references((): AnyPgColumn => whitelabelNodes.modId),
  enabled: boolean('enabled').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const registerFields = pgTable('register_fields', {
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  min: integer('min').notNull(),
  max: integer('max').notNull(),
  pattern: text('pattern').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const domainLines = pgTable('domain_lines', {
  id: serial('id').primaryKey(),
  domainName: text('domain_name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
});
