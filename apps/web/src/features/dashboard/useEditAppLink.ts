import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AppDto } from '@tessera/contracts';
import { useAppDispatch } from '../../app/hooks.js';
import { toastShown } from '../toasts/toastsSlice.js';
import { useOpenAppEditor } from './useOpenAppEditor.js';

/** The query naming the app to open in its editor (`/dashboard?edit_app=shop`). */
export const EDIT_APP_PARAMETER = 'edit_app';

/**
 * A link to edit an app by its name (what a private app's Access Denied screen offers its owner):
 * once the workspace's apps are known, opens that app's editor on its own host; an app that is not
 * the workspace's is said in a toast. The query is cleaned either way, so a reload does not repeat.
 */
export function useEditAppLink(apps: readonly AppDto[] | undefined) {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const { openAppEditor } = useOpenAppEditor();
  // StrictMode runs effects twice: follow each link once.
  const followed = useRef<string | null>(null);
  const name = params.get(EDIT_APP_PARAMETER);

  useEffect(() => {
    if (!name || !apps || followed.current === name) return;
    followed.current = name;
    const app = apps.find((candidate) => candidate.name === name.trim().toLowerCase());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EDIT_APP_PARAMETER);
        return next;
      },
      { replace: true },
    );
    if (app) {
      void openAppEditor(app.id).then((opened) => {
        if (!opened)
          dispatch(
            toastShown({
              kind: 'error',
              message: `The editor of ${app.title} could not be opened.`,
            }),
          );
      });
    } else {
      dispatch(
        toastShown({
          kind: 'warning',
          message: `This workspace has no app at ${name}. Sign in with the account that owns it.`,
        }),
      );
    }
  }, [name, apps, setParams, dispatch, openAppEditor]);
}
