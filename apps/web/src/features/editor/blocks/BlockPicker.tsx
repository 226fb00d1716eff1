import {
  blockTypeFitsContainer,
  isAvailableBlockType,
  SHELL_LABELS,
  VISUAL_SIZES,
  type AvailableBlockType,
  type BlockContainerKind,
} from '@tessera/domain';
import { useState } from 'react';
import { BlockPreview } from './BlockPreview.js';
import { useGetBlockCatalogueQuery } from './blocksApi.js';
import styles from './editor.module.css';
import { Popup } from './Popup.js';

/** Whether a catalogue entry matches what the owner typed in the search (any word, any order). */
export function matchesBlockSearch(
  entry: { type: string; label: string; description: string },
  search: string,
): boolean {
  const text = `${entry.label} ${entry.type} ${entry.description}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Choose Your Block: the catalogue from GET /api/blocks, each type with a sketch of what it draws,
 * searched by name and description; types not built yet are disabled, and types that do not
 * belong in this container (sign-in blocks on a board) are left out.
 */
export function BlockPicker({
  container,
  onChoose,
  onClose,
}: {
  container: BlockContainerKind;
  onChoose: (type: AvailableBlockType) => void;
  onClose: () => void;
}) {
  const { data, isLoading } = useGetBlockCatalogueQuery();
  const [search, setSearch] = useState('');
  const catalogue = data?.filter((entry) => blockTypeFitsContainer(entry.type, container));
  const shown = (catalogue ?? []).filter((entry) => matchesBlockSearch(entry, search));
  return (
    <Popup
      title={SHELL_LABELS.chooseYourBlock}
      onClose={onClose}
      width={VISUAL_SIZES.newBlockPopupWidth}
    >
      <div className={styles.field}>
        <label htmlFor="block-search">Search blocks</label>
        <input
          id="block-search"
          type="search"
          placeholder="Table, chart, form, map…"
          autoFocus
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {isLoading ? <p className={styles.muted}>Loading blocks…</p> : null}
      {!isLoading && (catalogue ?? []).length === 0 ? (
        <p className={styles.muted}>No blocks could be loaded. Close this and try again.</p>
      ) : null}
      {(catalogue ?? []).length > 0 && shown.length === 0 ? (
        <p className={styles.muted} role="status">
          No block matches “{search.trim()}”.
        </p>
      ) : null}
      <ul className={styles.catalogue} aria-label="Blocks">
        {shown.map((entry) => {
          const available = entry.available && isAvailableBlockType(entry.type);
          return (
            <li key={entry.type}>
              <button
                type="button"
                className={styles.catalogueItem}
                disabled={!available}
                aria-label={available ? entry.label : `${entry.label} (Not yet available)`}
                onClick={() => {
                  if (isAvailableBlockType(entry.type)) onChoose(entry.type);
                }}
              >
                <BlockPreview type={entry.type} className={styles.cataloguePreview} />
                <span className={styles.catalogueText}>
                  <span className={styles.catalogueLabel}>{entry.label}</span>
                  <span className={styles.muted}>{entry.description}</span>
                  {available ? null : (
                    <span className={styles.catalogueNote}>Not yet available</span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}
