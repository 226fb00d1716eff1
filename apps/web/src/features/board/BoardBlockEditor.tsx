import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { BlockEditorPanel } from '../editor/blocks/BlockEditorPanel.js';
import { isNewTempoBlock } from '../viewer/tempoBlocks.js';
import {
  selectBoard,
  selectSectionList,
  tempoBlockChanged,
  tempoBlockDiscarded,
} from './boardSlice.js';
import { useBoardBlockEditing } from './useBoardBlockEditing.js';

/** The right panel while a board block is being added or edited. */
export function BoardBlockEditor() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const sections = useAppSelector(selectSectionList);
  const { save, remove } = useBoardBlockEditing();
  const tempo = board.tempo_block;
  if (!tempo) return null;
  return (
    <BlockEditorPanel
      key={tempo.id}
      tempo={tempo}
      isNew={isNewTempoBlock(board.blocks, tempo)}
      context={{ sheets: board.sheets, sections }}
      onChange={(settings) => dispatch(tempoBlockChanged(settings))}
      onSave={save}
      onDelete={remove}
      onCancel={() => dispatch(tempoBlockDiscarded())}
    />
  );
}
