import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEX, readRecords, renderIndex } from '../../scripts/decisions-index';

describe('the decision records index', () => {
  it('is what npm run decisions-index writes from the records (run it after adding or amending one)', async () => {
    expect(fs.readFileSync(INDEX, 'utf8')).toBe(await renderIndex(readRecords()));
  });
  it('lists every record, each with a status', () => {
    const records = readRecords();
    expect(records.length).toBeGreaterThan(80);
    for (const r of records) expect(r.status, r.file).not.toBe('unknown');
  });
});
