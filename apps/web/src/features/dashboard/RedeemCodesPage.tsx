import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';

/** This server has no code catalogue: every code is refused with the reason. */
export const CODES_NOT_ACCEPTED = 'Codes are not accepted on this server.';

/** /dashboard/redeemappsumocodes: code redemption. */
export function RedeemCodesPage() {
  const [message, setMessage] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(CODES_NOT_ACCEPTED);
  }
  return (
    <div className={ui.mediumPage}>
      <PageTitle>Redeem codes</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Redeem codes</h1>
          <p className={ui.subtitle}>Enter a lifetime-deal code to add it to your workspace.</p>
        </div>
      </div>
      <form className={`${ui.card} ${ui.stack}`} onSubmit={submit}>
        <label className={ui.field}>
          <span className={ui.label}>Code</span>
          <input
            className={ui.input}
            name="code"
            required
            autoComplete="off"
            spellCheck={false}
            onChange={() => setMessage(null)}
          />
        </label>
        <FormError message={message} />
        <div className={ui.row}>
          <button className={ui.button} type="submit">
            Redeem
          </button>
          <Link to="/dashboard/accountbilling" className={ui.secondaryButton}>
            Billing
          </Link>
        </div>
      </form>
    </div>
  );
}
