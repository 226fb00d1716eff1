import { useEffect, useState, type CSSProperties } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { PageTitle } from '../../../shell/ui/PageTitle.js';
import { EmbedOrigins } from '../../publishing/EmbedOrigins.js';
import { LaunchDialog } from '../../publishing/LaunchDialog.js';
import { MarketplaceDialog } from '../../marketplaceSubmission/MarketplaceDialog.js';
import { PrivacySettingsDialog } from '../../publishing/PrivacySettingsDialog.js';
import { UsersPopup } from '../../publishing/UsersPopup.js';
import { BlockPicker } from '../blocks/BlockPicker.js';
import { EmbedPopup } from '../blocks/EmbedPopup.js';
import { HostBlockEditor } from '../blocks/HostBlockEditor.js';
import { BlockHistoryProvider } from '../history/BlockHistory.js';
import { TutorialModal } from '../tutorials/TutorialModal.js';
import { APP_TUTORIALS } from '../tutorials/tutorials.js';
import styles from '../blocks/editor.module.css';
import { useViewerEmail } from '../../viewer/useViewerEmail.js';
import { AppSettingsPopup } from './AppSettingsPopup.js';
import { storeCurrentPage } from '../../multipage/currentPageStorage.js';
import { EditablePageContent } from './EditablePageContent.js';
import { MultipageSidebar } from './MultipageSidebar.js';
import { MultipageTopBar } from './MultipageTopBar.js';
import { PageContent } from '../../multipage/PageContent.js';
import { PagesPopup } from './PagesPopup.js';
import {
  pageActions,
  panelClosed,
  selectEditorTitle,
  selectPage,
  tempoBlockStarted,
} from '../../multipage/pageSlice.js';
import { PreviewBanner } from '../../multipage/PreviewBanner.js';
import { newTempoBlock } from '../blocks/newTempoBlock.js';

type Props = { appName: string; dashboardHost: string };

/** Editors get the top bar, sidebar and popups around the page; visitors only the page. */
export function MultipageLayout({ appName, dashboardHost }: Props) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const editorTitle = useAppSelector(selectEditorTitle);
  const viewerEmail = useViewerEmail();
  const [tutorialsOpen, setTutorialsOpen] = useState(false);
  const { can_edit, app_id, page_id, page_slug, page_name, name, title } = page;
  // The editor keeps the open page and app in local storage (publishing §3).
  useEffect(() => {
    if (can_edit && app_id)
      storeCurrentPage({ app_id, page_id, page_slug, page_name }, { id: app_id, name, title });
  }, [can_edit, app_id, page_id, page_slug, page_name, name, title]);
  const pageTitle = page.page_name
    ? `${page.page_name} · ${page.title || page.name}`
    : page.title || page.name;

  if (!page.can_edit) {
    return (
      <>
        <PageTitle>{pageTitle}</PageTitle>
        <PreviewBanner appName={appName} dashboardHost={dashboardHost} />
        <PageContent viewerEmail={viewerEmail} />
      </>
    );
  }

  const close = () => dispatch(panelClosed());
  return (
    // Each page has its own history: its steps are about its blocks.
    <BlockHistoryProvider
      key={page.page_id}
      container={{ pageId: page.page_id }}
      blocks={page.blocks}
      actions={pageActions}
      active={!page.tempo_block}
      resetKey={page.pages
        .map(
          (candidate) =>
            `${candidate.id}:${candidate.position}:${candidate.page_slug}:${candidate.page_name}`,
        )
        .join('|')}
    >
      <div
        className={styles.shell}
        style={{ '--nav-background': page.nav_background } as CSSProperties}
      >
        <PageTitle>{editorTitle}</PageTitle>
        <PreviewBanner appName={appName} dashboardHost={dashboardHost} />
        <MultipageTopBar dashboardHost={dashboardHost} onTutorials={() => setTutorialsOpen(true)} />
        <div className={styles.body}>
          <MultipageSidebar />
          <main className={styles.main}>
            <EditablePageContent viewerEmail={viewerEmail} />
          </main>
          {page.tempo_block ? (
            <HostBlockEditor
              host={page}
              container={{ pageId: page.page_id }}
              actions={pageActions}
              context={{
                sheets: page.sheets,
                pages: page.pages.map(({ id, page_name, page_slug }) => ({
                  id,
                  page_name,
                  page_slug,
                })),
              }}
            />
          ) : null}
        </div>
        {page.page === 'add' ? (
          <BlockPicker
            container="page"
            onChoose={(type) => dispatch(tempoBlockStarted(newTempoBlock(type, page.sheets)))}
            onClose={close}
          />
        ) : null}
        {page.page === 'pages' ? <PagesPopup /> : null}
        {page.page === 'app settings' ? <AppSettingsPopup /> : null}
        {page.page === 'users' && page.app_id ? <UsersPopup appId={page.app_id} /> : null}
        {page.page === 'publish' ? <LaunchDialog dashboardHost={dashboardHost} /> : null}
        <PrivacySettingsDialog dashboardHost={dashboardHost} />
        <MarketplaceDialog dashboardHost={dashboardHost} />
        {tutorialsOpen ? (
          <TutorialModal tutorials={APP_TUTORIALS} onClose={() => setTutorialsOpen(false)} />
        ) : null}
        {page.page === 'embed' ? (
          <EmbedPopup
            isFreePlan={page.is_free_plan}
            url={`${window.location.origin}${page.page_slug ? `/${page.page_slug}` : '/'}`}
            title={page.title || page.name}
            dashboardHost={dashboardHost}
            onClose={close}
          >
            {page.app_id ? <EmbedOrigins appId={page.app_id} /> : null}
          </EmbedPopup>
        ) : null}
      </div>
    </BlockHistoryProvider>
  );
}
