import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { LaunchIcon, UsersIcon } from '../../publishing/icons.js';
import { PUBLISHING_TEXTS } from '../../publishing/publishingTexts.js';
import { EditorSidebar, SidebarButton } from '../chrome/EditorSidebar.js';
import { PagesIcon, PlusIcon, SettingsIcon } from '../blocks/icons.js';
import { panelRequested, selectPage } from '../../multipage/pageSlice.js';

type SidebarPanel = 'pages' | 'add' | 'users' | 'app settings' | 'publish';

/**
 * The multi-page editor's sidebar: Pages, New Block, Users (once the app's id is known), App
 * Settings, and Launch, which opens the Launch dialog (panel value 'publish'; the Publish dropdown
 * does not). A button opens its popup, or closes it when it is already open.
 */
export function MultipageSidebar() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const editingBlock = page.tempo_block !== null;
  const toggle = (panel: SidebarPanel) =>
    dispatch(panelRequested(page.page === panel ? 'view' : panel));
  return (
    <EditorSidebar label="App editor">
      <SidebarButton
        icon={PagesIcon}
        active={page.page === 'pages'}
        // Page changes rewrite the header's links: the header being edited would put old ones back.
        disabled={editingBlock}
        onClick={() => toggle('pages')}
      >
        {SHELL_LABELS.pages}
      </SidebarButton>
      <SidebarButton
        icon={PlusIcon}
        turnsWhenActive
        active={page.page === 'add'}
        disabled={editingBlock}
        onClick={() => toggle('add')}
      >
        {SHELL_LABELS.newBlock}
      </SidebarButton>
      {page.app_id ? (
        <SidebarButton
          icon={UsersIcon}
          active={page.page === 'users'}
          onClick={() => toggle('users')}
        >
          {SHELL_LABELS.users}
        </SidebarButton>
      ) : null}
      <SidebarButton
        icon={SettingsIcon}
        active={page.page === 'app settings'}
        onClick={() => toggle('app settings')}
      >
        {SHELL_LABELS.appSettings}
      </SidebarButton>
      <SidebarButton
        icon={LaunchIcon}
        active={page.page === 'publish'}
        onClick={() => toggle('publish')}
      >
        {PUBLISHING_TEXTS.launch}
      </SidebarButton>
    </EditorSidebar>
  );
}
