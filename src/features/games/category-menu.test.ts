import { describe, expect, it } from 'vitest';
import { categoryEntries, scrollTarget, sectionId } from './category-menu';

describe('category menu', () => {
  it('guests: HOT then the vendor categories', () => {
    expect(categoryEntries(false, 5, ['RNG', 'LIVE'])).toEqual(['HOT', 'RNG', 'LIVE']);
  });
  it('members: FAV always, RECENT only with recent games', () => {
    expect(categoryEntries(true, 0, ['RNG'])).toEqual(['HOT', 'FAV', 'RNG']);
    expect(categoryEntries(true, 2, ['RNG'])).toEqual(['HOT', 'FAV', 'RECENT', 'RNG']);
  });
  it('scrolls to the section 80 px above it', () => {
    expect(scrollTarget(300, 1000)).toBe(1220);
    expect(scrollTarget(20, 0)).toBe(0);
    expect(sectionId('HOT')).toBe('section-HOT');
  });
});
