import { describe, expect, it } from '@jest/globals';
import { planRoutes, type TenantRouteRow } from './route-plan.js';

const row = (host: string, kind: TenantRouteRow['kind'], appName = 'shop'): TenantRouteRow => ({
  host,
  kind,
  appId: 'a1',
  workspaceId: 'w1',
  appName,
});

describe('planRoutes', () => {
  it('writes nothing when the app’s routes did not change', () => {
    const rows = [row('shop', 'name'), row('shop.example.com', 'domain')];
    expect(planRoutes(rows, rows)).toEqual({ upserts: [], removed: [], changed: [] });
  });

  it('turns the old name into an alias and repoints every host after a rename', () => {
    const plan = planRoutes(
      [row('shop', 'name'), row('shop.example.com', 'domain')],
      [
        row('store', 'name', 'store'),
        row('shop', 'alias', 'store'),
        row('shop.example.com', 'domain', 'store'),
      ],
    );
    expect(plan.upserts.map((r) => r.host)).toEqual(['store', 'shop', 'shop.example.com']);
    expect(plan.removed).toEqual([]);
    expect(plan.changed.sort()).toEqual(['shop', 'shop.example.com', 'store']);
  });

  it('removes the hosts the app lost, and all of them when it is gone', () => {
    const current = [row('shop', 'name'), row('old', 'alias'), row('shop.example.com', 'domain')];
    expect(planRoutes(current, [row('shop', 'name')])).toEqual({
      upserts: [],
      removed: ['old', 'shop.example.com'],
      changed: ['old', 'shop.example.com'],
    });
    expect(planRoutes(current, []).removed).toEqual(['shop', 'old', 'shop.example.com']);
  });
});

describe('planRoutes with a host listed twice', () => {
  it('keeps the first row, the app’s name before an old name', () => {
    const plan = planRoutes([], [row('shop', 'name'), row('shop', 'alias')]);
    expect(plan.upserts).toEqual([row('shop', 'name')]);
  });
});
