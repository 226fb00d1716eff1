import type { ClientError } from '@tessera/contracts';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetClientErrorsInfiniteQuery } from './adminApi.js';
import styles from './clientErrors.module.css';
import { useAdminSessionEnded } from './useAdminSessionEnded.js';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const KIND_LABELS: Record<ClientError['kind'], string> = {
  error: 'Error',
  'unhandled-rejection': 'Unhandled promise',
  render: 'Drawing',
  request: 'Failed request',
};

/** /admin/errors: what went wrong in visitors' and owners' browsers, newest first. */
export function ClientErrorsPage() {
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetClientErrorsInfiniteQuery();
  useAdminSessionEnded(error);
  const errors = data?.pages.flatMap((page) => page.errors) ?? [];

  return (
    <div className={ui.page}>
      <PageTitle>Browser errors</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Browser errors</h1>
          <p className={ui.subtitle}>
            Errors that published apps, boards and the dashboard met in browsers, newest first. They
            are kept 30 days. A trace id finds the server&apos;s side of a failed request.
          </p>
        </div>
      </div>
      {isLoading ? (
        <Loading message="Loading errors..." />
      ) : error ? (
        <FormError message={apiErrorMessage(error)} />
      ) : errors.length === 0 ? (
        <p className={ui.empty}>No browser has reported an error.</p>
      ) : (
        <>
          <div className={`${ui.card} ${ui.tableWrap}`}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">Reported</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Error</th>
                  <th scope="col">Page</th>
                  <th scope="col">Trace id</th>
                  <th scope="col">Browser</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((reported) => (
                  <tr key={reported.id}>
                    <td className={styles.nowrap}>
                      {timeFormat.format(new Date(reported.reported_at))}
                    </td>
                    <td>{KIND_LABELS[reported.kind]}</td>
                    <td className={styles.message}>
                      {reported.stack || reported.context ? (
                        <details>
                          <summary>{reported.message}</summary>
                          {reported.context ? (
                            <pre className={styles.detail}>{reported.context}</pre>
                          ) : null}
                          {reported.stack ? (
                            <pre className={styles.detail}>{reported.stack}</pre>
                          ) : null}
                        </details>
                      ) : (
                        reported.message
                      )}
                    </td>
                    <td className={styles.page}>{reported.page}</td>
                    <td>
                      {reported.trace_id ? (
                        <code className={styles.trace}>{reported.trace_id}</code>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className={styles.browser}>{reported.user_agent ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {hasNextPage ? (
            <button
              type="button"
              className={ui.button}
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading…' : 'Show older errors'}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
