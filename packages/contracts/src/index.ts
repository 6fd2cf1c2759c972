export * from './zod-config';
export * from './enums';
export * from './money';
export * from './messages';
export * from './errors';
export * from './auth';
export * from './odds';
