import { MESSAGES } from '@galope/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { assertStorableText } from './assert-storable-text';

export type MultipartForm = { fields: Record<string, string>; file: Buffer | undefined };

/**
 * Reads a multipart form (its text fields and at most one file) for a route registered with
 * @fastify/multipart. Whatever goes wrong while reading is the client's body, so it is a 4xx: a file
 * over the limit is 413 with `tooLargeMessage`, a truncated or malformed body is 400,
 * and a field with NUL is refused like any other text.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { tooLargeMessage: string },
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', options.tooLargeMessage);
    if (statusCode === 413) throw new AppError('TOO_LARGE', MESSAGES.tooLarge);
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('VALIDATION', MESSAGES.multipartInvalid);
  }
  assertStorableText(fields);
  return { fields, file };
}
