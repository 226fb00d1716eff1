import { MESSAGES, resolveUseTemplateTarget } from '@tessera/domain';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useAppLocation } from '../../shell/navigation/navigation.js';
import { useGetCurrentUserQuery } from '../auth/authApi.js';
import { marketplaceApi } from '../marketplace/marketplaceApi.js';
import { templateErrorToastShown } from '../toasts/toastsSlice.js';
import { dashboardUrl } from '../viewer/dashboardLinks.js';
import styles from './multipage.module.css';
import { selectPage } from './pageSlice.js';
import { previewModeOf } from './previewMode.js';

/**
 * The template preview banner: logo, Preview Mode, Back to marketplace and the Use Template button
 * (§2.2, §4).
 */
export function PreviewBanner({
  appName,
  dashboardHost,
}: {
  appName: string;
  dashboardHost: string;
}) {
  const dispatch = useAppDispatch();
  const { search } = useAppLocation();
  const mode = previewModeOf(search, MESSAGES.useTemplate);
  const canEdit = useAppSelector((state) => selectPage(state).can_edit);
  const { data: user, isFetching } = useGetCurrentUserQuery(undefined, {
    skip: !mode.active || canEdit,
  });
  const [loadTemplates] = marketplaceApi.useLazyListMarketplaceTemplatesQuery();
  const [busy, setBusy] = useState(false);
  if (!mode.active) return null;

  async function applyTemplate() {
    setBusy(true);
    try {
      const loggedIn = Boolean(user);
      // The marketplace is only needed to find the template from the subdomain (step 3).
      const needsTemplates = (canEdit || loggedIn) && !mode.templateId;
      let templates: Awaited<ReturnType<typeof loadTemplates>>['data'] = [];
      if (needsTemplates) {
        const result = await loadTemplates();
        if (result.error) {
          dispatch(templateErrorToastShown(MESSAGES.templateLoadFailed));
          return;
        }
        templates = result.data ?? [];
      }
      const target = resolveUseTemplateTarget({
        canEdit,
        loggedIn,
        templateId: mode.templateId,
        subdomain: appName,
        templates: templates ?? [],
      });
      if ('error' in target) dispatch(templateErrorToastShown(target.error));
      else window.location.assign(dashboardUrl(dashboardHost, target.redirect, window.location));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.previewBanner} role="region" aria-label="Preview Mode">
      <span className={styles.previewLogo} aria-label="Tessera">
        ◆ Tessera
      </span>
      <strong>{MESSAGES.previewMode}</strong>
      <a
        className={styles.previewBack}
        href={dashboardUrl(dashboardHost, '/marketplace', window.location)}
      >
        {MESSAGES.backToMarketplace}
      </a>
      <button
        type="button"
        className={styles.previewButton}
        disabled={busy || isFetching}
        onClick={() => void applyTemplate()}
      >
        <span aria-hidden="true">{mode.freeOrOwned ? '+' : '🛒'}</span>
        {mode.buttonText}
      </button>
    </div>
  );
}
