import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { chunkCatalogs } from './scripts/vite-chunk-catalogs';
import { bundleReport } from './scripts/vite-bundle-report';
import { inlineEntryCss } from './scripts/vite-inline-entry-css';
import { deferredEntry } from './scripts/vite-deferred-entry';
import { inlinePaths } from './scripts/vite-inline-paths';

const root = fileURLToPath(new URL('.', import.meta.url));

// One manifest file at the root is the source of truth; the PWA plugin emits it and links it.
const manifest = JSON.parse(readFileSync(`${root}manifest.webmanifest`, 'utf8')) as Partial<ManifestOptions>;

const api = 'http://127.0.0.1:8080';
// Each chunk carries the messages its own code uses (decision 041); vi is the default language.
const catalogs = chunkCatalogs({ inline: 'vi' });

export default defineConfig({
  plugins: [
    react({
      babel: {
        // 'module:' stops Babel from rewriting the name to @preact/babel-plugin-...
        plugins: ['@lingui/babel-plugin-lingui-macro', 'module:@preact/signals-react-transform'],
      },
    }),
    lingui(),
    // The entry's request paths of contract/paths.ts as literals: no bytes for their names (081).
    inlinePaths(),
    catalogs,
    // dist/.vite/bundle-report.json: what each kilobyte of every chunk is (the budget test reads it).
    bundleReport(catalogs),
    inlineEntryCss(),
    deferredEntry(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/register-sw.ts) after load, with workbox-window.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest,
      // The glob below already finds the icons; listing them twice would only duplicate entries.
      includeManifestIcons: false,
      injectManifest: {
        // The shell, every lazy chunk and the icons, so any route opens offline after the first visit.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // The shim's own fallback code is dead weight in the entry with React 19 (decision 041).
    alias: { 'use-sync-external-store/shim/index.js': `${root}src/lib/use-sync-external-store.ts` },
  },
  build: {
    // npm start builds into the server's DIST_DIR through BUILD_OUT_DIR.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The lobby must start fast on a cheap phone; keep an eye on what lands in the entry chunk.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server names a typed lobby's chunk in its page (decision 041).
    manifest: true,
    // Seven hash characters (42 bits) name each of ~300 files safely, and the entry's preload map
    // lists every lazy chunk's files: a character fewer a name is ~130 B less in the entry (gzip).
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/wps': api,
      '/lgw': api,
      '/ping.json': api,
      '/openapi.json': api,
    },
  },
  preview: { host: '127.0.0.1' },
});
