import { describe, expect, it } from '@jest/globals';
import { slugifyTemplateName } from './slugify.js';

describe('slugifyTemplateName', () => {
  it('lowercases, strips symbols and joins words with one hyphen', () => {
    expect(slugifyTemplateName('My  CRM -- App!')).toBe('my-crm-app');
  });
});
