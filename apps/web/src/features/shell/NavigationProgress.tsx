import { QueryStatus } from '@reduxjs/toolkit/query';
import { useEffect, type CSSProperties } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import type { RootState } from '../../app/store.js';
import { SHELL_LIMITS } from '../../shell/shellLimits.js';
import styles from './NavigationProgress.module.css';
import { activityEnded, activityStarted, selectProgress } from './shellSlice.js';

/** Data requests in flight; mutations (saves) do not move the navigation bar. */
function selectQueriesInFlight(state: RootState): boolean {
  return Object.values(state.api.queries).some((query) => query?.status === QueryStatus.pending);
}

/** The thin progress bar shown during navigation and while page data loads (§2.1, §9). */
export function NavigationProgress() {
  const dispatch = useAppDispatch();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const queriesInFlight = useAppSelector(selectQueriesInFlight);
  const progress = useAppSelector(selectProgress);
  const busy =
    navigation.state !== 'idle' ||
    fetchers.some((fetcher) => fetcher.state !== 'idle') ||
    queriesInFlight;

  useEffect(() => {
    dispatch(busy ? activityStarted() : activityEnded());
  }, [busy, dispatch]);

  if (progress === 'idle') return null;
  const style = { '--progress-duration': `${SHELL_LIMITS.progressDurationMs}ms` } as CSSProperties;
  return (
    <div
      className={`${styles.bar} ${progress === 'finishing' ? styles.finishing : styles.running}`}
      style={style}
      role="progressbar"
      aria-label="Loading page"
    />
  );
}
