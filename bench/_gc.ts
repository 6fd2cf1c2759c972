import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../apps/server/src/db/connect';
import { users } from '../apps/server/src/db/schema';
import { createRace } from '../apps/server/src/test/race-fixtures';
const database = await connectDatabase({ databaseUrl: 'memory://', dataDir: '/tmp' });
await database.migrate();
const { db } = database;
const { race, entries } = await createRace(db, { runners: 10, scheduledTime: new Date(Date.now() + 3 * 3600e3) });
const created = await db
  .insert(users)
  .values(
    Array.from({ length: 200 }, (_, i) => ({
      username: `u${i}x`,
      email: `u${i}@x.y`,
      password: 'x',
      status: 'approved' as const,
      balance: '100000.00',
    })),
  )
  .returning({ id: users.id });
const odds = Math.round(Number(entries[0]!.currentOdds) * 100);
let n = 0;
const t0 = performance.now();
const dl = t0 + 4000;
await Promise.all(
  created.map(async (u) => {
    while (performance.now() < dl) {
      await db.execute(
        sql`select * from place_race_bet(${randomUUID()}::uuid,${u.id}::int,${race.id}::int,${entries[0]!.id}::int,'win',100::bigint,${odds}::int,25000000::bigint,null,'x',now())`,
      );
      n++;
    }
  }),
);
console.log(process.env.GALOPE_GROUP_COMMIT ?? 'on', (n / ((performance.now() - t0) / 1000)).toFixed(0), '/s');
await database.close();
