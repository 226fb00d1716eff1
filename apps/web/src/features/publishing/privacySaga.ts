import type { AppDto, UpdateAppPrivacyRequest } from '@tessera/contracts';
import { appNameFromHost, PRIVACY_TIMINGS, PUBLISHING_MESSAGES } from '@tessera/domain';
import { call, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import {
  appSettingsSaved,
  panelClosed,
  selectPage,
  type PageState,
} from '../multipage/pageSlice.js';
import { dashboardUrl } from '../viewer/dashboardLinks.js';
import { loadErrorOf } from '../viewer/loadError.js';
import { appAddress, handoffAddress } from './appAddress.js';
import { publishingApi } from './publishingApi.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';
import {
  privacyAutoSaveFailed,
  privacyDialogClosed,
  privacyMessagesCleared,
  privacyMessageShown,
  privacySaved,
  privacySaveFailed,
  privacySaveRequested,
  selectPublishing,
  type PublishingState,
} from './publishingSlice.js';

type Where = { protocol: string; host: string; pathname: string };

/** The privacy workflow's server calls and browser access; injected so it can be tested. */
export type PrivacyRequests = {
  currentLocation: () => Where;
  /** POST /api/app/app-info {appName} -> the app's id and current name. */
  appInfo: (appName: string) => Promise<{ id: string; name: string }>;
  /** PUT /api/apps/{id} {public, publishUrl, sign_in_method} */
  savePrivacy: (appId: string, body: UpdateAppPrivacyRequest) => Promise<AppDto>;
  /** GET /api/auth/handoff?appId=: a one-time token that opens the editor on the app's host. */
  issueHandoff: (appId: string) => Promise<{ token: string }>;
  navigate: (url: string) => void;
};

/**
 * The message of a failed save: a name that is taken or reserved (409) or not a valid label (400)
 * is the owner's to fix, so the server's words say what; anything else is the spec's text.
 */
export function publishFailureMessage(error: unknown): string {
  const { status, message } = loadErrorOf(error);
  if ((status === 409 || status === 400) && message) return message;
  return PUBLISHING_MESSAGES.publishFailed;
}

/** Clears the message after `ms` unless another one replaced it meanwhile. */
function* clearMessageAfter(ms: number, text: string) {
  yield delay(ms);
  const { privacyMessage } = (yield select(selectPublishing)) as PublishingState;
  if (privacyMessage?.text === text) yield put(privacyMessagesCleared());
}

/** Closes the dialog the form was saved from, if it is still the one open. */
function* closeSurface(surface: 'privacy' | 'launch') {
  if (surface === 'privacy') {
    const { privacyDialogOpen } = (yield select(selectPublishing)) as PublishingState;
    if (privacyDialogOpen) yield put(privacyDialogClosed());
    return;
  }
  const page = (yield select(selectPage)) as PageState;
  if (page.page === 'publish') yield put(panelClosed());
}

/**
 * Saves the privacy settings (publishing §4, §8): the app from the host's first label, its id from
 * app-info (on a host that names no app, the open app's id), then PUT /api/apps/{id}. An auto-save (public switched off) shows its message for 2 s;
 * a save shows 'privacy saved' for 3 s and, when public, closes the dialog after 1 s. A renamed app
 * lives on a new host where this editor session does not hold, so the owner is sent there through a
 * hand-off token taken before the rename (the dashboard when none could be had).
 */
export function* savePrivacy(
  requests: PrivacyRequests,
  action: ReturnType<typeof privacySaveRequested>,
) {
  const { form, auto, surface, dashboardHost } = action.payload;
  const failed = (text: string) =>
    privacySaveFailed(auto ? PUBLISHING_MESSAGES.autoSaveFailed : text);
  if (auto) {
    yield put(privacyMessageShown({ kind: 'info', text: PUBLISHING_MESSAGES.autoSaving }));
    yield fork(
      clearMessageAfter,
      PRIVACY_TIMINGS.autoSaveMessageMs,
      PUBLISHING_MESSAGES.autoSaving,
    );
  }
  const where = (yield call(requests.currentLocation)) as Where;
  const hostAppName = appNameFromHost(where.host, dashboardHost);
  const page = (yield select(selectPage)) as PageState;
  let app: { id: string; name: string };
  if (hostAppName) {
    try {
      app = (yield call(requests.appInfo, hostAppName)) as { id: string; name: string };
      if (!app?.id) throw new Error('no app id');
    } catch {
      yield put(failed(PUBLISHING_MESSAGES.noAppInfo));
      return;
    }
  } else if (page.app_id) {
    // A custom domain (or a dashboard host not loaded yet) names no app, but the open app is known.
    app = { id: page.app_id, name: page.name };
  } else {
    yield put(failed(PUBLISHING_MESSAGES.noAppName));
    return;
  }
  const publishUrl = form.publishUrl.trim().toLowerCase();
  const renaming = !auto && form.public && publishUrl !== '' && publishUrl !== app.name;
  // Only the app's own subdomain moves with a rename; a custom domain keeps serving the app.
  const moving = renaming && hostAppName !== null;
  let handoff: { token: string } | null = null;
  if (moving) {
    try {
      handoff = (yield call(requests.issueHandoff, app.id)) as { token: string };
    } catch {
      handoff = null;
    }
  }
  const body: UpdateAppPrivacyRequest = {
    public: form.public,
    sign_in_method: form.signInMethod,
    // The spec's payload carries the Publish URL of a public app; only a changed one renames it.
    ...(form.public && publishUrl ? { publishUrl } : {}),
  };
  let saved: AppDto;
  try {
    saved = (yield call(requests.savePrivacy, app.id, body)) as AppDto;
  } catch (error) {
    yield put(failed(publishFailureMessage(error)));
    if (auto) yield put(privacyAutoSaveFailed());
    return;
  }
  yield put(privacySaved());
  yield put(appSettingsSaved({ public: saved.public }));
  // The next opening of the form starts from what was saved, not from the copy loaded before.
  yield put(publishingApi.util.upsertQueryData('getApp', app.id, saved));
  if (auto) return;
  if (moving) {
    const address = appAddress(saved.name, dashboardHost, where);
    yield put(
      privacyMessageShown({ kind: 'success', text: PUBLISHING_TEXTS.movingToNewAddress(address) }),
    );
    yield delay(PRIVACY_TIMINGS.closeAfterSaveMs);
    yield call(
      requests.navigate,
      handoff
        ? handoffAddress(address, where.pathname, handoff.token)
        : dashboardUrl(dashboardHost, '/dashboard', where),
    );
    return;
  }
  yield put(privacyMessageShown({ kind: 'success', text: PUBLISHING_TEXTS.privacySaved }));
  yield fork(clearMessageAfter, PRIVACY_TIMINGS.savedMessageMs, PUBLISHING_TEXTS.privacySaved);
  if (form.public) {
    yield delay(PRIVACY_TIMINGS.closeAfterSaveMs);
    yield call(closeSurface, surface);
  }
}

/** The publishing feature's workflows: a new save replaces the timers of the previous one. */
export function* privacyWorkflows(requests: PrivacyRequests) {
  yield takeLatest(privacySaveRequested.type, savePrivacy, requests);
}
