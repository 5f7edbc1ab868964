/** A plain-text body as blocks: paragraphs split by blank lines; "- " lines become a list. */
export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export function toBlocks(body: string): Block[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) return { kind: 'ul', items: lines.map((l) => l.slice(2)) };
      return { kind: 'p', text: lines.join(' ') };
    });
}
