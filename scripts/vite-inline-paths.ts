import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import * as contractPaths from '../contract/paths';

/*
 * The lobby entry's request paths written into its code at build (decision 081). The entry takes
 * them from contract/paths.ts (checked against the endpoint descriptions by contract/paths.test.ts),
 * but a module's constants stay constants in the bundle (`const x="/wps/..."` and a name at each
 * call): 88 bytes gzipped for 15 paths, which the lobby's budget (decision 041) does not have. So
 * each reference to an export of contract/paths.ts (`import { hotGames }` or `paths.hotGames` of
 * `import * as paths`) becomes its string literal and the import goes: the bundle is what it was
 * with the strings typed by hand. Anything it cannot rewrite safely (a name declared twice in the
 * module, the namespace used other than `paths.name`, an unknown name) fails the build.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const pathsFile = fileURLToPath(new URL('../contract/paths.ts', import.meta.url));
const values: Record<string, unknown> = contractPaths;

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) out.push(v);
    if (isNode(value)) out.push(value);
  }
  return out;
}
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && 'type' in v && 'start' in v;

function walk(node: Node, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null) {
  visit(node, parent);
  for (const child of children(node)) walk(child, visit, node);
}

const literal = (name: string, where: string): string => {
  const value = values[name];
  if (typeof value !== 'string') throw new Error(`${where}: contract/paths.ts has no path "${name}"`);
  return JSON.stringify(value);
};

/** A reference, not a declaration, a property name or an object key. */
function isReference(node: Node, parent: Node | null): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
  // A shorthand `{ name }` has its name as key and as value: the value is the reference.
  if (
    (parent.type === 'Property' || parent.type === 'MethodDefinition') &&
    parent.key === node &&
    !parent.computed
  )
    return false;
  return !parent.type.startsWith('Import');
}

export function inlinePaths(): Plugin {
  return {
    name: 'inline-contract-paths',
    apply: 'build',
    transform(code, id) {
      if (!code.includes('contract/paths')) return null;
      const ast = this.parse(code) as unknown as Node;
      const edits: { start: number; end: number; text: string }[] = [];
      const named = new Map<string, string>(); // local name -> export name
      let namespace: string | null = null;
      for (const statement of ast.body as Node[]) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = (statement.source as { value: string }).value;
        if (path.resolve(path.dirname(id), source).replace(/\.ts$/, '') !== pathsFile.replace(/\.ts$/, ''))
          continue;
        for (const s of statement.specifiers as Node[]) {
          const local = (s.local as { name: string }).name;
          if (s.type === 'ImportNamespaceSpecifier') namespace = local;
          else if (s.type === 'ImportSpecifier') named.set(local, (s.imported as { name: string }).name);
          else throw new Error(`${id}: contract/paths.ts has no default export`);
        }
        edits.push({ start: statement.start, end: statement.end, text: '' });
      }
      if (!edits.length) return null;
      const names = new Set([...named.keys(), ...(namespace ? [namespace] : [])]);
      walk(ast, (node, parent) => {
        if (node.type === 'MemberExpression' && !node.computed) {
          const object = node.object as Node & { name?: string };
          if (object.type === 'Identifier' && object.name === namespace) {
            const text = literal((node.property as { name: string }).name, id);
            edits.push({ start: node.start, end: node.end, text });
          }
          return;
        }
        if (node.type !== 'Identifier' || !names.has(node.name as string)) return;
        if (parent?.type === 'MemberExpression' && parent.object === node && node.name === namespace) return;
        if (!isReference(node, parent)) return;
        if (parent?.type === 'VariableDeclarator' && parent.id === node)
          throw new Error(
            `${id}: "${node.name as string}" is declared again beside its import from contract/paths.ts`,
          );
        if (node.name === namespace) throw new Error(`${id}: use contract/paths.ts as paths.name only`);
        const text = literal(named.get(node.name as string)!, id);
        const shorthand = parent?.type === 'Property' && parent.shorthand === true;
        edits.push({
          start: node.start,
          end: node.end,
          text: shorthand ? `${node.name as string}: ${text}` : text,
        });
      });
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  };
}
