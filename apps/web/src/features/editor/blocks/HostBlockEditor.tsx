import type { ActionCreatorWithoutPayload, PayloadActionCreator } from '@reduxjs/toolkit';
import type { SettingsFormContext } from '@tessera/blocks/settings';
import type { BlockDto } from '@tessera/contracts';
import { useAppDispatch } from '../../../app/hooks.js';
import { isNewTempoBlock, type EditedBlock } from '../../blockHost/tempoBlocks.js';
import { useBlockHistory } from '../history/BlockHistory.js';
import { BlockEditorPanel } from './BlockEditorPanel.js';
import { uploadBlockMedia } from './uploadBlockMedia.js';
import { useBlockEditing, type BlockContainer } from './useBlockEditing.js';

/** The host's actions the panel sends (a board's or a page's slice actions fit). */
export type HostBlockEditorActions = {
  blockSaved: PayloadActionCreator<BlockDto>;
  blockStored: PayloadActionCreator<BlockDto>;
  blockRemoved: PayloadActionCreator<string>;
  tempoBlockChanged: PayloadActionCreator<Record<string, unknown>>;
  tempoBlockDiscarded: ActionCreatorWithoutPayload;
};

type Props = {
  host: { blocks: readonly BlockDto[]; tempo_block: EditedBlock | null };
  container: BlockContainer;
  actions: HostBlockEditorActions;
  /** What the settings forms offer: the sheets, and a board's sections or an app's pages. */
  context: SettingsFormContext;
};

/** The right panel while a block of a board or of an app page is being added or edited. */
export function HostBlockEditor({ host, container, actions, context }: Props) {
  const dispatch = useAppDispatch();
  const history = useBlockHistory();
  const tempo = host.tempo_block;
  const { save, store, remove } = useBlockEditing({
    container,
    blocks: host.blocks,
    tempo,
    blockSaved: actions.blockSaved,
    blockStored: actions.blockStored,
    blockRemoved: actions.blockRemoved,
  });
  if (!tempo) return null;
  return (
    <BlockEditorPanel
      key={tempo.id}
      tempo={tempo}
      isNew={isNewTempoBlock(host.blocks, tempo)}
      context={{ ...context, uploadMedia: uploadBlockMedia }}
      onChange={(settings) => dispatch(actions.tempoBlockChanged(settings))}
      onSave={save}
      onStore={store}
      onDelete={remove}
      onClose={() => dispatch(actions.tempoBlockDiscarded())}
      onEdited={(before, after) => history?.edited(tempo.id, before, after)}
    />
  );
}
