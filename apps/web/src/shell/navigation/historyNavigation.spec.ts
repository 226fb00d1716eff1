import { describe, expect, it, jest } from '@jest/globals';
import { createHistoryNavigation, type HistoryWindow } from './historyNavigation.js';

/** A window whose history moves its location, as a browser's does (popstate fired by the test). */
function fakeWindow(start: string) {
  let url = new URL(start);
  const popstate: (() => void)[] = [];
  const assign = jest.fn<(href: string) => void>();
  const entries: string[] = [url.href];
  const win: HistoryWindow = {
    location: {
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
      get hash() {
        return url.hash;
      },
      get href() {
        return url.href;
      },
      get origin() {
        return url.origin;
      },
      assign,
    },
    history: {
      state: null,
      pushState: (_state, _unused, address) => {
        url = new URL(String(address), url);
        entries.push(url.href);
      },
      replaceState: (_state, _unused, address) => {
        url = new URL(String(address), url);
        entries[entries.length - 1] = url.href;
      },
    },
    addEventListener: (_type, listener) => popstate.push(listener),
  };
  const back = () => {
    entries.pop();
    url = new URL(entries[entries.length - 1]!);
    for (const listener of popstate) listener();
  };
  return { win, assign, entries, back };
}

describe('createHistoryNavigation', () => {
  it('pushes an address of this app and tells its subscribers, once per change', () => {
    const { win, entries } = fakeWindow('https://shop.example.com/?preview=true');
    const navigation = createHistoryNavigation(win);
    const first = navigation.location();
    expect(first).toEqual({ pathname: '/', search: '?preview=true', hash: '' });
    const listener = jest.fn();
    navigation.subscribe(listener);

    navigation.navigate('/orders?page=2#top');
    expect(navigation.location()).toEqual({ pathname: '/orders', search: '?page=2', hash: '#top' });
    expect(entries).toEqual([
      'https://shop.example.com/?preview=true',
      'https://shop.example.com/orders?page=2#top',
    ]);
    expect(listener).toHaveBeenCalledTimes(1);

    // The same address again adds no entry and changes nothing: the location object stays.
    const shown = navigation.location();
    navigation.navigate('/orders?page=2#top');
    expect(navigation.location()).toBe(shown);
    expect(entries).toHaveLength(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaces the current entry when asked, and follows Back', () => {
    const { win, entries, back } = fakeWindow('https://shop.example.com/');
    const navigation = createHistoryNavigation(win);
    navigation.navigate('/orders');
    navigation.navigate('/login?redirect=%2Forders', { replace: true });
    expect(entries).toEqual([
      'https://shop.example.com/',
      'https://shop.example.com/login?redirect=%2Forders',
    ]);
    const listener = jest.fn();
    const unsubscribe = navigation.subscribe(listener);
    back();
    expect(navigation.location().pathname).toBe('/');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    navigation.navigate('/team');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('loads an address of another site as a new document', () => {
    const { win, assign, entries } = fakeWindow('https://shop.example.com/');
    const navigation = createHistoryNavigation(win);
    navigation.navigate('https://example.org/elsewhere');
    expect(assign).toHaveBeenCalledWith('https://example.org/elsewhere');
    expect(entries).toEqual(['https://shop.example.com/']);
  });
});
