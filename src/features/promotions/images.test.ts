import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, fitsCount, imageKind, imageProblem, readHead } from './images';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]);

describe('application images', () => {
  it('knows png and jpg by their first bytes, not by name or type', () => {
    expect(imageKind(png)).toBe('png');
    expect(imageKind(jpg)).toBe('jpg');
    expect(imageKind(gif)).toBeNull();
    expect(imageKind(png.slice(0, 4))).toBeNull();
  });
  it('refuses another format, an empty file and one over 5 MB; takes exactly 5 MB', () => {
    expect(imageProblem({ size: 1000, head: gif })).toBe('type');
    expect(imageProblem({ size: 0, head: png })).toBe('size');
    expect(imageProblem({ size: MAX_IMAGE_BYTES + 1, head: jpg })).toBe('size');
    expect(imageProblem({ size: MAX_IMAGE_BYTES, head: jpg })).toBeNull();
  });
  it('holds at most three', () => {
    expect(fitsCount(0, 3)).toBe(true);
    expect(fitsCount(2, 1)).toBe(true);
    expect(fitsCount(2, 2)).toBe(false);
  });
  it('reads the head of a blob', async () => {
    const blob = new Blob([png, new Uint8Array(100)]);
    expect(imageKind(await readHead(blob))).toBe('png');
  });
});
