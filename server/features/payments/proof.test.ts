import { describe, expect, it } from 'vitest';
import { safeReturn } from '../../providers/payment/demo-routes';
import { imageTypeOf } from '../../core/storage/image-upload';
import { normalName, sameName } from './money';

describe('proof image type by magic bytes', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a...'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(imageTypeOf(new Uint8Array([]))).toBeNull();
  });
});

describe('demo gateway return path', () => {
  it('allows only a path of our own site', () => {
    expect(safeReturn('/member?tab=depositv2&deposit=12')).toBe('/member?tab=depositv2&deposit=12');
    expect(safeReturn('//evil.example/x')).toBe('/member?tab=depositv2');
    expect(safeReturn('/\\evil.example')).toBe('/member?tab=depositv2');
    expect(safeReturn('https://evil.example/')).toBe('/member?tab=depositv2');
    expect(safeReturn('/x"><script>')).toBe('/member?tab=depositv2');
    expect(safeReturn(undefined)).toBe('/member?tab=depositv2');
  });
});

describe('payee names', () => {
  it('compare without case, spacing or Unicode composition', () => {
    expect(sameName('Nguyễn  Văn An', 'NGUYỄN VĂN AN')).toBe(true);
    expect(sameName('Nguye\u0302\u0303n Van An', 'Nguyễn Van An')).toBe(true);
    expect(sameName('Nguyen Van An', 'Nguyen Van Anh')).toBe(false);
    expect(normalName('  a  b ')).toBe('A B');
  });
});
