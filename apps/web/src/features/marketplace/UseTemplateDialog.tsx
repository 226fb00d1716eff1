import { Link } from 'react-router';
import type { TemplateCloneDto } from '@tessera/contracts';
import { useGetCurrentUserQuery } from '../auth/authApi.js';
import { rememberTemplateRedirect } from '../auth/sessionKeys.js';
import { useOpenAppEditor } from '../dashboard/useOpenAppEditor.js';
import { useGetPublicSettingQuery } from '../../shell/settingsApi.js';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Modal } from '../../shell/ui/Modal.js';
import ui from '../../shell/ui/ui.module.css';
import { useStartTemplateCheckoutMutation } from '../billing/billingApi.js';
import { goToStripe } from '../billing/useStripeRedirect.js';
import { useCloneTemplateMutation, useGetTemplateCloneQuery } from './marketplaceApi.js';
import {
  priceLabel,
  templatePreviewUrl,
  type MarketplaceTemplate,
} from './marketplaceTemplates.js';
import styles from './UseTemplateDialog.module.css';

type UseTemplateDialogProps = { template: MarketplaceTemplate; onClose: () => void };

/** How often the copy is asked about while its data is being copied. */
const POLL_MS = 1000;

/**
 * The dialog opened by ?open_clone_modal (editor-viewer-shell §4): a signed-in owner makes a copy
 * of the template in their workspace and follows it (the app made, its data copied) until it
 * opens; a visitor signs in first and comes back here.
 */
export function UseTemplateDialog({ template, onClose }: UseTemplateDialogProps) {
  const user = useGetCurrentUserQuery();
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST');
  const [cloneTemplate, started] = useCloneTemplateMutation();
  const [startCheckout, checkout] = useStartTemplateCheckoutMutation();
  const previewUrl = templatePreviewUrl(template, dashboardHost, window.location.protocol);
  const paidNotBought = !template.is_free && !template.isPurchased;

  let body;
  if (user.isLoading) body = null;
  else if (!user.data)
    body = (
      <div className={ui.row}>
        <Link
          className={ui.button}
          to={`/dashboard/auth?template_id=${encodeURIComponent(template.id)}`}
          onClick={() => rememberTemplateRedirect(window.localStorage, template.id)}
        >
          Sign in to use this template
        </Link>
      </div>
    );
  else if (started.data)
    body = <CloneProgress clone={started.data} onRetry={() => started.reset()} />;
  else
    body = (
      <>
        <FormError message={apiErrorMessage(started.error ?? checkout.error)} />
        <div className={ui.row}>
          {paidNotBought ? (
            <button
              type="button"
              className={ui.button}
              disabled={checkout.isLoading}
              onClick={() => void goToStripe(() => startCheckout(template.id))}
            >
              {checkout.isLoading ? 'Opening Stripe...' : `Buy for ${priceLabel(template)}`}
            </button>
          ) : (
            <button
              type="button"
              className={ui.button}
              disabled={started.isLoading}
              onClick={() => void cloneTemplate(template.id)}
            >
              {started.isLoading ? 'Creating your app...' : 'Use this template'}
            </button>
          )}
          {previewUrl && (
            <a className={ui.secondaryButton} href={previewUrl} target="_blank" rel="noreferrer">
              Preview template
            </a>
          )}
        </div>
      </>
    );

  return (
    <Modal title={`Use ${template.name}`} onClose={onClose}>
      <div className={ui.stack}>
        <p className={ui.muted}>
          {priceLabel(template)} template{template.isPurchased ? ' · purchased' : ''}
        </p>
        {template.description && <p>{template.description}</p>}
        {body}
      </div>
    </Modal>
  );
}

/** The copy's steps: the app made, its data copied, then ready to open (or failed, why). */
function CloneProgress({ clone, onRetry }: { clone: TemplateCloneDto; onRetry: () => void }) {
  const polled = useGetTemplateCloneQuery(clone.id, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const current = polled.data ?? clone;
  const { openAppEditor, isOpening, openError } = useOpenAppEditor();
  const copying = current.status === 'copying';
  return (
    <div className={ui.stack}>
      <ol className={styles.steps} aria-label="Copying the template">
        <li className={styles.done}>Your app {current.app_name} is created</li>
        <li
          className={
            current.status === 'failed' ? styles.failed : copying ? styles.active : styles.done
          }
          aria-busy={copying}
        >
          {copying
            ? 'Copying its data...'
            : current.status === 'failed'
              ? 'Its data could not be copied'
              : 'Its data is copied'}
        </li>
        <li className={current.status === 'ready' ? styles.done : styles.pending}>Ready to edit</li>
      </ol>
      <progress
        className={styles.progress}
        aria-label="Progress"
        max={3}
        value={current.status === 'ready' ? 3 : current.status === 'failed' ? 3 : 2}
      />
      {current.status === 'failed' ? (
        <>
          <FormError message={current.error} />
          <div className={ui.row}>
            <button type="button" className={ui.button} onClick={onRetry}>
              Try again
            </button>
          </div>
        </>
      ) : null}
      {current.status === 'ready' ? (
        <div className={ui.row}>
          <button
            type="button"
            className={ui.button}
            disabled={isOpening}
            onClick={() => void openAppEditor(current.app_id)}
          >
            Open your app
          </button>
          <Link className={ui.secondaryButton} to="/dashboard">
            Go to the dashboard
          </Link>
        </div>
      ) : null}
      <FormError message={apiErrorMessage(openError)} />
    </div>
  );
}
