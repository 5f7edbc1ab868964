/**
 * Per-chunk message catalogs (decision 041). The .po files stay the one place translators edit;
 * at build time every output chunk gets only the messages its own modules use:
 *
 * - the entry chunk: its messages in the inline locale (vi, the default) written into it, its
 *   other locales as small files it imports when that language is active;
 * - a lazy chunk: the same, as a prologue (`await globalThis.__linguiChunk(...)`) that loads its
 *   messages before the chunk's code runs, so a lazy screen never renders an untranslated id.
 *
 * Which messages a module uses is read from its code after the Lingui macro (message ids as string
 * literals), so a message added to a lazy screen lands in that screen's chunk with no one doing
 * anything. The prologue is added in renderChunk, before Rollup hashes the chunk, so a changed
 * translation changes the chunk's file name (the server and the service worker cache by name).
 * In dev (`vite` serve) the virtual module simply imports the whole .po catalogs.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import type { RenderedChunk } from 'rollup';

export const entryCatalogModule = 'virtual:lingui-entry-catalog';
const resolvedEntryCatalog = `\0${entryCatalogModule}`;
const inlinePlaceholder = '__LINGUI_ENTRY_INLINE__';
const urlsPlaceholder = '__LINGUI_ENTRY_URLS__';

type Catalog = Record<string, string>;

/**
 * The message ids a piece of code uses: every run of text between two quote characters on a line
 * that is an id of the catalogs. The quotes are looked at, not consumed, so a lone apostrophe (in
 * a comment, a regular expression, JSX text) cannot pair with the opening quote of an id and hide
 * it, as a scan literal by literal would.
 */
export function messageIdsIn(code: string, known: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  for (const m of code.matchAll(/(?<=["'`])[^"'`\\\n]{1,200}(?=["'`])/g)) {
    if (known.has(m[0])) ids.add(m[0]);
  }
  return ids;
}

/** A catalog module holding only `ids`, compiled like @lingui/vite-plugin compiles a whole .po. */
function compiled(locale: string, catalog: Catalog, ids: Iterable<string>): string {
  const subset: Catalog = {};
  for (const id of [...ids].sort()) if (catalog[id] !== undefined) subset[id] = catalog[id];
  const { source, errors } = createCompiledCatalog(locale, subset, { namespace: 'json' });
  if (errors.length)
    throw new Error(`Lingui: ${locale} messages do not compile: ${String(errors[0]?.error ?? '')}`);
  // `{"messages":{...}}` → the messages object, as JSON text.
  return JSON.stringify((JSON.parse(source) as { messages: unknown }).messages);
}

/** What the build wrote into each chunk, for the bundle report (scripts/vite-bundle-report.ts). */
export type ChunkCatalogsApi = {
  /** Inline catalog JSON by the chunk's preliminary file name (the name before hashing). */
  inlineCatalogs: Map<string, string>;
};

export function chunkCatalogs(options: { inline: string }): Plugin & { api: ChunkCatalogsApi } {
  const api: ChunkCatalogsApi = { inlineCatalogs: new Map() };
  const config = getConfig({ cwd: process.cwd() });
  const catalogPattern = config.catalogs?.[0]?.path ?? '<rootDir>/locales/{locale}';
  const catalogPath = (locale: string) =>
    `${catalogPattern.replace('<rootDir>', config.rootDir ?? process.cwd()).replace('{locale}', locale)}.po`;
  const others = config.locales.filter((l) => l !== options.inline);
  const translations = new Map<string, Catalog>();
  const known = new Set<string>();
  /** Ids per chunk of the output being rendered (by the chunk's name before hashing). */
  const idsByChunk = new Map<string, Set<string>>();
  /** Ids whose messages are loaded by the time a chunk runs (its own and the entry's), by preliminary name. */
  const covered = new Map<string, Set<string>>();
  let build = false;

  function emitCatalog(
    ctx: { emitFile: (f: { type: 'asset'; fileName: string; source: string }) => string },
    name: string,
    locale: string,
    ids: Set<string>,
  ) {
    const source = `export const messages=JSON.parse(${JSON.stringify(compiled(locale, translations.get(locale)!, ids))});\n`;
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    const fileName = `assets/${name}.${locale}-${hash}.js`;
    ctx.emitFile({ type: 'asset', fileName, source });
    return `./${path.posix.basename(fileName)}`;
  }

  /** From the chunk's rendered modules: after the macro and tree-shaking, before minifying. */
  function idsOf(chunk: RenderedChunk): Set<string> {
    let ids = idsByChunk.get(chunk.fileName);
    if (!ids) {
      ids = new Set();
      for (const m of Object.values(chunk.modules))
        for (const id of messageIdsIn(m.code ?? '', known)) ids.add(id);
      idsByChunk.set(chunk.fileName, ids);
    }
    return ids;
  }

  return {
    name: 'lingui-chunk-catalogs',
    api,
    enforce: 'post',
    configResolved(c) {
      build = c.command === 'build';
    },
    async buildStart() {
      if (!build) return;
      const [catalog] = await getCatalogs(config);
      for (const locale of config.locales) {
        const { messages } = await catalog!.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? locale,
        });
        translations.set(locale, messages as Catalog);
        for (const id of Object.keys(messages)) known.add(id);
      }
    },
    resolveId(id) {
      return id === entryCatalogModule ? resolvedEntryCatalog : undefined;
    },
    load(id) {
      if (id !== resolvedEntryCatalog) return undefined;
      if (!build) {
        const loaders = config.locales.map((l) => `${l}: () => import(${JSON.stringify(catalogPath(l))})`);
        return [
          `import { messages } from ${JSON.stringify(catalogPath(options.inline))};`,
          `export const inline = messages;`,
          `const loaders = { ${loaders.join(', ')} };`,
          `export function load(locale) { return loaders[locale](); }`,
        ].join('\n');
      }
      return [
        `export const inline = JSON.parse(${JSON.stringify(inlinePlaceholder)});`,
        `const urls = JSON.parse(${JSON.stringify(urlsPlaceholder)});`,
        `export function load(locale) { return import(/* @vite-ignore */ urls[locale]); }`,
      ].join('\n');
    },
    renderStart() {
      idsByChunk.clear();
    },
    renderChunk(code, chunk, _options, meta) {
      if (!build || known.size === 0) return null;
      // The entry and the chunks it imports statically load together: their messages go inline.
      const entry = Object.values(meta.chunks).find((c) => c.isEntry);
      if (!entry) return null;
      const firstLoad = new Set<string>();
      const visit = (file: string) => {
        if (firstLoad.has(file)) return;
        firstLoad.add(file);
        for (const next of meta.chunks[file]?.imports ?? []) visit(next);
      };
      visit(entry.fileName);
      const entryIds = new Set([...firstLoad].flatMap((f) => [...idsOf(meta.chunks[f]!)]));

      if (chunk.isEntry) {
        const literal = (placeholder: string) => new RegExp(`(["'\`])${placeholder}\\1`);
        if (!literal(inlinePlaceholder).test(code)) return null; // not the app's entry (e.g. the worker)
        const inline = compiled(options.inline, translations.get(options.inline)!, entryIds);
        const urls = Object.fromEntries(others.map((l) => [l, emitCatalog(this, chunk.name, l, entryIds)]));
        api.inlineCatalogs.set(chunk.fileName, inline); // still the name before hashing
        covered.set(chunk.fileName, entryIds);
        return {
          code: code
            .replace(literal(inlinePlaceholder), () => JSON.stringify(inline))
            .replace(literal(urlsPlaceholder), () => JSON.stringify(JSON.stringify(urls))),
          map: null,
        };
      }
      if (firstLoad.has(chunk.fileName)) return (covered.set(chunk.fileName, entryIds), null);
      const own = new Set(idsOf(chunk));
      for (const id of entryIds) own.delete(id);
      covered.set(chunk.fileName, new Set([...entryIds, ...own]));
      if (own.size === 0) return null;
      const inline = compiled(options.inline, translations.get(options.inline)!, own);
      api.inlineCatalogs.set(chunk.fileName, inline); // still the name before hashing
      const loaders = others.map(
        (l) => `${l}:()=>import(${JSON.stringify(emitCatalog(this, chunk.name, l, own))})`,
      );
      // Before the chunk's own code (imports are hoisted above it, and the entry is already running).
      const prologue = `await globalThis.__linguiChunk(JSON.parse(${JSON.stringify(inline)}),{${loaders.join(',')}});\n`;
      return { code: prologue + code, map: null };
    },
    generateBundle(_options, bundle) {
      if (!build || covered.size === 0) return;
      // The check that a lazy screen never shows an id: every id a Lingui call names in the
      // shipped code (`id:"..."`, read independently of the scan above) has its message loaded
      // by the chunk itself, the entry or a chunk it imports (they run first).
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const missing: string[] = [];
      for (const chunk of chunks) {
        const loaded = new Set<string>();
        const seen = new Set<string>();
        const visit = (file: string) => {
          const c = byFile.get(file);
          if (!c || seen.has(file)) return;
          seen.add(file);
          for (const id of covered.get(c.preliminaryFileName) ?? []) loaded.add(id);
          c.imports.forEach(visit);
        };
        visit(chunk.fileName);
        for (const m of chunk.code.matchAll(/\bid:\s*["'`]([^"'`]+)["'`]/g)) {
          if (known.has(m[1]!) && !loaded.has(m[1]!)) missing.push(`${chunk.fileName}: ${m[1]}`);
        }
      }
      if (missing.length > 0)
        this.error(`Lingui messages used but not loaded with their chunk:\n${missing.join('\n')}`);
    },
  };
}
