import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withoutParameters } from '../../shell/navigation/queryParameters.js';

const CLONE_PARAM = 'open_clone_modal';

/** The open_clone_modal query (§2.1): its value, and a way to close the modal it opens. */
export function useCloneModalParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get(CLONE_PARAM);
  const closeCloneModal = useCallback(() => {
    setParams(withoutParameters(CLONE_PARAM), { replace: true });
  }, [setParams]);
  const openCloneModal = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CLONE_PARAM, 'true');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { cloneModalValue: value, openCloneModal, closeCloneModal };
}
