import { describe, expect, it, jest } from '@jest/globals';
import type { AppDto } from '@tessera/contracts';

// The unit project runs in Node without a bundler: CSS modules become class-name echoes, and the
// HTTP client (which reads window.location when created) answers as the test says.
const classNames = { default: new Proxy({}, { get: (_target, key) => String(key) }) };
jest.unstable_mockModule('./publishing.module.css', () => classNames);
jest.unstable_mockModule('../editor/blocks/editor.module.css', () => classNames);
jest.unstable_mockModule('../../shell/ui/Loading.module.css', () => classNames);
const request = jest.fn<(config: unknown) => Promise<unknown>>();
jest.unstable_mockModule('../../api/httpClient.js', () => ({
  httpClient: { request },
  errorMessageOf: () => 'failed',
}));

// The form shows the address on this page's protocol.
Object.assign(globalThis, {
  window: {
    location: {
      protocol: 'https:',
      host: 'shop.tessera.test',
      origin: 'https://shop.tessera.test',
    },
  },
});

const { renderToStaticMarkup } = await import('react-dom/server');
const { Provider } = await import('react-redux');
const { configureStore } = await import('@reduxjs/toolkit');
const { initialPageState, pageReducer } = await import('../multipage/pageSlice.js');
const { publishingReducer } = await import('./publishingSlice.js');
const { publishingApi } = await import('./publishingApi.js');
const { PrivacySettingsForm, privacyFormInitial } = await import('./PrivacySettingsForm.js');

const app: AppDto = {
  id: 'app-1',
  name: 'shop',
  title: 'Shop',
  spreadsheetId: null,
  public: true,
  sign_in_method: 'Use password set by user',
  publishUrl: 'shop',
  settings: {},
  url: 'https://shop.tessera.test',
};

async function render(prepare: 'cached' | 'failed' | 'none') {
  const store = configureStore({
    reducer: {
      page: pageReducer,
      publishing: publishingReducer,
      [publishingApi.reducerPath]: publishingApi.reducer,
    },
    preloadedState: { page: { ...initialPageState, app_id: 'app-1', name: 'shop' } },
    middleware: (getDefault) => getDefault().concat(publishingApi.middleware),
  });
  if (prepare === 'cached')
    await store.dispatch(publishingApi.util.upsertQueryData('getApp', 'app-1', app));
  if (prepare === 'failed') {
    request.mockRejectedValueOnce(new Error('down'));
    await store.dispatch(publishingApi.endpoints.getApp.initiate('app-1', { subscribe: false }));
  }
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <PrivacySettingsForm surface="privacy" dashboardHost="tessera.test" />
    </Provider>,
  );
  store.dispatch(publishingApi.util.resetApiState());
  return html;
}

describe('PrivacySettingsForm', () => {
  it('starts from the loaded app', async () => {
    const html = await render('cached');
    // App privacy is a choice of two, Public chosen, each saying who can open the app.
    expect(html).toMatch(/checked=""[^>]*\/><label[^>]*>Public<\/label>/);
    expect(html).toContain('Anyone with its address can open it.');
    expect(html).toContain('Only you, your workspace and the app’s users can open it.');
    expect(html).toContain('value="shop"');
    expect(html).toContain('https://shop.tessera.test');
  });

  it('starts private with No sign in when loading fails', async () => {
    const html = await render('failed');
    expect(html).toMatch(/checked=""[^>]*\/><label[^>]*>Private<\/label>/);
    expect(html).not.toMatch(/checked=""[^>]*\/><label[^>]*>Public<\/label>/);
    expect(html).not.toContain('Loading');
  });

  it('shows Loading only while nothing is loaded yet', async () => {
    const html = await render('none');
    expect(html).toContain('Loading...');
  });

  it('builds the starting values from the app or the fallback', () => {
    expect(privacyFormInitial(app, 'x')).toEqual({
      public: true,
      publishUrl: 'shop',
      signInMethod: 'Use password set by user',
    });
    expect(privacyFormInitial({ ...app, publishUrl: '', public: false }, 'x').publishUrl).toBe(
      'shop',
    );
    expect(privacyFormInitial(undefined, 'shop')).toEqual({
      public: false,
      publishUrl: 'shop',
      signInMethod: 'No sign in',
    });
  });
});
