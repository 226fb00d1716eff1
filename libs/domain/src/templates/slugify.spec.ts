import { describe, expect, it } from '@jest/globals';
import { slugifyTemplateName } from './slugify.js';

describe('slugifyTemplateName', () => {
  it('lowercases, strips symbols and joins words with one hyphen', () => {
    expect(slugifyTemplateName('My  CRM -- App!')).toBe('my-crm-app');
  });

  it('keeps digits and existing hyphens', () => {
    expect(slugifyTemplateName('Top-10 Sales 2024')).toBe('top-10-sales-2024');
  });

  it('turns tabs and newlines into one hyphen', () => {
    expect(slugifyTemplateName('Inventory\t\nTracker')).toBe('inventory-tracker');
  });

  it('drops letters outside a-z rather than transliterating them', () => {
    expect(slugifyTemplateName('Café Menü')).toBe('caf-men');
  });

  it('trims surrounding spaces', () => {
    expect(slugifyTemplateName('  Habit Tracker  ')).toBe('habit-tracker');
  });
});
