import { Link } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import ui from '../../shell/ui/ui.module.css';
import {
  useDeleteAppMutation,
  useDuplicateAppMutation,
  useGetAppsQuery,
  useRenameAppMutation,
} from './dashboardApi.js';
import { ItemManagement, problemOf } from './ItemManagement.js';
import { useOpenAppEditor } from './useOpenAppEditor.js';

/** The workspace's multi-page apps: view the live app or open its editor on its own host. */
export function AppsSection() {
  const { data: apps, isLoading, error: loadError } = useGetAppsQuery();
  const { openAppEditor, isOpening, openError } = useOpenAppEditor();
  const [renameApp] = useRenameAppMutation();
  const [duplicateApp] = useDuplicateAppMutation();
  const [deleteApp] = useDeleteAppMutation();

  return (
    <section className={ui.stack} aria-labelledby="apps-heading">
      <div className={ui.sectionHeader}>
        <h2 id="apps-heading" className={ui.sectionTitle}>
          Multi-page apps
        </h2>
        <Link to="/dashboard/new-multipage" className={ui.button}>
          New multi-page app
        </Link>
      </div>
      <FormError message={apiErrorMessage(openError)} />
      {isLoading ? (
        <Loading />
      ) : loadError ? (
        <FormError message={apiErrorMessage(loadError)} />
      ) : !apps || apps.length === 0 ? (
        <p className={ui.empty}>No multi-page apps yet.</p>
      ) : (
        <ul className={ui.list} aria-label="Multi-page apps">
          {apps.map((app) => (
            <li key={app.id} className={ui.listItem}>
              <div>
                <div className={ui.itemTitle}>{app.title}</div>
                <a className={ui.hint} href={app.url} target="_blank" rel="noreferrer">
                  {app.url}
                </a>
              </div>
              <ItemManagement
                name={app.title}
                kind="app"
                rename={(title) => problemOf(renameApp({ id: app.id, title }))}
                duplicate={() => problemOf(duplicateApp(app.id))}
                remove={() => problemOf(deleteApp(app.id))}
                deleteWarning={`Its pages, blocks and app users go with it, and ${app.url} stops working.`}
              >
                <span className={ui.badge}>{app.public ? 'Public' : 'Private'}</span>
                <button
                  type="button"
                  className={ui.secondaryButton}
                  disabled={isOpening}
                  aria-label={`Edit ${app.title}`}
                  onClick={() => void openAppEditor(app.id)}
                >
                  Edit
                </button>
              </ItemManagement>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
