import { parseCents } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, insertAccount, updateAccount } from '../modules/auth';
import { applyBalanceChange } from '../modules/wallet';
import type { Db } from './connect';
import { paymentMethods, siteSettings, sliderImages, users } from './schema';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  {
    username: 'superadmin',
    email: 'superadmin@galope.bet',
    role: 'super_admin',
    firstName: 'Sofía',
    lastName: 'Admin',
    dateOfBirth: '1979-03-14',
    balance: '0.00',
  },
  {
    username: 'admin',
    email: 'admin@galope.bet',
    role: 'admin',
    firstName: 'Andrés',
    lastName: 'Operador',
    dateOfBirth: '1986-09-02',
    balance: '0.00',
  },
  {
    username: 'jugador',
    email: 'jugador@galope.bet',
    role: 'user',
    firstName: 'Juan',
    lastName: 'Pérez',
    dateOfBirth: '1990-04-12',
    balance: '1000.00',
  },
] as const;
export const DEMO_WHATSAPP_NUMBER = '+52 55 1234 5678';
/** The cashier's demo methods: a bank transfer, cash at a store and a stablecoin. */
export const DEMO_PAYMENT_METHODS = [
  {
    name: 'Transferencia SPEI',
    nameEn: 'SPEI bank transfer',
    kind: 'both',
    instructions:
      'Transfiere a la CLABE 646180157000000004 (STP, a nombre de Galope Apuestas S.A. de C.V.) y escribe el código de tu solicitud en el concepto.',
    instructionsEn:
      'Transfer to CLABE 646180157000000004 (STP, in the name of Galope Apuestas S.A. de C.V.) and write your request’s code in the payment reference.',
    minAmount: '100.00',
    maxAmount: '50000.00',
    destinationFormat: 'clabe',
  },
  {
    name: 'Efectivo en tienda (OXXO)',
    nameEn: 'Cash at an OXXO store',
    kind: 'deposit',
    instructions:
      'Paga en cualquier OXXO a la tarjeta 4152 3138 0000 0000 y envía la foto del ticket con el código de tu solicitud.',
    instructionsEn:
      'Pay at any OXXO to card 4152 3138 0000 0000 and send a photo of the receipt with your request’s code.',
    minAmount: '50.00',
    maxAmount: '10000.00',
    destinationFormat: 'text',
  },
  {
    name: 'USDT (TRC-20)',
    nameEn: null,
    kind: 'both',
    instructions:
      'Envía USDT por la red TRON (TRC-20) a TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE. Solo USDT en TRC-20: otra red se pierde.',
    instructionsEn:
      'Send USDT on the TRON network (TRC-20) to TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE. Only USDT on TRC-20: any other network is lost.',
    minAmount: '200.00',
    maxAmount: '100000.00',
    destinationFormat: 'crypto_address',
  },
] as const;
/**
 * Banners shipped with the web app (apps/web/public/demo), at the slider's 1781×266, one set per
 * language: the text is drawn in the image, and the landing shows the reader's set.
 */
export const DEMO_SLIDES = [
  {
    locale: 'es',
    imageUrl: '/demo/slide-1.svg',
    title: 'Gran Premio del Domingo',
    subtitle: 'Las mejores carreras del fin de semana',
    linkUrl: '/betting',
    orderIndex: 0,
  },
  {
    locale: 'es',
    imageUrl: '/demo/slide-2.svg',
    title: 'Apuesta en vivo',
    subtitle: 'Cuotas que se mueven con cada carrera',
    linkUrl: '/home',
    orderIndex: 1,
  },
  {
    locale: 'es',
    imageUrl: '/demo/slide-3.svg',
    title: 'Fútbol, básquetbol y tenis',
    subtitle: 'Local, empate o visitante',
    linkUrl: '/sports',
    orderIndex: 2,
  },
  {
    locale: 'en',
    imageUrl: '/demo/slide-1-en.svg',
    title: 'Sunday Grand Prix',
    subtitle: 'The best races of the weekend',
    linkUrl: '/betting',
    orderIndex: 0,
  },
  {
    locale: 'en',
    imageUrl: '/demo/slide-2-en.svg',
    title: 'Bet in play',
    subtitle: 'Odds that move with every race',
    linkUrl: '/home',
    orderIndex: 1,
  },
  {
    locale: 'en',
    imageUrl: '/demo/slide-3-en.svg',
    title: 'Football, basketball and tennis',
    subtitle: 'Home, draw or away',
    linkUrl: '/sports',
    orderIndex: 2,
  },
] as const;

/** SUPERADMIN_USERNAME/PASSWORD: this account exists, is a super admin, approved, with this password. */
export async function ensureSuperAdmin(
  db: Db,
  account: { username: string; password: string },
  log: FastifyBaseLogger,
) {
  const password = await hashPassword(account.password);
  // Under the seeding lock: instances started together on a new database would otherwise both find no
  // account and both insert it, and the second would stop on the unique name.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username.toLowerCase()}`);
    if (existing) {
      await updateAccount(tx, existing.id, { role: 'super_admin', status: 'approved', password });
    } else {
      await insertAccount(tx, {
        username: account.username,
        email: `${account.username.toLowerCase()}@superadmin.local`,
        passwordHash: password,
        role: 'super_admin',
        status: 'approved',
      });
    }
  });
  log.info({ username: account.username }, 'super admin account ensured');
}

/** Any fixed number: the advisory lock that keeps two instances starting together from seeding twice. */
const SEED_LOCK_ID = 7_310_003;

/**
 * On a database never seeded only: the demo accounts the README lists, slider images and the contact
 * number. "Never seeded" means no account but, perhaps, the configured super admin, which an
 * earlier start may have created on its own.
 */
export async function seedDemoData(
  db: Db,
  log: FastifyBaseLogger,
  { superAdmin }: { superAdmin?: string } = {},
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .limit(2);
    const bootstrapOnly = superAdmin?.toLowerCase();
    if (existing.some((row) => row.username !== bootstrapOnly)) return false;

    const password = await hashPassword(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      // The configured super admin may carry a demo name; ensureSuperAdmin has the last word on it.
      if (existing.some((row) => row.username === account.username)) continue;
      const user = await insertAccount(tx, {
        username: account.username,
        email: account.email,
        passwordHash: password,
        role: account.role,
        status: 'approved',
        firstName: account.firstName,
        lastName: account.lastName,
        dateOfBirth: account.dateOfBirth,
      });
      const cents = parseCents(account.balance)!;
      if (cents > 0) {
        // The opening balance goes through the ledger like every other cent.
        await applyBalanceChange(tx, {
          userId: user.id,
          amountCents: cents,
          type: 'deposit',
          text: { code: 'demo_opening_balance', params: {} },
        });
      }
    }
    await tx
      .insert(siteSettings)
      .values({
        settingKey: 'whatsapp_number',
        settingValue: DEMO_WHATSAPP_NUMBER,
        settingType: 'text',
        description: 'Número de WhatsApp de contacto',
      })
      .onConflictDoNothing();
    await tx.insert(sliderImages).values(DEMO_SLIDES.map((slide) => ({ ...slide })));
    await tx.insert(paymentMethods).values(DEMO_PAYMENT_METHODS.map((method) => ({ ...method })));
    return true;
  });
  if (!seeded) return false;
  log.info(
    { accounts: DEMO_ACCOUNTS.map(({ username, role }) => `${username} (${role})`), demoPassword: DEMO_PASSWORD },
    `demo accounts ready: ${DEMO_ACCOUNTS.map((account) => account.username).join(', ')} — password ${DEMO_PASSWORD}`,
  );
  return true;
}
