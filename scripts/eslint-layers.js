/**
 * The house plan as a lint rule: every relative import is resolved to the folder it reaches, and a
 * file may import only its own layer or a layer below it (docs/ARCHITECTURE.md, "Layers"). Test
 * files compose layers the way the app does and are not checked; nothing else is exempt.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Layers, most specific prefix first; `may` lists what a file of the layer may import. */
export const LAYERS = [
  { name: 'contract', prefix: 'contract/', may: [] },
  { name: 'db', prefix: 'server/db/', may: ['contract', 'core'] },
  { name: 'core', prefix: 'server/core/', may: ['contract', 'db'] },
  { name: 'providers', prefix: 'server/providers/', may: ['contract', 'db', 'core'] },
  { name: 'engine', prefix: 'server/engine/', may: ['contract', 'db', 'core'] },
  { name: 'features', prefix: 'server/features/', may: ['contract', 'db', 'core', 'engine'] },
  { name: 'house', prefix: 'server/house/', may: ['contract', 'db', 'core'] },
  {
    name: 'seed',
    prefix: 'server/seed/',
    may: ['contract', 'db', 'core', 'engine', 'features', 'house'],
  },
  {
    name: 'jobs',
    prefix: 'server/jobs/',
    may: ['contract', 'db', 'core', 'engine', 'features', 'providers'],
  },
  {
    name: 'ops',
    prefix: 'server/ops/',
    may: ['contract', 'db', 'core', 'engine', 'features', 'providers', 'jobs'],
  },
  { name: 'client-core', prefix: 'src/lib/', may: ['contract', 'client-ui'] },
  { name: 'client-ui', prefix: 'src/ui/', may: ['contract', 'client-core'] },
  {
    name: 'client-features',
    prefix: 'src/features/',
    may: ['contract', 'client-core', 'client-ui', 'locales'],
  },
  {
    name: 'client-app',
    prefix: 'src/app/',
    may: ['contract', 'client-core', 'client-ui', 'client-features', 'locales'],
  },
  { name: 'worker', prefix: 'sw/', may: ['contract', 'client-core'] },
  { name: 'locales', prefix: 'locales/', may: [] },
];

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return LAYERS.find((l) => rel.startsWith(l.prefix));
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

export const layersPlugin = {
  rules: {
    'imports-point-down': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const own = layerOf(file);
        if (!own || isTest(file)) return {};
        const check = (node) => {
          const spec = node.source && node.source.type === 'Literal' ? node.source.value : undefined;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = layerOf(path.resolve(path.dirname(file), spec));
          if (!target || target === own || own.may.includes(target.name)) return;
          context.report({
            node: node.source,
            message: `${own.name} (${own.prefix}) may not import ${target.name} (${target.prefix}): imports point down only (docs/ARCHITECTURE.md).`,
          });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
