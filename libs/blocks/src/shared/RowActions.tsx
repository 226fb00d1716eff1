import { useState } from 'react';
import type { ActionButton } from '@tessera/domain';
import type { SheetRow } from '@tessera/contracts';
import {
  actionErrorText,
  actionLabel,
  actionSuccessText,
  linkHref,
  mailtoHref,
  type RowWriteHandlers,
  type ShownAction,
} from './rowActions.js';

/** What the block tells after an action: the owner's message, else a default or the server's. */
export type ActionNotice = { kind: 'success' | 'error'; text: string };

type Props = {
  row: SheetRow;
  actions: readonly ShownAction[];
  handlers: RowWriteHandlers;
  /** Edit row opens the block's edit form for this row. */
  onEdit: (action: ActionButton) => void;
  onNotice: (notice: ActionNotice) => void;
};

/** The action buttons of one row; Delete row asks first. */
export function RowActions({ row, actions, handlers, onEdit, onNotice }: Props) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ActionButton | null>(null);

  async function run(action: ActionButton, task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
      onNotice({ kind: 'success', text: actionSuccessText(action) });
    } catch (failure) {
      onNotice({ kind: 'error', text: actionErrorText(action, failure) });
    } finally {
      setBusy(false);
    }
  }

  if (confirming && handlers.onDeleteRow) {
    const remove = handlers.onDeleteRow;
    return (
      <div className="ts-row-actions" role="group" aria-label="Confirm delete">
        <span>Delete this row?</span>
        <button
          type="button"
          className="ts-button ts-button--danger"
          disabled={busy}
          onClick={() => {
            const action = confirming;
            void run(action, () => remove(row._id)).then(() => setConfirming(null));
          }}
        >
          Delete
        </button>
        <button
          type="button"
          className="ts-button"
          disabled={busy}
          onClick={() => setConfirming(null)}
        >
          Cancel
        </button>
      </div>
    );
  }

  return (
    <div className="ts-row-actions">
      {actions.map((action, index) => {
        const label = actionLabel(action);
        const style = { background: action.button_color, color: action.text_color };
        const key = `${index}-${action.type}`;
        const cell = row[action.source_column];
        switch (action.type) {
          case 'Open link':
          case 'Compose Email': {
            const href = action.type === 'Open link' ? linkHref(cell) : mailtoHref(cell);
            return href ? (
              <a
                key={key}
                className="ts-button"
                style={style}
                href={href}
                {...(action.type === 'Open link'
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : {})}
              >
                {label}
              </a>
            ) : (
              <button key={key} type="button" className="ts-button" style={style} disabled>
                {label}
              </button>
            );
          }
          case 'Copy to clipboard':
            return (
              <button
                key={key}
                type="button"
                className="ts-button"
                style={style}
                disabled={busy || !cell}
                onClick={() => void run(action, () => copyText(cell ?? ''))}
              >
                {label}
              </button>
            );
          case 'Edit row':
          case 'Duplicate row':
          case 'Delete row': {
            const { onDuplicateRow } = handlers;
            const choose =
              action.type === 'Edit row'
                ? () => onEdit(action)
                : action.type === 'Delete row'
                  ? () => setConfirming(action)
                  : () => {
                      if (onDuplicateRow) void run(action, () => onDuplicateRow(row._id));
                    };
            return (
              <button
                key={key}
                type="button"
                className="ts-button"
                style={style}
                disabled={busy}
                onClick={choose}
              >
                {label}
              </button>
            );
          }
          case 'API call':
          case 'Download pdf': {
            // Carried out by the server: the button names itself by its place in the block.
            const send =
              action.type === 'API call' ? handlers.onApiCall : handlers.onDownloadRowPdf;
            return (
              <button
                key={key}
                type="button"
                className="ts-button"
                style={style}
                disabled={busy || !send}
                aria-busy={busy || undefined}
                onClick={() => {
                  if (send) void run(action, () => send(row._id, action.at));
                }}
              >
                {label}
              </button>
            );
          }
        }
      })}
    </div>
  );
}

async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) {
    throw new Error('This browser does not allow copying here.');
  }
  await navigator.clipboard.writeText(text);
}

/** The line telling how the last action went. */
export function ActionNoticeLine({
  notice,
  onDismiss,
}: {
  notice: ActionNotice | null;
  onDismiss: () => void;
}) {
  return (
    <div className="ts-action-notice">
      {notice ? (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`ts-form__status ts-form__status--${notice.kind === 'error' ? 'failed' : 'sent'}`}
        >
          {notice.text}{' '}
          <button type="button" className="ts-link-button" onClick={onDismiss}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
