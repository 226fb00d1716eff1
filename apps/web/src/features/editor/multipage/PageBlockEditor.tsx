import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { BlockEditorPanel } from '../blocks/BlockEditorPanel.js';
import { isNewTempoBlock } from '../../viewer/tempoBlocks.js';
import { selectPage, tempoBlockChanged, tempoBlockDiscarded } from '../../multipage/pageSlice.js';
import { usePageBlockEditing } from './usePageBlockEditing.js';

/** The right panel while a block of the page is being added or edited. */
export function PageBlockEditor() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const { save, remove } = usePageBlockEditing();
  const tempo = page.tempo_block;
  if (!tempo) return null;
  return (
    <BlockEditorPanel
      key={tempo.id}
      tempo={tempo}
      isNew={isNewTempoBlock(page.blocks, tempo)}
      context={{
        sheets: page.sheets,
        pages: page.pages.map(({ id, page_name, page_slug }) => ({ id, page_name, page_slug })),
      }}
      onChange={(settings) => dispatch(tempoBlockChanged(settings))}
      onSave={save}
      onDelete={remove}
      onCancel={() => dispatch(tempoBlockDiscarded())}
    />
  );
}
