import { describe, expect, it } from '@jest/globals';
import {
  byPrice,
  findTemplateBySlug,
  priceLabel,
  searchTemplates,
  templatePreviewUrl,
  templatesOf,
  type MarketplaceTemplate,
} from './marketplaceTemplates.js';

const template = (overrides: Partial<MarketplaceTemplate> = {}): MarketplaceTemplate => ({
  id: 't1',
  name: 'Sales CRM',
  subdomain: 'sales-crm',
  slug: 'sales-crm',
  is_free: true,
  isPurchased: false,
  description: 'Track deals and customers',
  category: 'sales-crm',
  price: undefined,
  thumbnail: undefined,
  thumbnail_bg_color: undefined,
  additional_images: [],
  ...overrides,
});

describe('templatesOf', () => {
  it('reads {templates} or a bare list, skipping entries without id or name', () => {
    const list = [{ id: 7, name: 'My CRM!', is_free: false, price: '12.5' }, { name: 'no id' }, 3];
    expect(templatesOf({ templates: list })).toEqual([
      expect.objectContaining({
        id: '7',
        name: 'My CRM!',
        slug: 'my-crm',
        is_free: false,
        price: 12.5,
      }),
    ]);
    expect(templatesOf(list)).toHaveLength(1);
    expect(templatesOf({ error: 'x' })).toEqual([]);
    expect(templatesOf(null)).toEqual([]);
  });
});

describe('findTemplateBySlug', () => {
  it('matches the slug, or the slugified name', () => {
    const crm = template();
    const other = template({ id: 't2', name: 'Event Bookings', slug: '' });
    expect(findTemplateBySlug([crm, other], 'sales-crm')).toBe(crm);
    expect(findTemplateBySlug([crm, other], 'event-bookings')).toBe(other);
    expect(findTemplateBySlug([crm, other], 'nothing')).toBeUndefined();
  });
});

describe('priceLabel', () => {
  it('says Free, or the price in dollars', () => {
    expect(priceLabel(template())).toBe('Free');
    expect(priceLabel(template({ is_free: false, price: 5 }))).toBe('$5.00');
  });
});

describe('searchTemplates', () => {
  it('matches any of the comma-separated terms, case-insensitively', () => {
    const crm = template();
    const events = template({
      id: 't2',
      name: 'Event Bookings',
      description: '',
      category: undefined,
    });
    expect(searchTemplates([crm, events], 'DEALS')).toEqual([crm]);
    expect(searchTemplates([crm, events], 'nothing, booking')).toEqual([events]);
    expect(searchTemplates([crm, events], ' , ')).toEqual([crm, events]);
  });
});

describe('templatePreviewUrl', () => {
  it('opens the template app on its subdomain in preview mode', () => {
    expect(templatePreviewUrl(template(), 'localhost:3000', 'http:')).toBe(
      'http://sales-crm.localhost:3000/?preview=true',
    );
    expect(templatePreviewUrl(template(), 'https://example.com', 'https:')).toBe(
      'https://sales-crm.example.com/?preview=true',
    );
    expect(templatePreviewUrl(template({ subdomain: '' }), 'localhost:3000', 'http:')).toBeNull();
  });
});

describe('byPrice', () => {
  it('keeps every template, the free ones or the paid ones', () => {
    const free = template({ id: 'free' });
    const paid = template({ id: 'paid', is_free: false, price: 9 });
    expect(byPrice([free, paid], 'all')).toEqual([free, paid]);
    expect(byPrice([free, paid], 'free')).toEqual([free]);
    expect(byPrice([free, paid], 'paid')).toEqual([paid]);
  });
});
