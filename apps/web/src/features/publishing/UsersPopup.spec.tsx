import { describe, expect, it, jest } from '@jest/globals';
import type { AppUserDto } from '@tessera/contracts';

// The unit project runs in Node without a bundler: CSS modules become class-name echoes, and the
// HTTP client (which reads window.location when created) is never reached by these renders.
const classNames = { default: new Proxy({}, { get: (_target, key) => String(key) }) };
jest.unstable_mockModule('./publishing.module.css', () => classNames);
jest.unstable_mockModule('../editor/blocks/editor.module.css', () => classNames);
const request = jest.fn<(config: unknown) => Promise<unknown>>();
jest.unstable_mockModule('../../api/httpClient.js', () => ({
  httpClient: { request },
  errorMessageOf: () => '',
}));

const { renderToStaticMarkup } = await import('react-dom/server');
const { Provider } = await import('react-redux');
const { configureStore } = await import('@reduxjs/toolkit');
const { api } = await import('../../api/api.js');
const { publishingApi } = await import('./publishingApi.js');
const { UsersPopup } = await import('./UsersPopup.js');
const { PermissionSelect } = await import('./PermissionSelect.js');

async function render(users?: AppUserDto[], options: { listOf?: string; answer?: unknown } = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (users)
    await store.dispatch(
      publishingApi.util.upsertQueryData('getAppUsers', options.listOf ?? 'app-1', users),
    );
  if (options.answer) {
    request.mockResolvedValueOnce({ data: options.answer });
    await store.dispatch(
      publishingApi.endpoints.getAppUsers.initiate('app-1', { subscribe: false }),
    );
  }
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <UsersPopup appId="app-1" />
    </Provider>,
  );
  // Drops the cache entry and its clean-up timer, which would keep Jest waiting.
  store.dispatch(api.util.resetApiState());
  return html;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('UsersPopup', () => {
  it('shows the table headings and Loading users... before the list arrives', async () => {
    const html = await render();
    expect(text(html)).toContain('Name Email Permission Action');
    expect(text(html)).toContain('Loading users...');
    expect(html).toContain('aria-labelledby');
  });

  it('says No users found. for an empty list', async () => {
    const html = await render([]);
    expect(text(html)).toContain('No users found.');
  });

  it('lists the users oldest first with their permission and both buttons', async () => {
    const html = await render([
      { id: 'u2', name: 'Bob', email: 'bob@example.com', permissions: 'read', created_at: 20 },
      {
        id: 'u1',
        name: 'Ann',
        email: 'ann@example.com',
        permissions: 'read-write',
        created_at: 10,
      },
    ]);
    expect(text(html)).toMatch(
      /Ann ann@example\.com Read-Write Edit Delete Bob bob@example\.com Read Edit/,
    );
    expect(html).toContain('aria-label="Edit Ann"');
    expect(html).toContain('aria-label="Delete Bob"');
  });
});

describe('UsersPopup list', () => {
  it("never shows another app's list", async () => {
    const html = await render(
      [{ id: 'u9', name: 'Zed', email: 'z@x.io', permissions: 'read', created_at: 1 }],
      {
        listOf: 'app-2',
      },
    );
    expect(text(html)).toContain('Loading users...');
    expect(text(html)).not.toContain('Zed');
  });

  it('reads a permission other than read-write as Read', async () => {
    const html = await render(undefined, {
      answer: {
        app_users: [
          { id: 'u1', name: 'Ann', email: 'ann@example.com', permissions: 'admin', created_at: 1 },
        ],
      },
    });
    expect(text(html)).toMatch(/Ann ann@example\.com Read Edit/);
  });
});

describe('PermissionSelect', () => {
  it('is a combobox over a listbox of Read and Read-Write', () => {
    const html = renderToStaticMarkup(
      <PermissionSelect labelId="perm" value="read" onChange={() => undefined} />,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-haspopup="listbox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/role="option" aria-selected="true"[^>]*>Read</);
    expect(html).toMatch(/role="option" aria-selected="false"[^>]*>Read-Write</);
  });
});
