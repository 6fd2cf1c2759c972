import { customType, integer, numeric, type ReferenceConfig, serial, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every module's tables share: money and odds as exact numerics, UTC timestamps. */

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const odds = (name: string) => numeric(name, { precision: 8, scale: 2 });
/** The `id serial primary key` most tables start with. */
export const serialId = () => serial('id').primaryKey();
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** A required integer foreign key: the row belongs to `target`'s row, whatever module owns that table. */
export const requiredId = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands a bytea back as a Uint8Array, node-postgres as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
