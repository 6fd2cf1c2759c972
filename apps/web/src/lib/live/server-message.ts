import { type TServerMessage, ZServerMessageSchema } from '@galope/contracts';

export type ParsedFrame = { message: TServerMessage } | { problem: string };

/**
 * A live socket frame (already JSON), or why it is not one. A module of its own, loaded when the socket
 * opens after the first screen (lib/live/live-socket-provider.tsx): the schemas of every frame (races,
 * fixtures, the cashier's requests) were built in the evaluation of the first download, a task a
 * phone's first screen waited behind (decision 021).
 */
export function parseServerMessage(json: unknown): ParsedFrame {
  const parsed = ZServerMessageSchema.safeParse(json);
  return parsed.success ? { message: parsed.data } : { problem: parsed.error.issues[0]?.message ?? 'not a frame' };
}
