import { createSlice } from '@reduxjs/toolkit';
import { DASHBOARD_TEXTS } from '../../shell/dashboardTexts.js';

/** The Account Required card of §8: hidden, then visible once, then gone for good. */
export type AccountRequiredState = { visible: boolean; shown: boolean };

const initialState: AccountRequiredState = { visible: false, shown: false };

const accountRequiredSlice = createSlice({
  name: 'accountRequired',
  initialState,
  reducers: {
    /** A global HTTP error said the caller has no account. */
    accountRequiredDetected() {},
    accountRequiredCardShown(state) {
      state.visible = true;
      state.shown = true;
    },
    accountRequiredCardDismissed(state) {
      state.visible = false;
    },
    accountRequiredCardHidden(state) {
      state.visible = false;
    },
  },
  selectors: {
    selectAccountRequiredVisible: (state) => state.visible,
  },
});

export const {
  accountRequiredDetected,
  accountRequiredCardShown,
  accountRequiredCardDismissed,
  accountRequiredCardHidden,
} = accountRequiredSlice.actions;
export const { selectAccountRequiredVisible } = accountRequiredSlice.selectors;
export const accountRequiredReducer = accountRequiredSlice.reducer;

/** §8: the card appears when a global HTTP error message contains the server's phrase. */
export function isAccountRequiredMessage(message: string): boolean {
  return message.includes(DASHBOARD_TEXTS.accountRequiredTrigger);
}
