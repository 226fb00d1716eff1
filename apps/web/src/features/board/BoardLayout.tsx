import { useState, type CSSProperties } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import { useGetPublicSettingQuery } from '../../shell/settingsApi.js';
import { BlockPicker } from '../editor/blocks/BlockPicker.js';
import { EmbedPopup } from '../editor/blocks/EmbedPopup.js';
import styles from '../editor/blocks/editor.module.css';
import { HostBlockEditor } from '../editor/blocks/HostBlockEditor.js';
import { BlockHistoryProvider } from '../editor/history/BlockHistory.js';
import { TutorialModal } from '../editor/tutorials/TutorialModal.js';
import { BOARD_TUTORIALS } from '../editor/tutorials/tutorials.js';
import { useViewerEmail } from '../viewer/useViewerEmail.js';
import { BoardContent } from './BoardContent.js';
import { BoardSettingsPanel } from './BoardSettingsPanel.js';
import { BoardSidebar } from './BoardSidebar.js';
import { BoardTopBar } from './BoardTopBar.js';
import type { BoardLayoutKind } from './boardLayouts.js';
import {
  boardActions,
  panelClosed,
  selectBoard,
  selectSectionList,
  tempoBlockStarted,
} from './boardSlice.js';
import { PublishBoardPopup } from './PublishBoardPopup.js';
import { newTempoBlock } from '../editor/blocks/newTempoBlock.js';

/**
 * Editors get the chrome (top bar, sidebar, popups, right panels), arranged as the Board layout
 * or the Old board layout; guests only the content.
 */
export function BoardLayout({ layout = 'board' }: { layout?: BoardLayoutKind }) {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const sections = useAppSelector(selectSectionList);
  const viewerEmail = useViewerEmail();
  const [tutorialsOpen, setTutorialsOpen] = useState(false);
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST', {
    skip: !board.can_edit,
  });
  const title = board.title || board.name;

  if (!board.can_edit) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <BoardContent viewerEmail={viewerEmail} />
      </>
    );
  }

  const close = () => dispatch(panelClosed());
  return (
    <BlockHistoryProvider
      container={{ boardId: board.id }}
      blocks={board.blocks}
      actions={boardActions}
      active={!board.tempo_block}
    >
      <div
        className={styles.shell}
        style={{ '--nav-background': board.nav_background } as CSSProperties}
      >
        <PageTitle>{title}</PageTitle>
        <BoardTopBar layout={layout} onTutorials={() => setTutorialsOpen(true)} />
        <div className={styles.body}>
          <BoardSidebar layout={layout} />
          <main className={styles.main}>
            <BoardContent viewerEmail={viewerEmail} />
          </main>
          {board.tempo_block ? (
            <HostBlockEditor
              host={board}
              container={{ boardId: board.id }}
              actions={boardActions}
              context={{ sheets: board.sheets, sections }}
            />
          ) : board.page === 'settings' ? (
            <BoardSettingsPanel />
          ) : null}
        </div>
        {board.page === 'add' ? (
          <BlockPicker
            container="board"
            onChoose={(type) => dispatch(tempoBlockStarted(newTempoBlock(type, board.sheets)))}
            onClose={close}
          />
        ) : null}
        {board.page === 'embed' ? (
          <EmbedPopup
            isFreePlan={board.is_free_plan}
            url={`${window.location.origin}/${board.slug}`}
            title={title}
            dashboardHost={dashboardHost}
            onClose={close}
          />
        ) : null}
        {board.page === 'publish' ? <PublishBoardPopup /> : null}
        {tutorialsOpen ? (
          <TutorialModal tutorials={BOARD_TUTORIALS} onClose={() => setTutorialsOpen(false)} />
        ) : null}
      </div>
    </BlockHistoryProvider>
  );
}
