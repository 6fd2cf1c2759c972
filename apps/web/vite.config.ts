import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { splitTranslations } from './build/split-translations';

const serverUrl = 'http://localhost:5000';
const STAFF_FEATURES = /[\\/]features[\\/](admin|datasources)[\\/]/;
/**
 * What a menu, a dialog or a tooltip needs once it opens (Radix's menu, dialog, popper and focus
 * handling, Floating UI, scroll locking) and our wrappers of them: no page draws its first screen with
 * them (the menus and the phone's slip come after it, features/board), so they are not in `shared`.
 */
const OVERLAYS =
  /[\\/](node_modules[\\/](@radix-ui[\\/]react-(menu|dropdown-menu|dialog|alert-dialog|popper|tooltip|dismissable-layer|focus-scope|focus-guards|portal|arrow)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce)|src[\\/]components[\\/]ui[\\/](dropdown-menu|dialog|alert-dialog|bottom-sheet|sheet|tooltip)\.tsx)/;

export default defineConfig({
  plugins: [react(), tailwindcss(), splitTranslations(), routePreloads(), precompress()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Served beside each script, fetched only by developer tools (and Lighthouse's best practices).
    sourcemap: true,
    // Which chunks each page needs (e2e/initial-assets.ts measures the first download of / and /betting).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: split into a dozen shared chunks it gzips worse
        // and costs as many requests. Lazy routes still get their own chunks.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'overlays',
              test: (id: string) => OVERLAYS.test(id),
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The small modules three or more lazy pages share (icons, Radix parts, helpers) in one file: a
            // page was 35 requests of 1-3 KB, each a round trip on a phone. Not the staff's
            // features: a player's page would load and run them (the data-source schemas: 167 zod
            // schemas built on every page).
            {
              name: 'shared',
              test: (id: string) => !STAFF_FEATURES.test(id),
              minShareCount: 3,
              maxModuleSize: 3 * 1024,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // changeOrigin stays false: the server compares Origin with Host on mutations.
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/ws': { target: serverUrl, ws: true, changeOrigin: false },
      '/healthz': { target: serverUrl, changeOrigin: false },
      '/uploads': { target: serverUrl, changeOrigin: false },
    },
  },
});
