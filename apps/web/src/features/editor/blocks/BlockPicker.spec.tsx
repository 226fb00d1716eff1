import { describe, expect, it, jest } from '@jest/globals';
import { blockCatalogue, type BlockContainerKind } from '@tessera/domain';

// The unit project runs in Node without a bundler: CSS modules become class-name echoes, and the
// HTTP client (which reads window.location when created) is never reached by these renders.
const classNames = { default: new Proxy({}, { get: (_target, key) => String(key) }) };
jest.unstable_mockModule('./editor.module.css', () => classNames);
jest.unstable_mockModule('../../../api/httpClient.js', () => ({
  httpClient: { request: jest.fn() },
  errorMessageOf: () => '',
}));

const { renderToStaticMarkup } = await import('react-dom/server');
const { Provider } = await import('react-redux');
const { configureStore } = await import('@reduxjs/toolkit');
const { api } = await import('../../../api/api.js');
const { blocksApi } = await import('./blocksApi.js');
const { BlockPicker, matchesBlockSearch } = await import('./BlockPicker.js');

/** The picker with the catalogue GET /api/blocks answers, on a board or an app page. */
async function render(container: BlockContainerKind) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  await store.dispatch(
    blocksApi.util.upsertQueryData('getBlockCatalogue', undefined, blockCatalogue()),
  );
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <BlockPicker container={container} onChoose={() => undefined} onClose={() => undefined} />
    </Provider>,
  );
  // Drops the cache entry and its clean-up timer, which would keep Jest waiting.
  store.dispatch(api.util.resetApiState());
  return html;
}

/** The enabled buttons of the catalogue, by their accessible names. */
const choosable = (html: string) =>
  [...html.matchAll(/<button type="button"([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !attributes.includes('disabled'))
    .map((attributes) => /aria-label="([^"]+)"/.exec(attributes)?.[1]);

describe('BlockPicker', () => {
  it('offers Login, Register and Forgot password on a page of a multi-page app', async () => {
    const html = await render('page');
    expect(choosable(html)).toEqual(
      expect.arrayContaining(['Login', 'Register', 'Forgot password', 'Table', 'Header']),
    );
  });

  it('leaves the sign-in blocks out on a board', async () => {
    const html = await render('board');
    expect(html).not.toContain('Login');
    expect(html).not.toContain('Register');
    expect(html).not.toContain('Forgot password');
    expect(choosable(html)).toEqual(expect.arrayContaining(['Table', 'Chart']));
  });

  it('offers every type a board takes, none of them marked not yet available', async () => {
    const html = await render('board');
    expect(html).not.toContain('Not yet available');
    expect(choosable(html)).toEqual(
      expect.arrayContaining(['Map', 'Event', 'Comments', 'Calendar', 'Image gallery']),
    );
  });

  it('shows a sketch of each of the 25 block types beside its name', async () => {
    const html = await render('page');
    const previews = [...html.matchAll(/data-preview="([^"]+)"/g)].map((match) => match[1]);
    expect(previews.sort()).toEqual(
      blockCatalogue()
        .map((entry) => entry.type)
        .sort(),
    );
    expect(previews).toHaveLength(25);
    expect(html).toContain('aria-hidden="true"');
  });

  it('finds blocks by any words of their name, type or description', () => {
    const found = (search: string) =>
      blockCatalogue()
        .filter((entry) => matchesBlockSearch(entry, search))
        .map((entry) => entry.type);
    expect(found('')).toHaveLength(25);
    expect(found('CHART')).toEqual(['chart']);
    expect(found('image grid')).toEqual(expect.arrayContaining(['ImageGrid']));
    expect(found('no such block')).toEqual([]);
  });
});
