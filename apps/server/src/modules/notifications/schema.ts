import { NOTIFICATION_KINDS } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredId, serialId, timestamptz } from '../../db/columns';
import { users } from '../auth/schema';

/**
 * What a player is told about, kept 90 days. `data` holds what the text needs (amounts as decimal
 * strings, names), written in the transaction of the event itself. `event_key` names that event
 * (`limit_raised:<change id>`, `pause_ended:…`) where it could be seen twice: the unique index makes a
 * second insert of it do nothing. Null where the event itself happens once (a bet leaving pending).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: requiredId('user_id', () => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    data: jsonb('data').notNull(),
    eventKey: varchar('event_key', { length: 120 }),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    // The bell's page: a player's newest first.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count reads only the unread.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_event_key')
      .on(t.eventKey)
      .where(sql`${t.eventKey} is not null`),
    // The 90-day purge: rows arrive in time order, so a BRIN index finds the old ones for almost no upkeep.
    index('notifications_created_brin').using('brin', t.createdAt),
    check('notifications_kind_check', sql.raw(`kind in (${NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
  ],
);
