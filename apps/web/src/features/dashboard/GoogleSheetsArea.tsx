import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetGoogleConnectionsQuery } from './dashboardApi.js';
import { GoogleConnectionsList } from './GoogleConnectionsList.js';
import styles from './GoogleSheetsArea.module.css';
import { GoogleSpreadsheetForm } from './GoogleSpreadsheetForm.js';
import { GOOGLE_OAUTH_START_URL } from './googleSheets.js';
import { ServiceAccountKeyForm } from './ServiceAccountKeyForm.js';

/** Google Sheets in the spreadsheets section: connections, how to add one, and adding a spreadsheet. */
export function GoogleSheetsArea() {
  const { data, isLoading, error } = useGetGoogleConnectionsQuery();

  return (
    <section className={`${ui.card} ${ui.stack}`} aria-labelledby="google-sheets-heading">
      <div className={ui.sectionHeader}>
        <h3 id="google-sheets-heading" className={ui.sectionTitle}>
          Google Sheets
        </h3>
        {data?.oauth_available ? (
          <a className={ui.secondaryButton} href={GOOGLE_OAUTH_START_URL}>
            Sign in with Google
          </a>
        ) : null}
      </div>
      <p className={`${ui.muted} ${styles.text}`}>
        Read spreadsheets from Google Drive with your Google account or a service account key.
      </p>
      {isLoading ? (
        <Loading />
      ) : error || !data ? (
        <FormError message={apiErrorMessage(error)} />
      ) : (
        <>
          <GoogleConnectionsList
            connections={data.connections}
            oauthAvailable={data.oauth_available}
          />
          <div className={styles.divider} />
          <ServiceAccountKeyForm />
          <div className={styles.divider} />
          <GoogleSpreadsheetForm connections={data.connections} />
        </>
      )}
    </section>
  );
}
