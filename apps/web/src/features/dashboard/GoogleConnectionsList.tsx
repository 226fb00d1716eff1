import type { GoogleConnection } from '@tessera/contracts';
import { useState } from 'react';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import ui from '../../shell/ui/ui.module.css';
import { useRemoveGoogleConnectionMutation } from './dashboardApi.js';
import { formatLongDate } from './formatDate.js';
import styles from './GoogleSheetsArea.module.css';
import { connectionKindLabel, GOOGLE_OAUTH_START_URL, GOOGLE_TEXTS } from './googleSheets.js';

type GoogleConnectionsListProps = {
  connections: readonly GoogleConnection[];
  oauthAvailable: boolean;
};

/** The workspace's Google connections; each can be removed after a confirmation. */
export function GoogleConnectionsList({ connections, oauthAvailable }: GoogleConnectionsListProps) {
  const [removeConnection, { isLoading: isRemoving, error: removeError, reset }] =
    useRemoveGoogleConnectionMutation();
  const [confirming, setConfirming] = useState<string | null>(null);

  function confirm(id: string | null) {
    reset();
    setConfirming(id);
  }

  async function remove(id: string) {
    const result = await removeConnection(id);
    if (!result.error) setConfirming(null);
  }

  if (connections.length === 0)
    return <p className={`${ui.muted} ${styles.text}`}>No Google connections yet.</p>;

  return (
    <>
      <ul className={ui.list} aria-label="Google connections">
        {connections.map((connection) => (
          <li key={connection.id} className={ui.listItem}>
            <div>
              <div className={ui.itemTitle}>{connection.label}</div>
              <div className={ui.muted}>
                {connectionKindLabel(connection.kind)} · Added{' '}
                {formatLongDate(connection.createdAt)}
              </div>
            </div>
            <div className={styles.actions}>
              {connection.status === 'revoked' ? (
                <span className={styles.revoked}>{GOOGLE_TEXTS.revoked}</span>
              ) : (
                <span className={ui.badge}>Active</span>
              )}
              {connection.status === 'revoked' && connection.kind === 'oauth' && oauthAvailable ? (
                <a
                  className={ui.secondaryButton}
                  href={GOOGLE_OAUTH_START_URL}
                  aria-label={`Reconnect ${connection.label}`}
                >
                  Reconnect
                </a>
              ) : null}
              {confirming === connection.id ? null : (
                <button
                  type="button"
                  className={ui.secondaryButton}
                  aria-label={`Remove ${connection.label}`}
                  onClick={() => confirm(connection.id)}
                >
                  Remove
                </button>
              )}
            </div>
            {confirming === connection.id ? (
              <div className={styles.confirm} role="group" aria-label="Confirm removal">
                <p className={ui.notice}>
                  Spreadsheets read with {connection.label} stop syncing until you connect it again.
                </p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={ui.button}
                    disabled={isRemoving}
                    onClick={() => void remove(connection.id)}
                  >
                    {isRemoving ? 'Removing...' : 'Remove connection'}
                  </button>
                  <button
                    type="button"
                    className={ui.secondaryButton}
                    disabled={isRemoving}
                    onClick={() => confirm(null)}
                  >
                    Cancel
                  </button>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <FormError message={apiErrorMessage(removeError)} />
    </>
  );
}
