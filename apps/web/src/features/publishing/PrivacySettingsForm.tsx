import { useId, useState, type FormEvent } from 'react';
import type { AppDto } from '@tessera/contracts';
import { NO_SIGN_IN, SIGN_IN_METHODS, toSignInMethod, type SignInMethod } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { Loading } from '../../shell/ui/Loading.js';
import { selectPage } from '../multipage/pageSlice.js';
import styles from '../editor/blocks/editor.module.css';
import { appAddress } from './appAddress.js';
import { CustomDomains } from './CustomDomains.js';
import publishing from './publishing.module.css';
import { useGetAppQuery } from './publishingApi.js';
import {
  privacyMessagesCleared,
  privacySaveRequested,
  selectPublishing,
  type PrivacyForm,
  type PrivacySurface,
} from './publishingSlice.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';

type Props = { surface: PrivacySurface; dashboardHost: string };

/** The two states of App privacy (publishing §2), each saying who can open the app. */
const PRIVACY_CHOICES = [
  { label: 'Private', public: false, means: PUBLISHING_TEXTS.privateMeans },
  { label: 'Public', public: true, means: PUBLISHING_TEXTS.publicMeans },
] as const;

/**
 * The form's starting values: the loaded app, else (not loaded, or loading failed) a private app
 * with 'No sign in' (publishing §8).
 */
export function privacyFormInitial(app: AppDto | undefined, pageName: string): PrivacyForm {
  return app
    ? {
        public: app.public,
        publishUrl: app.publishUrl || app.name,
        signInMethod: toSignInMethod(app.sign_in_method),
      }
    : { public: false, publishUrl: pageName, signInMethod: NO_SIGN_IN };
}

/**
 * The privacy settings of the open app (publishing §2): App privacy, and when public the Publish
 * URL, its custom domains and the Sign In Method. Loaded from GET /api/apps/{id} on every opening
 * (the cached copy may predate a change made elsewhere); when that fails the form starts private
 * with 'No sign in' (§8).
 */
export function PrivacySettingsForm({ surface, dashboardHost }: Props) {
  const page = useAppSelector(selectPage);
  const app = useGetAppQuery(page.app_id, {
    skip: !page.app_id,
    refetchOnMountOrArgChange: true,
  });
  // Only this app's own answer counts (never another app's); a failed load is the fallback.
  const loaded = app.isError ? undefined : app.currentData;
  if (!loaded && !app.isError && app.isFetching) return <Loading />;
  return (
    <PrivacyFields
      // Fresh data (the reload on opening, or a save) starts the fields again from it.
      key={loaded ? `loaded-${app.fulfilledTimeStamp ?? 0}` : 'fallback'}
      initial={privacyFormInitial(loaded, page.name)}
      appId={page.app_id}
      surface={surface}
      dashboardHost={dashboardHost}
    />
  );
}

type FieldsProps = Props & { initial: PrivacyForm; appId: string };

function PrivacyFields({ initial, appId, surface, dashboardHost }: FieldsProps) {
  const dispatch = useAppDispatch();
  const { privacySaving, privacyMessage, privacyAutoSaveFailures } =
    useAppSelector(selectPublishing);
  const [isPublic, setIsPublic] = useState(initial.public);
  // A failed auto-save left the app public on the server: the switch goes back on to say so.
  const [seenFailures, setSeenFailures] = useState(privacyAutoSaveFailures);
  if (privacyAutoSaveFailures !== seenFailures) {
    setSeenFailures(privacyAutoSaveFailures);
    setIsPublic(true);
  }
  const [publishUrl, setPublishUrl] = useState(initial.publishUrl);
  const [signInMethod, setSignInMethod] = useState<SignInMethod>(initial.signInMethod);
  const ids = { toggle: useId(), url: useId(), address: useId(), method: useId() };
  const form: PrivacyForm = { public: isPublic, publishUrl, signInMethod };

  function switchPublic(next: boolean) {
    setIsPublic(next);
    if (next) {
      dispatch(privacyMessagesCleared());
    } else if (isPublic) {
      // Going private saves at once (publishing §4).
      dispatch(
        privacySaveRequested({
          form: { ...form, public: false },
          auto: true,
          surface,
          dashboardHost,
        }),
      );
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    dispatch(privacySaveRequested({ form, auto: false, surface, dashboardHost }));
  }

  const address = appAddress(publishUrl || initial.publishUrl, dashboardHost, window.location);
  return (
    <>
      <form onSubmit={save} aria-label={PUBLISHING_TEXTS.privacySettings}>
        <fieldset className={publishing.privacyChoice} disabled={privacySaving}>
          <legend>{PUBLISHING_TEXTS.appPrivacy}</legend>
          {PRIVACY_CHOICES.map((choice) => (
            <div key={choice.label} className={publishing.privacyOption}>
              <input
                id={`${ids.toggle}-${choice.label}`}
                type="radio"
                name={ids.toggle}
                checked={isPublic === choice.public}
                aria-describedby={`${ids.toggle}-${choice.label}-means`}
                onChange={() => switchPublic(choice.public)}
              />
              <label htmlFor={`${ids.toggle}-${choice.label}`}>{choice.label}</label>
              <p id={`${ids.toggle}-${choice.label}-means`} className={publishing.address}>
                {choice.means}
              </p>
            </div>
          ))}
        </fieldset>
        {isPublic && !initial.public ? (
          <p className={publishing.message}>{PUBLISHING_TEXTS.saveToPublish}</p>
        ) : null}
        {isPublic ? (
          <>
            <div className={styles.field}>
              <label htmlFor={ids.url}>{PUBLISHING_TEXTS.publishUrl}</label>
              <input
                id={ids.url}
                type="text"
                value={publishUrl}
                disabled={privacySaving}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={ids.address}
                onChange={(event) => setPublishUrl(event.target.value)}
              />
              <p id={ids.address} className={publishing.address}>
                {address}
              </p>
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.method}>{PUBLISHING_TEXTS.signInMethod}</label>
              <select
                id={ids.method}
                value={signInMethod}
                disabled={privacySaving}
                onChange={(event) => setSignInMethod(toSignInMethod(event.target.value))}
              >
                {SIGN_IN_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {method}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        <button type="submit" className={styles.primary} disabled={privacySaving}>
          Save
        </button>
        {privacyMessage?.kind === 'error' ? (
          <p role="alert" className={styles.error}>
            {privacyMessage.text}
          </p>
        ) : privacyMessage ? (
          <p
            role="status"
            className={
              privacyMessage.kind === 'success' ? publishing.messageSuccess : publishing.message
            }
          >
            {privacyMessage.text}
          </p>
        ) : null}
      </form>
      {/* Outside the form: adding a domain must not submit the privacy settings. */}
      {isPublic && appId ? <CustomDomains appId={appId} /> : null}
    </>
  );
}
