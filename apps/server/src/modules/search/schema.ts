import { SEARCH_KINDS } from '@galope/contracts';
import { index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const searchKind = pgEnum('search_kind', SEARCH_KINDS);

/**
 * Every word of every searchable name, folded (lower case, Latin accents removed), one row per word:
 * a prefix of any word is then a range of one btree index (`word LIKE 'jos%'`), on the embedded
 * database and on PostgreSQL alike, where a scan of the names would not be. Triggers on the named
 * tables keep it (migration 0016), so nothing that writes a horse or a race has to remember it.
 */
export const searchWords = pgTable(
  'search_words',
  {
    kind: searchKind('kind').notNull(),
    refId: integer('ref_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId, t.word] }),
    index('search_words_prefix_idx').on(t.kind, t.word.op('text_pattern_ops')),
  ],
);
