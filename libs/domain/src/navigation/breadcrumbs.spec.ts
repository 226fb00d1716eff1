import { describe, expect, it } from '@jest/globals';
import { breadcrumbsFor } from './breadcrumbs.js';

const entry = (path: string, name: string) => ({
  name,
  url: `http://a.test${path}`,
  path,
  timestamp: 0,
});

describe('breadcrumbsFor', () => {
  const current = { path: '/orders/5', url: 'http://a.test/orders/5' };

  it('is Home plus the current page without history', () => {
    expect(breadcrumbsFor([], current, 'Order 5')).toEqual([
      { name: 'Home', url: '/', path: '/', isActive: false },
      { name: 'Order 5', url: 'http://a.test/orders/5', path: '/orders/5', isActive: true },
    ]);
  });

  it('lists the visited pages between Home and the active current page', () => {
    const history = [entry('/', 'Home'), entry('/orders', 'Orders'), entry('/orders/5', 'Order 5')];
    expect(
      breadcrumbsFor(history, current, 'Order 5').map((crumb) => [crumb.name, crumb.isActive]),
    ).toEqual([
      ['Home', false],
      ['Orders', false],
      ['Order 5', true],
    ]);
  });

  it('is Home alone, active, on the home page', () => {
    expect(breadcrumbsFor([entry('/orders', 'Orders')], { path: '/', url: '/' }, 'Home')).toEqual([
      { name: 'Home', url: '/', path: '/', isActive: true },
    ]);
  });
});
