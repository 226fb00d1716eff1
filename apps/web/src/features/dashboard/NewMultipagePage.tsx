import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useGetPublicSettingQuery } from '../../shell/settingsApi.js';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { formText } from '../../shell/ui/formText.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { useCreateAppMutation, useGetSpreadsheetsQuery } from './dashboardApi.js';
import { SpreadsheetSelect } from './SpreadsheetSelect.js';
import { useOpenAppEditor } from './useOpenAppEditor.js';

/** /dashboard/new-multipage: a new app on its own subdomain, opened in its editor once created. */
export function NewMultipagePage() {
  const { data: spreadsheets } = useGetSpreadsheetsQuery();
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST');
  const [createApp, { isLoading: isCreating, error: createError }] = useCreateAppMutation();
  const { openAppEditor, isOpening, openError } = useOpenAppEditor();
  const [subdomain, setSubdomain] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await createApp({
      title: formText(form, 'title'),
      name: formText(form, 'name').trim().toLowerCase(),
      spreadsheetId: formText(form, 'spreadsheetId'),
    });
    if (!result.error) await openAppEditor(result.data.id);
  }

  const busy = isCreating || isOpening;
  const address = `${subdomain.trim().toLowerCase() || 'your-app'}.${dashboardHost ?? window.location.host}`;

  return (
    <div className={ui.mediumPage}>
      <PageTitle>New multi-page app</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>New multi-page app</h1>
          <p className={ui.subtitle}>
            An app with its own pages and address, fed by a spreadsheet.
          </p>
        </div>
      </div>
      <form className={`${ui.card} ${ui.stack}`} onSubmit={(event) => void submit(event)}>
        <label className={ui.field}>
          <span className={ui.label}>App title</span>
          <input className={ui.input} name="title" required maxLength={120} />
        </label>
        <label className={ui.field}>
          <span className={ui.label}>Subdomain name</span>
          <input
            className={ui.input}
            name="name"
            required
            maxLength={63}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby="subdomain-hint"
            value={subdomain}
            onChange={(event) => setSubdomain(event.target.value)}
          />
          <span id="subdomain-hint" className={ui.hint}>
            Letters, digits and hyphens. Your app will be at {address}
          </span>
        </label>
        <SpreadsheetSelect spreadsheets={spreadsheets} />
        <FormError message={apiErrorMessage(createError) ?? apiErrorMessage(openError)} />
        <div className={ui.row}>
          <button className={ui.button} type="submit" disabled={busy}>
            {isCreating ? 'Creating...' : isOpening ? 'Opening editor...' : 'Create app'}
          </button>
          <Link to="/dashboard" className={ui.secondaryButton}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
