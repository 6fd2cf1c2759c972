import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { app, useTestApp } from '../test/use-test-app';
import { connectDatabase, type Db } from './connect';
import { type ModuleSqlFile, readModuleSql } from './module-sql';
import { queryRows } from './query-rows';

// The restart test creates an embedded database on disk and migrates it twice.
vi.setConfig({ testTimeout: 120_000 });
useTestApp();

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const files = readModuleSql();
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** What a file's function runs: the text between its dollar quotes. */
const bodyOf = (file: ModuleSqlFile) =>
  squash(file.text.slice(file.text.indexOf('$$') + 2, file.text.lastIndexOf('$$')));

async function definitionsIn(db: Db) {
  const rows = await queryRows<{ name: string; body: string }>(
    db,
    sql`select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema()`,
  );
  return new Map(
    files.map((file) => [file.name, rows.filter((row) => row.name === file.name).map((row) => squash(row.body))]),
  );
}

/** A body the file never had, with the same signature: what an older release left in the database. */
const oldBody = (file: ModuleSqlFile) => file.text.slice(0, file.text.indexOf('$$')) + '$$ BEGIN RETURN; END $$;';

describe("the modules' SQL functions", () => {
  it('are in the database exactly as their files say, one version each', async () => {
    expect(files.map((file) => `${file.module}/${file.name}`)).toEqual(
      expect.arrayContaining([
        'betting/place_race_bet',
        'betting/place_sport_bet',
        'protection/player_protection_refusal',
      ]),
    );
    const definitions = await definitionsIn(app.database.db);
    for (const file of files) expect(definitions.get(file.name), file.name).toEqual([bodyOf(file)]);
  });

  it('replace an older body when the server starts again on an existing database', async () => {
    const placeRaceBet = files.find((file) => file.name === 'place_race_bet')!;
    const postgresUrl = app.database.kind === 'postgres' ? app.config.databaseUrl : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'galope-module-sql-'));
    folders.push(dataDir);
    const open = () => connectDatabase({ databaseUrl: postgresUrl, dataDir });

    const before = await open();
    await before.migrate();
    await before.db.execute(sql.raw(oldBody(placeRaceBet)));
    expect((await definitionsIn(before.db)).get('place_race_bet')).toEqual(['BEGIN RETURN; END']);
    await before.close();

    const after = await open();
    try {
      await after.migrate();
      expect((await definitionsIn(after.db)).get('place_race_bet')).toEqual([bodyOf(placeRaceBet)]);
    } finally {
      await after.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'are applied by two instances starting at once without either failing',
    async () => {
      const instances = await Promise.all(
        [1, 2].map(() => connectDatabase({ databaseUrl: app.config.databaseUrl, dataDir: '' })),
      );
      try {
        await Promise.all(instances.map((instance) => instance.migrate()));
        const definitions = await definitionsIn(instances[0]!.db);
        for (const file of files) expect(definitions.get(file.name), file.name).toEqual([bodyOf(file)]);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    },
  );
});
