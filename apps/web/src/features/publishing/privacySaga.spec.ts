import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AppDto, UpdateAppPrivacyRequest } from '@tessera/contracts';
import type { PrivacyRequests } from './privacySaga.js';
import type { PrivacyForm } from './publishingSlice.js';

// The saga updates the RTK Query cache; the HTTP client (which reads window.location when created)
// is never reached.
jest.unstable_mockModule('../../api/httpClient.js', () => ({
  httpClient: { request: jest.fn() },
  errorMessageOf: () => '',
}));

const { configureStore } = await import('@reduxjs/toolkit');
const { default: createSagaMiddleware } = await import('redux-saga');
const { initialPageState, pageReducer, panelRequested } = await import('../multipage/pageSlice.js');
const { privacyWorkflows, publishFailureMessage } = await import('./privacySaga.js');
const { publishingApi } = await import('./publishingApi.js');
const { privacyDialogOpened, privacySaveRequested, publishingReducer } =
  await import('./publishingSlice.js');

const DASHBOARD = 'tessera.test';

function savedApp(overrides: Partial<AppDto> = {}): AppDto {
  return {
    id: 'app-1',
    name: 'shop',
    title: 'Shop',
    spreadsheetId: null,
    public: true,
    sign_in_method: 'No sign in',
    publishUrl: 'shop',
    settings: {},
    url: 'https://shop.tessera.test',
    ...overrides,
  };
}

/** An HTTP failure as axios reports it: the answer's status and message. */
function answered(status: number, message: string) {
  return Object.assign(new Error(message), { response: { status, data: { message } } });
}

type StartOptions = { appId?: string; appName?: string };

function startStore(host = 'shop.tessera.test', options: StartOptions = {}) {
  const requests = {
    currentLocation: () => ({ protocol: 'https:', host, pathname: '/about' }),
    appInfo: jest.fn<PrivacyRequests['appInfo']>().mockResolvedValue({ id: 'app-1', name: 'shop' }),
    savePrivacy: jest
      .fn<PrivacyRequests['savePrivacy']>()
      .mockImplementation((_id, body: UpdateAppPrivacyRequest) =>
        Promise.resolve(savedApp({ public: body.public, name: body.publishUrl ?? 'shop' })),
      ),
    issueHandoff: jest
      .fn<PrivacyRequests['issueHandoff']>()
      .mockResolvedValue({ token: 'one-time' }),
    navigate: jest.fn<PrivacyRequests['navigate']>(),
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      page: pageReducer,
      publishing: publishingReducer,
      [publishingApi.reducerPath]: publishingApi.reducer,
    },
    preloadedState: {
      page: { ...initialPageState, app_id: options.appId ?? '', name: options.appName ?? '' },
    },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(
        publishingApi.middleware,
        sagas,
      ),
  });
  const sagaTask = sagas.run(privacyWorkflows, requests);
  // Drops the cache entries and their clean-up timers too, which would keep Jest waiting.
  const task = {
    cancel() {
      sagaTask.cancel();
      store.dispatch(publishingApi.util.resetApiState());
    },
  };
  const message = () => store.getState().publishing.privacyMessage;
  const cachedApp = () => publishingApi.endpoints.getApp.select('app-1')(store.getState()).data;
  return { store, task, requests, message, cachedApp };
}

const publicForm: PrivacyForm = { public: true, publishUrl: 'shop', signInMethod: 'No sign in' };

function save(form: PrivacyForm, options: { auto?: boolean; surface?: 'privacy' | 'launch' } = {}) {
  return privacySaveRequested({
    form,
    auto: options.auto ?? false,
    surface: options.surface ?? 'privacy',
    dashboardHost: DASHBOARD,
  });
}

describe('privacy saga', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('auto-saves when made private, showing the message for 2 s', async () => {
    const { store, task, requests, message } = startStore();
    store.dispatch(save({ ...publicForm, public: false }, { auto: true }));
    expect(message()).toEqual({ kind: 'info', text: 'Auto-saving privacy settings...' });
    await jest.advanceTimersByTimeAsync(0);
    expect(requests.appInfo).toHaveBeenCalledWith('shop');
    expect(requests.savePrivacy).toHaveBeenCalledWith('app-1', {
      public: false,
      sign_in_method: 'No sign in',
    });
    expect(store.getState().page.public).toBe(false);
    await jest.advanceTimersByTimeAsync(1990);
    expect(message()?.text).toBe('Auto-saving privacy settings...');
    await jest.advanceTimersByTimeAsync(10);
    expect(message()).toBeNull();
    task.cancel();
  });

  it('says the auto-save failed, and keeps saying it', async () => {
    const { store, task, requests, message } = startStore();
    requests.savePrivacy.mockRejectedValue(answered(500, 'boom'));
    store.dispatch(save({ ...publicForm, public: false }, { auto: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(message()).toEqual({
      kind: 'error',
      text: 'Failed to automatically save settings. Please try again.',
    });
    await jest.advanceTimersByTimeAsync(5000);
    expect(message()?.kind).toBe('error');
    expect(store.getState().publishing.privacySaving).toBe(false);
    task.cancel();
  });

  it('saves a public app, closes the dialog after 1 s and clears the message after 3 s', async () => {
    const { store, task, requests, message } = startStore();
    store.dispatch(privacyDialogOpened());
    store.dispatch(save(publicForm));
    expect(store.getState().publishing.privacySaving).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(requests.savePrivacy).toHaveBeenCalledWith('app-1', {
      public: true,
      sign_in_method: 'No sign in',
      publishUrl: 'shop',
    });
    expect(requests.issueHandoff).not.toHaveBeenCalled();
    expect(message()).toEqual({ kind: 'success', text: 'Privacy settings saved.' });
    await jest.advanceTimersByTimeAsync(999);
    expect(store.getState().publishing.privacyDialogOpen).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().publishing.privacyDialogOpen).toBe(false);
    await jest.advanceTimersByTimeAsync(1999);
    expect(message()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(message()).toBeNull();
    task.cancel();
  });

  it('keeps the dialog open after saving a private app', async () => {
    const { store, task, message } = startStore();
    store.dispatch(privacyDialogOpened());
    store.dispatch(save({ ...publicForm, public: false }));
    await jest.advanceTimersByTimeAsync(3000);
    expect(store.getState().publishing.privacyDialogOpen).toBe(true);
    expect(message()).toBeNull();
    task.cancel();
  });

  it('closes the Launch dialog (panel publish) after a save from it', async () => {
    const { store, task } = startStore();
    store.dispatch(panelRequested('publish'));
    store.dispatch(save(publicForm, { surface: 'launch' }));
    await jest.advanceTimersByTimeAsync(999);
    expect(store.getState().page.page).toBe('publish');
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().page.page).toBe('view');
    task.cancel();
  });

  it('saves the open app on a host that names no app (a custom domain), without app-info', async () => {
    const { store, task, requests, message } = startStore('shop.example.com', {
      appId: 'app-1',
      appName: 'shop',
    });
    store.dispatch(privacyDialogOpened());
    store.dispatch(save({ ...publicForm, publishUrl: 'market' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(requests.appInfo).not.toHaveBeenCalled();
    expect(requests.savePrivacy).toHaveBeenCalledWith('app-1', {
      public: true,
      sign_in_method: 'No sign in',
      publishUrl: 'market',
    });
    // The custom domain keeps serving the renamed app: no move to the new subdomain.
    expect(requests.issueHandoff).not.toHaveBeenCalled();
    expect(message()).toEqual({ kind: 'success', text: 'Privacy settings saved.' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(requests.navigate).not.toHaveBeenCalled();
    expect(store.getState().publishing.privacyDialogOpen).toBe(false);
    task.cancel();
  });

  it('saves the open app before the dashboard host is known', async () => {
    const { store, task, requests } = startStore('shop.tessera.test', { appId: 'app-1' });
    store.dispatch(
      privacySaveRequested({
        form: publicForm,
        auto: false,
        surface: 'privacy',
        dashboardHost: '',
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(requests.appInfo).not.toHaveBeenCalled();
    expect(requests.savePrivacy).toHaveBeenCalledWith('app-1', expect.anything());
    task.cancel();
  });

  it('keeps the loaded app in the cache up to date after a save', async () => {
    const { store, task, cachedApp } = startStore();
    await store.dispatch(publishingApi.util.upsertQueryData('getApp', 'app-1', savedApp()));
    store.dispatch(save({ ...publicForm, public: false }, { auto: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(cachedApp()?.public).toBe(false);
    task.cancel();
  });

  it('counts a failed auto-save (the form turns public back on), not a failed save', async () => {
    const { store, task, requests } = startStore();
    requests.savePrivacy.mockRejectedValue(answered(500, 'boom'));
    store.dispatch(save(publicForm));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().publishing.privacyAutoSaveFailures).toBe(0);
    store.dispatch(save({ ...publicForm, public: false }, { auto: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().publishing.privacyAutoSaveFailures).toBe(1);
    task.cancel();
  });

  it('cannot publish without an app name in the host', async () => {
    const { store, task, requests, message } = startStore('www.tessera.test');
    store.dispatch(save(publicForm));
    await jest.advanceTimersByTimeAsync(0);
    expect(message()).toEqual({ kind: 'error', text: 'Unable to determine app name' });
    expect(requests.appInfo).not.toHaveBeenCalled();
    task.cancel();
  });

  it('cannot publish without the app information', async () => {
    const { store, task, requests, message } = startStore();
    requests.appInfo.mockRejectedValue(answered(404, 'App not found.'));
    store.dispatch(save(publicForm));
    await jest.advanceTimersByTimeAsync(0);
    expect(message()).toEqual({ kind: 'error', text: 'Unable to get app information' });
    expect(requests.savePrivacy).not.toHaveBeenCalled();
    task.cancel();
  });

  it("says the spec's text when the save fails, the server's for a name to fix", async () => {
    const failing = startStore();
    failing.requests.savePrivacy.mockRejectedValue(answered(500, 'x'));
    failing.store.dispatch(save(publicForm));
    await jest.advanceTimersByTimeAsync(0);
    expect(failing.message()).toEqual({
      kind: 'error',
      text: 'Failed to public. Please try again.',
    });
    failing.task.cancel();

    const taken = startStore();
    taken.requests.savePrivacy.mockRejectedValue(answered(409, 'This app name is already taken.'));
    taken.store.dispatch(privacyDialogOpened());
    taken.store.dispatch(save({ ...publicForm, publishUrl: 'market' }));
    await jest.advanceTimersByTimeAsync(2000);
    expect(taken.message()?.text).toBe('This app name is already taken.');
    expect(taken.store.getState().publishing.privacyDialogOpen).toBe(true);
    expect(taken.requests.navigate).not.toHaveBeenCalled();
    taken.task.cancel();
  });

  it('sends the owner to the renamed host with a hand-off token taken before the rename', async () => {
    const { store, task, requests, message } = startStore();
    store.dispatch(save({ ...publicForm, publishUrl: ' Market ' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(requests.issueHandoff).toHaveBeenCalledWith('app-1');
    expect(requests.issueHandoff.mock.invocationCallOrder[0]).toBeLessThan(
      requests.savePrivacy.mock.invocationCallOrder[0] ?? 0,
    );
    expect(requests.savePrivacy).toHaveBeenCalledWith('app-1', {
      public: true,
      sign_in_method: 'No sign in',
      publishUrl: 'market',
    });
    expect(message()?.text).toContain('https://market.tessera.test');
    await jest.advanceTimersByTimeAsync(1000);
    expect(requests.navigate).toHaveBeenCalledWith(
      'https://market.tessera.test/about?token=one-time',
    );
    task.cancel();
  });

  it('sends the owner to the dashboard when no hand-off could be had', async () => {
    const { store, task, requests } = startStore();
    requests.issueHandoff.mockRejectedValue(answered(401, 'no'));
    store.dispatch(save({ ...publicForm, publishUrl: 'market' }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(requests.navigate).toHaveBeenCalledWith('https://tessera.test/dashboard');
    task.cancel();
  });
});

describe('publishFailureMessage', () => {
  it("shows a 400's or 409's message and hides anything else", () => {
    expect(publishFailureMessage(answered(400, 'Use lowercase letters'))).toBe(
      'Use lowercase letters',
    );
    expect(publishFailureMessage(answered(403, 'Forbidden'))).toBe(
      'Failed to public. Please try again.',
    );
    expect(publishFailureMessage(new Error('Network Error'))).toBe(
      'Failed to public. Please try again.',
    );
  });
});
