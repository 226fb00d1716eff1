import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { EditorSidebar, SidebarButton } from '../editor/chrome/EditorSidebar.js';
import styles from '../editor/blocks/editor.module.css';
import { PlusIcon, SettingsIcon, DocsIcon, EmbedIcon } from '../editor/blocks/icons.js';
import { BOARD_LAYOUTS, type BoardLayoutKind } from './boardLayouts.js';
import { panelRequested, selectBoard } from './boardSlice.js';

/** The owners' guide the app serves (docs/guide); docs open in a new tab. */
export const DOCS_URL = '/dashboard/help';

/**
 * The board editor's left sidebar: New Block, Board Settings, Docs, Embed; on the Old board
 * layout New Block, Board Settings, Embed, Docs.
 */
export function BoardSidebar({ layout }: { layout: BoardLayoutKind }) {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  // While a block is being edited its panel stays open; finish or cancel it first.
  const editingBlock = board.tempo_block !== null;
  const { docsLast } = BOARD_LAYOUTS[layout];
  const docsLink = (
    <a href={DOCS_URL} target="_blank" rel="noopener noreferrer" className={styles.sideButton}>
      <DocsIcon className={styles.sideIcon} />
      {SHELL_LABELS.docs}
    </a>
  );
  return (
    <EditorSidebar label="Board editor">
      <SidebarButton
        icon={PlusIcon}
        turnsWhenActive
        active={board.page === 'add'}
        disabled={editingBlock}
        onClick={() => dispatch(panelRequested('add'))}
      >
        {SHELL_LABELS.newBlock}
      </SidebarButton>
      <SidebarButton
        icon={SettingsIcon}
        active={board.page === 'settings'}
        disabled={editingBlock}
        onClick={() => {
          // Opening the settings starts from the top of the board (§4: Settings resets scroll).
          window.scrollTo({ top: 0 });
          dispatch(panelRequested('settings'));
        }}
      >
        {SHELL_LABELS.boardSettings}
      </SidebarButton>
      {docsLast ? null : docsLink}
      <SidebarButton
        icon={EmbedIcon}
        active={board.page === 'embed'}
        onClick={() => dispatch(panelRequested('embed'))}
      >
        <span>
          {SHELL_LABELS.embed}
          {board.is_free_plan ? (
            <span className={styles.crown} role="img" aria-label="Paid plan feature">
              {' '}
              ♛
            </span>
          ) : null}
        </span>
      </SidebarButton>
      {docsLast ? docsLink : null}
    </EditorSidebar>
  );
}
