import { describe, expect, it } from '@jest/globals';
import { boardSlugFromName, firstFreeSlug, isReservedBoardSlug } from './board-slug.js';

describe('board slugs', () => {
  it('derives the address from the name', () => {
    expect(boardSlugFromName('Sales  Dashboard 2024!')).toBe('sales-dashboard-2024');
    expect(boardSlugFromName('  --Stock -- levels-- ')).toBe('stock-levels');
    expect(boardSlugFromName('!!!')).toBe('board');
    expect(boardSlugFromName('a'.repeat(80))).toHaveLength(63);
  });

  it('refuses the web app’s own first segments, whatever the case', () => {
    expect(isReservedBoardSlug('dashboard')).toBe(true);
    expect(isReservedBoardSlug('boardworkspace')).toBe(true);
    expect(isReservedBoardSlug('admin-login')).toBe(true);
    expect(isReservedBoardSlug('demo-board')).toBe(false);
  });

  it('adds -2, -3... until the address is free', () => {
    expect(firstFreeSlug('sales', new Set())).toBe('sales');
    expect(firstFreeSlug('sales', new Set(['sales']))).toBe('sales-2');
    expect(firstFreeSlug('sales', new Set(['sales', 'sales-2', 'sales-3']))).toBe('sales-4');
    const long = 'a'.repeat(63);
    expect(firstFreeSlug(long, new Set([long]))).toBe(`${'a'.repeat(61)}-2`);
  });
});
