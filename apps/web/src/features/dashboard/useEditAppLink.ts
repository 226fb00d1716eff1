import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { appNameSchema, type AppDto } from '@tessera/contracts';
import { useAppDispatch } from '../../app/hooks.js';
import { withoutParameters } from '../../shell/navigation/queryParameters.js';
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
    // Only an app's name is ever repeated back: the query is anyone's to write.
    const asked = appNameSchema.safeParse(name);
    const app = asked.success ? apps.find((candidate) => candidate.name === asked.data) : undefined;
    setParams(withoutParameters(EDIT_APP_PARAMETER), { replace: true });
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
      const which = asked.success ? `app named ${asked.data}` : 'such app';
      dispatch(
        toastShown({
          kind: 'warning',
          message: `This workspace has no ${which}. Switch to the workspace that has it, or sign in with the account that owns it.`,
        }),
      );
    }
  }, [name, apps, setParams, dispatch, openAppEditor]);
}
