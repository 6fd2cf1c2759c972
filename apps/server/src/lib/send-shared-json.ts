import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What @fastify/compress leaves alone too (app.ts): small bodies go as they are. */
const THRESHOLD = 1024;

/**
 * Brotli's quality for a shared body, made once for every reader: 6, not @fastify/compress's 4 (made for
 * each response). The upcoming races (222 KB of JSON while they carried every runner) were 23.0 KB at 6
 * against 26.2 KB at 4, for 0.75 ms more once per body (1.7 against 1.0 ms here): a phone's board
 * downloaded 3 KB less.
 */
const SHARED_BROTLI_QUALITY = 6;

/** Each shared body's compressed forms, made once and gone with the body. */
const compressed = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Buffer>>>();

/**
 * Sends JSON bytes that many requests share (a cached public list, see `response-cache.ts`),
 * compressed once per body and encoding instead of once per request: the upcoming races were hundreds
 * of kilobytes while they carried every runner (up to 40 KB as cards), and compressing them for every
 * reader held the event loop while bets waited. A Content-Encoding already set makes that plugin pass
 * the body through.
 */
export function sendSharedJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (body.length < THRESHOLD) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const header = request.headers['accept-encoding'];
  const encoding = header ? negotiate(header.toLowerCase(), ['br', 'gzip']) : null;
  if (encoding === null) return reply.send(body);
  const forms = compressed.get(body) ?? {};
  compressed.set(body, forms);
  forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: SHARED_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body);
  return reply.header('content-encoding', encoding).send(forms[encoding]);
}
