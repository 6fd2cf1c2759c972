/// <reference types="node" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost (the server's own threshold for compressing answers). */
const MIN_BYTES = 1024;

/**
 * After the build, writes `<file>.br` (Brotli, best quality) and `<file>.gz` beside every
 * text file of the output, so the server sends them as the browser asks without compressing on each
 * request. The slow best-quality Brotli is paid once here.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'galope:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const names = await readdir(outDir, { recursive: true });
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite'))
          .map(async (name) => {
            const file = path.join(outDir, name);
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
