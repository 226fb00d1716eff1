import { useCallback, useEffect, useId, useState } from 'react';
import { SHELL_LABELS, VISUAL_SIZES } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { panelClosed, panelRequested, selectPage } from '../multipage/pageSlice.js';
import styles from '../editor/blocks/editor.module.css';
import { Popup } from '../editor/blocks/Popup.js';
import { appAddress } from './appAddress.js';
import { PrivacySettingsForm } from './PrivacySettingsForm.js';
import publishing from './publishing.module.css';
import { useGetAppQuery, useGetReviewRequestQuery } from './publishingApi.js';
import { marketplaceDialogRequested } from '../marketplaceSubmission/marketplaceSubmissionSlice.js';
import { privacyMessagesCleared } from './publishingSlice.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';

/**
 * Launch Your App (publishing §2), on the multi-page panel value 'publish': a collapsible Push to
 * Live section with the privacy settings, the live address and Embed, and the Push to Marketplace
 * entry (offered when the marketplace answers, like the Publish dropdown's).
 */
export function LaunchDialog({ dashboardHost }: { dashboardHost: string }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const app = useGetAppQuery(page.app_id, { skip: !page.app_id });
  const review = useGetReviewRequestQuery();
  const [liveOpen, setLiveOpen] = useState(true);
  const sectionId = useId();
  const close = useCallback(() => dispatch(panelClosed()), [dispatch]);
  useEffect(() => {
    dispatch(privacyMessagesCleared());
  }, [dispatch]);

  const address = app.data
    ? appAddress(app.data.publishUrl || app.data.name, dashboardHost, window.location)
    : window.location.origin;
  return (
    <Popup
      title={PUBLISHING_TEXTS.launchYourApp}
      onClose={close}
      width={VISUAL_SIZES.publishPopupMaxWidth}
      centered
    >
      <section className={publishing.section}>
        <button
          type="button"
          className={publishing.sectionToggle}
          aria-expanded={liveOpen}
          aria-controls={sectionId}
          onClick={() => setLiveOpen((open) => !open)}
        >
          {PUBLISHING_TEXTS.pushToLive}
          <span aria-hidden="true">{liveOpen ? '▾' : '▸'}</span>
        </button>
        {liveOpen ? (
          <div id={sectionId} className={publishing.sectionBody}>
            {page.public ? (
              <p className={publishing.listItem}>
                <span className={publishing.grow}>
                  {PUBLISHING_TEXTS.liveAt} <strong>{address}</strong>
                </span>
                <a
                  href={address}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.button}
                >
                  {PUBLISHING_TEXTS.open}
                </a>
              </p>
            ) : (
              <p className={styles.muted}>{PUBLISHING_TEXTS.privateApp}</p>
            )}
            <PrivacySettingsForm surface="launch" dashboardHost={dashboardHost} />
            <div className={styles.row}>
              <button
                type="button"
                className={styles.button}
                onClick={() => dispatch(panelRequested('embed'))}
              >
                {SHELL_LABELS.embed}
              </button>
            </div>
          </div>
        ) : null}
      </section>
      {review.isSuccess ? (
        <section className={publishing.section}>
          <button
            type="button"
            className={publishing.sectionToggle}
            onClick={() => {
              dispatch(panelClosed());
              dispatch(marketplaceDialogRequested());
            }}
          >
            {PUBLISHING_TEXTS.pushToMarketplace}
            <span aria-hidden="true">›</span>
          </button>
        </section>
      ) : null}
    </Popup>
  );
}
