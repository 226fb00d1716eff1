import { useId, useState } from 'react';
import type { AppDomainDto } from '@tessera/contracts';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import styles from '../editor/blocks/editor.module.css';
import { AddEntryField } from './AddEntryField.js';
import publishing from './publishing.module.css';
import {
  useAddAppDomainMutation,
  useGetAppDomainsQuery,
  useRemoveAppDomainMutation,
  useVerifyAppDomainMutation,
} from './publishingApi.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';

const NOT_VERIFIED_YET =
  'The TXT record was not found yet. DNS changes can take a while; try Verify again later.';

/**
 * The app's custom domains: add one, create the TXT record that proves it is the owner's and the
 * CNAME that points it here, then Verify; remove one.
 */
export function CustomDomains({ appId }: { appId: string }) {
  const domains = useGetAppDomainsQuery(appId);
  const [addDomain, adding] = useAddAppDomainMutation();
  const [verifyDomain, verifying] = useVerifyAppDomainMutation();
  const [removeDomain, removing] = useRemoveAppDomainMutation();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const busy = adding.isLoading || verifying.isLoading || removing.isLoading;

  async function add() {
    if (!draft.trim()) return;
    setMessage(null);
    const result = await addDomain({ appId, domain: draft.trim() });
    if (result.error) setMessage(apiErrorMessage(result.error));
    else setDraft('');
  }

  async function verify(domain: AppDomainDto) {
    setMessage(null);
    const result = await verifyDomain({ appId, domainId: domain.id });
    if (result.error) setMessage(apiErrorMessage(result.error));
    else if (!result.data.verified) setMessage(NOT_VERIFIED_YET);
  }

  async function remove(domain: AppDomainDto) {
    setMessage(null);
    const result = await removeDomain({ appId, domainId: domain.id });
    if (result.error) setMessage(apiErrorMessage(result.error));
  }

  return (
    <section className={publishing.subsection} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={publishing.subsectionTitle}>
        {PUBLISHING_TEXTS.customDomains}
      </h3>
      {domains.isLoading ? <p className={styles.muted}>Loading domains...</p> : null}
      {domains.isError ? (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(domains.error)}
        </p>
      ) : null}
      <ul className={publishing.list}>
        {(domains.data ?? []).map((domain) => (
          <li key={domain.id} className={publishing.listItem}>
            <strong className={publishing.grow}>{domain.domain}</strong>
            <span className={styles.muted}>
              {domain.verified ? PUBLISHING_TEXTS.domainVerified : PUBLISHING_TEXTS.domainPending}
            </span>
            {domain.verified ? null : (
              <button
                type="button"
                className={styles.button}
                disabled={busy}
                aria-label={`${PUBLISHING_TEXTS.verify} ${domain.domain}`}
                onClick={() => void verify(domain)}
              >
                {PUBLISHING_TEXTS.verify}
              </button>
            )}
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              aria-label={`${PUBLISHING_TEXTS.remove} ${domain.domain}`}
              onClick={() => void remove(domain)}
            >
              {PUBLISHING_TEXTS.remove}
            </button>
            <dl className={publishing.record}>
              <dt>TXT name</dt>
              <dd>{domain.verification.name}</dd>
              <dt>TXT value</dt>
              <dd>{domain.verification.value}</dd>
              <dt>CNAME target</dt>
              <dd>{domain.target}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <AddEntryField
        id={inputId}
        label="Domain name"
        type="text"
        placeholder="app.example.com"
        value={draft}
        onChange={setDraft}
        busy={busy}
        onAdd={() => void add()}
        addLabel={PUBLISHING_TEXTS.addDomain}
      />
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </section>
  );
}
