import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { LaunchIcon, UsersIcon } from '../../publishing/icons.js';
import { PUBLISHING_TEXTS } from '../../publishing/publishingTexts.js';
import styles from '../blocks/editor.module.css';
import { PagesIcon, PlusIcon, SettingsIcon } from '../blocks/icons.js';
import { panelRequested, selectPage } from '../../multipage/pageSlice.js';

/**
 * The multi-page editor's sidebar: Pages, New Block, Users (once the app's id is known), App
 * Settings, and Launch, which opens the Launch dialog (panel value 'publish'; the Publish dropdown
 * does not). A button opens its popup, or closes it when it is already open.
 */
export function MultipageSidebar() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const editingBlock = page.tempo_block !== null;
  const toggle = (panel: 'pages' | 'add' | 'users' | 'app settings' | 'publish') =>
    dispatch(panelRequested(page.page === panel ? 'view' : panel));
  return (
    <nav className={styles.sidebar} aria-label="App editor">
      <button
        type="button"
        className={page.page === 'pages' ? styles.sideButtonActive : styles.sideButton}
        aria-expanded={page.page === 'pages'}
        onClick={() => toggle('pages')}
      >
        <PagesIcon className={styles.sideIcon} />
        {SHELL_LABELS.pages}
      </button>
      <button
        type="button"
        className={page.page === 'add' ? styles.sideButtonActive : styles.sideButton}
        aria-expanded={page.page === 'add'}
        disabled={editingBlock}
        onClick={() => toggle('add')}
      >
        <PlusIcon className={`${styles.sideIcon} ${page.page === 'add' ? styles.rotated : ''}`} />
        {SHELL_LABELS.newBlock}
      </button>
      {page.app_id ? (
        <button
          type="button"
          className={page.page === 'users' ? styles.sideButtonActive : styles.sideButton}
          aria-expanded={page.page === 'users'}
          onClick={() => toggle('users')}
        >
          <UsersIcon className={styles.sideIcon} />
          {SHELL_LABELS.users}
        </button>
      ) : null}
      <button
        type="button"
        className={page.page === 'app settings' ? styles.sideButtonActive : styles.sideButton}
        aria-expanded={page.page === 'app settings'}
        onClick={() => toggle('app settings')}
      >
        <SettingsIcon className={styles.sideIcon} />
        {SHELL_LABELS.appSettings}
      </button>
      <button
        type="button"
        className={page.page === 'publish' ? styles.sideButtonActive : styles.sideButton}
        aria-expanded={page.page === 'publish'}
        onClick={() => toggle('publish')}
      >
        <LaunchIcon className={styles.sideIcon} />
        {PUBLISHING_TEXTS.launch}
      </button>
    </nav>
  );
}
