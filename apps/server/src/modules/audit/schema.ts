import { bigserial, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredId } from '../../db/columns';
import { users } from '../auth/schema';

/** Every administrative action, for super administrators to read. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminUserId: requiredId('admin_user_id', () => users.id),
    action: varchar('action', { length: 50 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 100 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_admin_idx').on(t.adminUserId, t.createdAt)],
);
