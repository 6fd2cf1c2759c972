import { type TToteTicketRequest, type TToteTicketResponse, ZToteTicketResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

export type PlaceToteTicketVariables = { body: TToteTicketRequest; idempotencyKey: string };

/**
 * POST /api/tote/tickets. The Idempotency-Key names this confirmation: sent again with the same key
 * and body, the server answers with the ticket it already took and never debits twice.
 */
export async function placeToteTicket({
  body,
  idempotencyKey,
}: PlaceToteTicketVariables): Promise<TToteTicketResponse> {
  return ZToteTicketResponseSchema.parse(
    await api.post<unknown>('/api/tote/tickets', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}
