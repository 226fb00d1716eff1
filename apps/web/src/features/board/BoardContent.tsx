import { useEffect, useMemo, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import type { BlockDto } from '@tessera/contracts';
import { UNCATEGORIZED, withBlockSpan } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { droppedBlockIds, movedBlockIds } from '../editor/blocks/blockOrder.js';
import { BLOCK_DRAG_TYPE, BlockCanvas, type CanvasEditing } from '../editor/blocks/BlockCanvas.js';
import { useChangeBlockSettings, useReorderBlocks } from '../editor/blocks/useBlockEditing.js';
import type { SheetTarget } from '../viewer/sheetRowRequests.js';
import { useHostBlockData } from '../blockHost/useHostBlockData.js';
import {
  blockEditStarted,
  blocksReordered,
  boardActions,
  boardSearchChanged,
  sectionSelected,
  selectBoard,
  selectSectionBlocks,
  selectSectionTabs,
} from './boardSlice.js';
import styles from './board.module.css';

const SEARCH_DELAY_MS = 300;

/** Only web addresses are used as images. */
function isImageUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim()) || value.trim().startsWith('/');
}

/** The board's search box: the rows of every block are searched once typing pauses. */
function BoardSearch() {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const sent = useRef('');
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      dispatch(boardSearchChanged(text.trim()));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, dispatch]);
  return (
    <input
      type="search"
      className={styles.search}
      aria-label="Search the board"
      placeholder="Search"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

/** What guests see (and editors around their tools): hero, search, section tabs and blocks. */
export function BoardContent({ viewerEmail }: { viewerEmail: string | null }) {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const blocks = useAppSelector(selectSectionBlocks);
  const tabs = useAppSelector(selectSectionTabs);
  const reorder = useReorderBlocks({ boardId: board.id }, blocksReordered);
  const changeSettings = useChangeBlockSettings(boardActions.blockStored);
  const target = useMemo<SheetTarget | null>(
    () => (board.spreadsheetId ? { kind: 'board', spreadsheetId: board.spreadsheetId } : null),
    [board.spreadsheetId],
  );
  const rows = useHostBlockData(board, boardActions, target);

  const editing: CanvasEditing | null = board.can_edit
    ? {
        editingId: board.tempo_block?.id ?? null,
        onEdit: (blockId) => dispatch(blockEditStarted(blockId)),
        onMove: (blockId, direction) => {
          const previous = board.blocks.map((block) => block.id);
          const ids = movedBlockIds(
            previous,
            blocks.map((block) => block.id),
            blockId,
            direction,
          );
          if (ids) void reorder(ids, previous);
        },
        onDrop: (blockId, targetId, after) => {
          const previous = board.blocks.map((block) => block.id);
          const ids = droppedBlockIds(previous, blockId, targetId, after);
          if (ids) void reorder(ids, previous);
        },
        onResize: (block, span) => changeSettings(block, withBlockSpan(block, span)),
      }
    : null;

  /** A block dropped on a section tab joins that section ("un-categorized": none). */
  const dropOnSection = (tab: string, blockId: string) => {
    const block: BlockDto | undefined = board.blocks.find((listed) => listed.id === blockId);
    const section = tab === UNCATEGORIZED ? '' : tab;
    if (!block || (block.section ?? '').trim() === section) return;
    void changeSettings(block, { ...block.settings, section });
  };

  const title = board.title || board.name;
  const boardStyle = {
    background: board.board_background,
    '--ts-block-border': board.block_border,
    '--ts-block-shadow': board.block_shadow,
  } as CSSProperties;

  return (
    <div className={styles.board} style={boardStyle}>
      {board.hide_hero ? (
        <h1 className="ts-visually-hidden">{title}</h1>
      ) : (
        <header
          className={styles.hero}
          style={{ background: board.hero_background || board.nav_background }}
        >
          <div className={styles.heroText}>
            {board.logo && isImageUrl(board.logo) ? (
              <img className={styles.heroLogo} src={board.logo} alt={`${title} logo`} />
            ) : null}
            <h1 className={styles.heroTitle}>{title}</h1>
            {board.hero ? <p className={styles.heroSubtitle}>{board.hero}</p> : null}
          </div>
          {board.hero_image && isImageUrl(board.hero_image) ? (
            <img className={styles.heroImage} src={board.hero_image} alt="" />
          ) : null}
        </header>
      )}
      {board.hide_search ? null : <BoardSearch />}
      {tabs.length > 0 ? (
        <div className={styles.sections} role="tablist" aria-label="Sections">
          {tabs.map((tab) => {
            const active = tab === board.current_section;
            return (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={active}
                className={styles.sectionTab}
                style={{
                  background: active ? board.active_section_background_color : 'transparent',
                  color: active
                    ? board.active_section_text_color
                    : board.inactive_section_text_color,
                }}
                onClick={() => dispatch(sectionSelected(tab))}
                {...(board.can_edit
                  ? {
                      'data-drop-section': tab,
                      onDragOver: (event: DragEvent) => {
                        if (!event.dataTransfer.types.includes(BLOCK_DRAG_TYPE)) return;
                        event.preventDefault();
                        event.dataTransfer.dropEffect = 'move';
                      },
                      onDrop: (event: DragEvent) => {
                        const blockId = event.dataTransfer.getData(BLOCK_DRAG_TYPE);
                        if (!blockId) return;
                        event.preventDefault();
                        dropOnSection(tab, blockId);
                      },
                    }
                  : {})}
              >
                {tab}
              </button>
            );
          })}
        </div>
      ) : null}
      {blocks.length === 0 ? (
        <p className={styles.empty}>
          {!board.can_edit
            ? 'Nothing to show here yet.'
            : tabs.length > 0 && board.current_section !== UNCATEGORIZED
              ? `No blocks in the section "${board.current_section}" yet. Choose New Block while it is open, or choose it as the Section in a block's settings.`
              : 'No blocks here yet. Choose New Block to add one.'}
        </p>
      ) : (
        <BlockCanvas
          blocks={blocks}
          {...rows}
          viewer={{ canEdit: board.can_edit, email: viewerEmail }}
          editing={editing}
        />
      )}
      {board.footer.logo || board.footer.copyrightText || board.footer.socialMediaIcons?.length ? (
        <footer className={styles.footer}>
          {board.footer.logo && isImageUrl(board.footer.logo) ? (
            <img className={styles.footerLogo} src={board.footer.logo} alt="Logo" />
          ) : null}
          {board.footer.socialMediaIcons?.length ? (
            <ul className={styles.footerLinks}>
              {board.footer.socialMediaIcons
                .filter((icon) => /^https?:\/\//i.test(icon.url))
                .map((icon) => (
                  <li key={icon.url}>
                    <a href={icon.url} target="_blank" rel="noopener noreferrer">
                      {icon.icon || icon.url}
                    </a>
                  </li>
                ))}
            </ul>
          ) : null}
          {board.footer.copyrightText ? <span>{board.footer.copyrightText}</span> : null}
        </footer>
      ) : null}
    </div>
  );
}
