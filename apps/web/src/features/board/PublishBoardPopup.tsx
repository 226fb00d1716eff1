import { useState } from 'react';
import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import styles from '../editor/blocks/editor.module.css';
import { Popup } from '../editor/blocks/Popup.js';
import { useUpdateBoardMutation } from './boardApi.js';
import { boardSettingsSaved, panelClosed, selectBoard } from './boardSlice.js';

/** Publish Board: the public toggle (saved at once) and the board's address. */
export function PublishBoardPopup() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const [updateBoard, { isLoading }] = useUpdateBoardMutation();
  const [error, setError] = useState<string | null>(null);
  const url = `${window.location.origin}/${board.slug}`;

  async function setPublic(value: boolean) {
    setError(null);
    const result = await updateBoard({ id: board.id, changes: { public: value } });
    if (result.error) setError(apiErrorMessage(result.error));
    else dispatch(boardSettingsSaved({ public: value }));
  }

  return (
    <Popup title={SHELL_LABELS.publishBoard} onClose={() => dispatch(panelClosed())} width={480}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={board.public}
          disabled={isLoading}
          onChange={(event) => void setPublic(event.target.checked)}
        />
        Public: anyone with the address can view this board
      </label>
      <p className={styles.muted}>
        {board.public
          ? 'The board is live. Share its address:'
          : 'The board is private: only members of your workspace can open it.'}
      </p>
      <div className={styles.field}>
        <label htmlFor="board-url">Board address</label>
        <input id="board-url" type="url" readOnly value={url} />
      </div>
      <a href={url} target="_blank" rel="noopener noreferrer" className={styles.button}>
        Open the board
      </a>
      <p className={styles.muted}>
        The marketplace lists multi-page apps. To share or sell this design as a template, build it
        as an app (New multi-page app on the dashboard) and choose Publish to Marketplace there.
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </Popup>
  );
}
