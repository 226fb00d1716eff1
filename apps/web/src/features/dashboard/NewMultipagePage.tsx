import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { appNameSchema } from '@tessera/contracts';
import { subdomainFromTitle } from '@tessera/domain';
import { useGetPublicSettingQuery } from '../../shell/settingsApi.js';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage, apiErrorStatus } from '../../shell/ui/errorMessage.js';
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
  const [title, setTitle] = useState('');
  // Follows the title until the owner types a subdomain of their own.
  const [typedSubdomain, setTypedSubdomain] = useState<string | null>(null);
  const subdomain = typedSubdomain ?? subdomainFromTitle(title);
  const [subdomainProblem, setSubdomainProblem] = useState<string | null>(null);
  /** The subdomain of the last request, to tie its refusal to it while it is unchanged. */
  const [lastSent, setLastSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The server's rule, said next to the field before anything is sent.
    const name = appNameSchema.safeParse(subdomain);
    setSubdomainProblem(name.success ? null : (name.error.issues[0]?.message ?? null));
    if (!name.success) return;
    setLastSent(subdomain);
    const result = await createApp({
      title: formText(form, 'title'),
      name: name.data,
      spreadsheetId: formText(form, 'spreadsheetId'),
    });
    if (!result.error) await openAppEditor(result.data.id);
  }

  // A name taken or reserved (409) is about the subdomain: said under it while it is the name
  // that was refused, and never under the form.
  const nameRefused = apiErrorStatus(createError) === 409;
  const fieldProblem =
    subdomainProblem ??
    (nameRefused && subdomain === lastSent ? apiErrorMessage(createError) : null);
  const busy = isCreating || isOpening;
  const shown = appNameSchema.safeParse(subdomain);
  const address = `${shown.success ? shown.data : 'your-app'}.${dashboardHost ?? window.location.host}`;

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
          <input
            className={ui.input}
            name="title"
            required
            maxLength={120}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        {/* Its problem and hint describe the field; they are not part of its name. */}
        <div className={ui.field}>
          <label htmlFor="subdomain" className={ui.label}>
            Subdomain name
          </label>
          <input
            id="subdomain"
            className={ui.input}
            name="name"
            required
            maxLength={63}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={fieldProblem ? 'subdomain-problem subdomain-hint' : 'subdomain-hint'}
            aria-invalid={fieldProblem ? true : undefined}
            value={subdomain}
            onChange={(event) => {
              setTypedSubdomain(event.target.value);
              setSubdomainProblem(null);
            }}
          />
          {fieldProblem ? (
            <span id="subdomain-problem" className={ui.fieldError}>
              {fieldProblem}
            </span>
          ) : null}
          <span id="subdomain-hint" className={ui.hint}>
            Letters, digits and hyphens. Your app will be at {address}
          </span>
        </div>
        <SpreadsheetSelect spreadsheets={spreadsheets} />
        <FormError
          message={
            (nameRefused ? null : apiErrorMessage(createError)) ?? apiErrorMessage(openError)
          }
        />
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
