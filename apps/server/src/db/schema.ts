/*
 * Every entity of both spec documents (§3). Money is numeric(12,2) and odds numeric(8,2); Drizzle
 * hands both to TypeScript as strings, which the services turn into integer cents.
 * Timestamps are `timestamp with time zone`, stored in UTC.
 */

export * from '../modules/auth/schema';
export * from '../modules/users/schema';
export * from '../modules/protection/schema';
export * from '../modules/audit/schema';
export * from '../modules/racing/schema';
export * from '../modules/sports/schema';
export * from '../modules/cashier/schema';
export * from '../modules/betting/schema';
export * from '../modules/wallet/schema';
export * from '../modules/slider/schema';
export * from '../modules/settings/schema';
export * from '../modules/simulator/schema';
export * from '../modules/datasources/schema';
export * from '../modules/tote/schema';
export * from '../modules/notifications/schema';
export * from '../modules/search/schema';
