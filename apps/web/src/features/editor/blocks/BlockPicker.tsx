import {
  blockTypeFitsContainer,
  isAvailableBlockType,
  SHELL_LABELS,
  VISUAL_SIZES,
  type AvailableBlockType,
  type BlockContainerKind,
} from '@tessera/domain';
import { BlockPreview } from './BlockPreview.js';
import { useGetBlockCatalogueQuery } from './blocksApi.js';
import styles from './editor.module.css';
import { Popup } from './Popup.js';

/**
 * Choose Your Block: the catalogue from GET /api/blocks, each type with a sketch of what it draws;
 * types not built yet are disabled, and
 * types that do not belong in this container (sign-in blocks on a board) are left out.
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
  const catalogue = data?.filter((entry) => blockTypeFitsContainer(entry.type, container));
  return (
    <Popup
      title={SHELL_LABELS.chooseYourBlock}
      onClose={onClose}
      width={VISUAL_SIZES.newBlockPopupWidth}
    >
      {isLoading ? <p className={styles.muted}>Loading blocks…</p> : null}
      {!isLoading && (catalogue ?? []).length === 0 ? (
        <p className={styles.muted}>No blocks could be loaded. Close this and try again.</p>
      ) : null}
      <ul className={styles.catalogue}>
        {(catalogue ?? []).map((entry) => {
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
