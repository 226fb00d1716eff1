import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SubmissionMessage = { kind: 'info' | 'success' | 'error'; text: string };

/** The Marketplace dialog (publishing §2): whether it is open, and the message it shows. */
export type MarketplaceSubmissionState = {
  dialogOpen: boolean;
  message: SubmissionMessage | null;
};

export const initialMarketplaceSubmissionState: MarketplaceSubmissionState = {
  dialogOpen: false,
  message: null,
};

const marketplaceSubmissionSlice = createSlice({
  name: 'marketplaceSubmission',
  initialState: initialMarketplaceSubmissionState,
  reducers: {
    /** Publish to Marketplace was chosen (the Publish dropdown, or Launch's Push to Marketplace). */
    marketplaceDialogRequested(state) {
      state.dialogOpen = true;
      state.message = null;
    },
    marketplaceDialogClosed(state) {
      state.dialogOpen = false;
      state.message = null;
    },
    submissionMessageShown(state, action: PayloadAction<SubmissionMessage>) {
      state.message = action.payload;
    },
    submissionMessageCleared(state) {
      state.message = null;
    },
    /** A submit went through; `editing` when it was an Edit & Resubmit (publishing §8). */
    templateSubmitted(_state, _action: PayloadAction<{ editing: boolean }>) {},
  },
  selectors: {
    selectMarketplaceSubmission: (state) => state,
  },
});

export const {
  marketplaceDialogRequested,
  marketplaceDialogClosed,
  submissionMessageShown,
  submissionMessageCleared,
  templateSubmitted,
} = marketplaceSubmissionSlice.actions;
export const { selectMarketplaceSubmission } = marketplaceSubmissionSlice.selectors;
export const marketplaceSubmissionReducer = marketplaceSubmissionSlice.reducer;
