import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Asked before leaving the editor with changes that are not saved. */
export const LEAVE_QUESTION = 'Your changes to this block are not saved. Leave anyway?';

/**
 * While `unsaved`, leaving asks first: closing or reloading the tab (the browser's own question)
 * and moving to another page of the app (LEAVE_QUESTION).
 */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
