import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInMethod } from '@tessera/domain';

/** The Privacy Settings form as the owner left it (the form's state itself stays in the form). */
export type PrivacyForm = { public: boolean; publishUrl: string; signInMethod: SignInMethod };

/** Where the privacy form is shown: its own dialog, or the Launch dialog's Push to Live section. */
export type PrivacySurface = 'privacy' | 'launch';

export type PrivacySaveRequest = {
  form: PrivacyForm;
  /** Switching public off saves at once (publishing §4) and never renames the app. */
  auto: boolean;
  surface: PrivacySurface;
  dashboardHost: string;
};

export type PrivacyMessage = { kind: 'info' | 'success' | 'error'; text: string };

export type PublishingState = {
  privacyDialogOpen: boolean;
  privacySaving: boolean;
  privacyMessage: PrivacyMessage | null;
  /**
   * Counts failed auto-saves: the app is still public on the server, so the open form turns its
   * switch back on when this changes.
   */
  privacyAutoSaveFailures: number;
};

export const initialPublishingState: PublishingState = {
  privacyDialogOpen: false,
  privacySaving: false,
  privacyMessage: null,
  privacyAutoSaveFailures: 0,
};

const publishingSlice = createSlice({
  name: 'publishing',
  initialState: initialPublishingState,
  reducers: {
    privacyDialogOpened(state) {
      state.privacyDialogOpen = true;
      state.privacyMessage = null;
    },
    privacyDialogClosed(state) {
      state.privacyDialogOpen = false;
    },
    privacySaveRequested(state, _action: PayloadAction<PrivacySaveRequest>) {
      state.privacySaving = true;
    },
    privacySaved(state) {
      state.privacySaving = false;
    },
    privacySaveFailed(state, action: PayloadAction<string>) {
      state.privacySaving = false;
      state.privacyMessage = { kind: 'error', text: action.payload };
    },
    privacyAutoSaveFailed(state) {
      state.privacyAutoSaveFailures += 1;
    },
    privacyMessageShown(state, action: PayloadAction<PrivacyMessage>) {
      state.privacyMessage = action.payload;
    },
    /** Switching public on clears the messages; so do the timers of §9. */
    privacyMessagesCleared(state) {
      state.privacyMessage = null;
    },
  },
});

export const {
  privacyDialogOpened,
  privacyDialogClosed,
  privacySaveRequested,
  privacySaved,
  privacySaveFailed,
  privacyAutoSaveFailed,
  privacyMessageShown,
  privacyMessagesCleared,
} = publishingSlice.actions;
export const publishingReducer = publishingSlice.reducer;

type WithPublishing = { publishing: PublishingState };

export const selectPublishing = (state: WithPublishing) => state.publishing;
