import { createSlice } from '@reduxjs/toolkit';

/**
 * The navigation progress bar: `idle` (hidden), `running` (growing toward the end over the
 * spec's 5000 ms), `finishing` (jumps to full width, then fades out).
 */
export type ProgressPhase = 'idle' | 'running' | 'finishing';

export type ShellState = {
  online: boolean;
  /** True while a navigation or a data request is in flight (set by the progress watcher). */
  busy: boolean;
  progress: ProgressPhase;
};

const initialState: ShellState = { online: true, busy: false, progress: 'idle' };

const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    wentOnline(state) {
      state.online = true;
    },
    wentOffline(state) {
      state.online = false;
    },
    activityStarted(state) {
      state.busy = true;
    },
    activityEnded(state) {
      state.busy = false;
    },
    progressStarted(state) {
      state.progress = 'running';
    },
    progressFinished(state) {
      if (state.progress === 'running') state.progress = 'finishing';
    },
    progressHidden(state) {
      state.progress = 'idle';
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
    selectBusy: (state) => state.busy,
    selectProgress: (state) => state.progress,
  },
});

export const {
  wentOnline,
  wentOffline,
  activityStarted,
  activityEnded,
  progressStarted,
  progressFinished,
  progressHidden,
} = shellSlice.actions;
export const { selectOnline, selectBusy, selectProgress } = shellSlice.selectors;
export const shellReducer = shellSlice.reducer;
