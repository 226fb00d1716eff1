import { useState, type ReactNode } from 'react';
import { MESSAGES, SHELL_LABELS, VISUAL_SIZES } from '@tessera/domain';
import { dashboardUrl } from '../../viewer/dashboardLinks.js';
import { embedCode } from './embedCode.js';
import styles from './editor.module.css';
import { Popup } from './Popup.js';

type Props = {
  isFreePlan: boolean;
  /** The public address to embed. */
  url: string;
  title: string;
  dashboardHost: string | undefined;
  onClose: () => void;
  /** More settings under the embed code of a paid plan (the multi-page editor's allowed sites). */
  children?: ReactNode;
};

/** Embed Content for paid plans; the upgrade prompt on a free plan (editor-viewer-shell §4). */
export function EmbedPopup({ isFreePlan, url, title, dashboardHost, onClose, children }: Props) {
  const [copied, setCopied] = useState(false);
  if (isFreePlan) {
    return (
      <Popup
        title={SHELL_LABELS.embed}
        onClose={onClose}
        width={VISUAL_SIZES.freePlanEmbedPopupMaxWidth}
      >
        <p>{MESSAGES.upgradeToUnlock}</p>
        <a
          className={styles.primary}
          href={dashboardUrl(dashboardHost, '/dashboard/accountbilling', window.location)}
        >
          {MESSAGES.upgradeNow}
        </a>
      </Popup>
    );
  }
  const code = embedCode(url, title);
  return (
    <Popup
      title={SHELL_LABELS.embedContent}
      onClose={onClose}
      width={VISUAL_SIZES.embedPopupMaxWidth}
    >
      <p className={styles.muted}>Paste this code into any web page to show it there.</p>
      <div className={styles.field}>
        <label htmlFor="embed-code">Embed code</label>
        <textarea id="embed-code" className={styles.code} readOnly value={code} />
      </div>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          void navigator.clipboard.writeText(code).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy code'}
      </button>
      {children}
    </Popup>
  );
}
