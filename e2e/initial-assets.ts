import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The built web app (`npm run build`). */
export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

export type Bytes = { raw: number; gzip: number; brotli: number };
export type InitialAssets = { files: string[]; js: Bytes; css: Bytes };

/**
 * What a browser downloads before a page can show itself: index.html's script, its modulepreloads
 * and stylesheets, plus, for a page behind a lazy route, that route's chunk and everything it
 * imports statically (from Vite's manifest). Sizes are the files as the server sends them: the
 * build's `.br` and `.gz` beside each file, or the file itself when it was too small to compress.
 */
export function measureInitialAssets(options: { lazyModules?: string[]; distDir?: string } = {}): InitialAssets {
  const distDir = options.distDir ?? WEB_DIST;
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const element = tag[0];
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(element)?.[1];
    if (!url) continue;
    const isScript = element.startsWith('<script');
    const rel = /\brel="([^"]+)"/.exec(element)?.[1];
    if (isScript || rel === 'modulepreload' || rel === 'stylesheet') files.add(url);
  }

  if (options.lazyModules?.length) {
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build's manifest`);
      if (files.has(chunk.file) && key !== 'index.html') return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of options.lazyModules) visit(module);
  }

  const js: Bytes = { raw: 0, gzip: 0, brotli: 0 };
  const css: Bytes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const total = file.endsWith('.css') ? css : js;
    const full = path.join(distDir, file);
    const raw = statSync(full).size;
    total.raw += raw;
    total.gzip += existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : raw;
    total.brotli += existsSync(`${full}.br`) ? statSync(`${full}.br`).size : raw;
  }
  return { files: [...files], js, css };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
