import type { BlockDto } from '@tessera/contracts';
import { applyTempoBlock } from '@tessera/domain';

/** The block being edited (tempo_block): a new one, or a copy of a saved one with the same id. */
export type EditedBlock = {
  id: string;
  type: string;
  section: string;
  sheet_title: string;
  settings: Record<string, unknown>;
  temp_block: true;
};

/**
 * A tempo block copied from a saved block. Its settings come completed with the type's defaults
 * (the server reads them through the schema before serving them, toBlockDto), or as stored when
 * they do not pass it (settings_problem), for the owner to fix.
 */
export function tempoBlockFrom(block: BlockDto): EditedBlock {
  const settings: Record<string, unknown> = { ...block.settings };
  return {
    id: block.id,
    type: block.type,
    section: typeof settings.section === 'string' ? settings.section : '',
    sheet_title: typeof settings.sheet_title === 'string' ? settings.sheet_title : '',
    settings,
    temp_block: true,
  };
}

export function isNewTempoBlock(blocks: readonly { id: string }[], tempo: { id: string }): boolean {
  return !blocks.some((block) => block.id === tempo.id);
}

/** A tempo block drawn like a saved one. */
export function tempoAsBlock(tempo: EditedBlock, position: number): BlockDto {
  return {
    id: tempo.id,
    type: tempo.type,
    position,
    section: tempo.section,
    sheet_title: tempo.sheet_title,
    settings: tempo.settings,
  };
}

/**
 * The blocks with the edited block previewed: a new one where it will be added (before the footer
 * of a multi-page app), a saved one in its own place.
 */
export function withTempoBlock(
  blocks: readonly BlockDto[],
  tempo: EditedBlock | null,
  { multipage }: { multipage: boolean },
): BlockDto[] {
  if (!tempo) return [...blocks];
  const isNew = isNewTempoBlock(blocks, tempo);
  return applyTempoBlock(blocks, tempoAsBlock(tempo, blocks.length), isNew ? 'add' : 'replace', {
    multipage,
  });
}
