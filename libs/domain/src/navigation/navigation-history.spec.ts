import { describe, expect, it } from '@jest/globals';
import {
  onBreadcrumbSelected,
  onHeaderNavigation,
  pushHistory,
  type NavigationHistoryEntry,
} from './navigation-history.js';

const visit = (path: string, timestamp = 0): NavigationHistoryEntry => ({
  name: path.slice(1),
  url: `http://shop.localhost:3000${path}`,
  path,
  timestamp,
});

const paths = (history: NavigationHistoryEntry[]) => history.map((entry) => entry.path);

describe('navigation history', () => {
  it('appends new pages', () => {
    expect(paths(pushHistory([visit('/orders')], visit('/orders/5')))).toEqual([
      '/orders',
      '/orders/5',
    ]);
  });

  it('is deduplicated by path, going back to a page already visited', () => {
    const history = [visit('/orders', 1), visit('/orders/5', 2), visit('/invoice', 3)];
    const next = pushHistory(history, visit('/orders', 4));
    expect(paths(next)).toEqual(['/orders']);
    expect(next[0]?.timestamp).toBe(4);
  });

  it('is cleared by a header navigation item', () => {
    expect(onHeaderNavigation()).toEqual({ navigationHistory: [], breadcrumbs: [] });
  });

  it('is trimmed after the chosen breadcrumb, and cleared by /', () => {
    const history = [visit('/orders'), visit('/orders/5'), visit('/invoice')];
    expect(paths(onBreadcrumbSelected(history, '/orders/5'))).toEqual(['/orders', '/orders/5']);
    expect(onBreadcrumbSelected(history, '/')).toEqual([]);
    expect(paths(onBreadcrumbSelected(history, '/unknown'))).toEqual(paths(history));
  });
});
