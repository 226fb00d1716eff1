import { describe, expect, it } from '@jest/globals';
import { matchTemplate } from './match-template.js';

const templates = [
  { id: '1', name: 'CRM Starter', subdomain: 'crm', slug: 'crm-starter' },
  { id: '2', name: 'Habit Tracker', subdomain: null, slug: 'habits' },
  { id: '3', name: 'Sales & Leads', subdomain: null, slug: null },
  { id: '4', name: 'Team  Wiki', subdomain: null, slug: null },
];

describe('matchTemplate', () => {
  it('matches by subdomain, then slug', () => {
    expect(matchTemplate('crm', templates)?.id).toBe('1');
    expect(matchTemplate('CRM-Starter', templates)?.id).toBe('1');
    expect(matchTemplate('habits', templates)?.id).toBe('2');
  });

  it('matches by the name with non-alphanumerics replaced by hyphens', () => {
    expect(matchTemplate('habit-tracker', templates)?.id).toBe('2');
    expect(matchTemplate('sales---leads', templates)?.id).toBe('3');
    expect(matchTemplate('team--wiki', templates)?.id).toBe('4');
  });

  it('also matches the slug form of the name', () => {
    expect(matchTemplate('sales-leads', templates)?.id).toBe('3');
    expect(matchTemplate('team-wiki', templates)?.id).toBe('4');
  });

  it('finds nothing for an empty or unknown subdomain', () => {
    expect(matchTemplate('', templates)).toBeNull();
    expect(matchTemplate(null, templates)).toBeNull();
    expect(matchTemplate('shop', templates)).toBeNull();
  });

  it('prefers a subdomain match over a slug match of another template', () => {
    const clash = [
      { id: 'slug', name: 'A', subdomain: null, slug: 'demo' },
      { id: 'sub', name: 'B', subdomain: 'demo', slug: null },
    ];
    expect(matchTemplate('demo', clash)?.id).toBe('sub');
  });
});
