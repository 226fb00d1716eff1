import { useState } from 'react';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetStartersQuery, useMakeStarterMutation, type Starter } from './dashboardApi.js';
import styles from './DashboardHomePage.module.css';
import { useOpenAppEditor } from './useOpenAppEditor.js';

/** One starter: what it holds, and the button that makes it and opens its editor. */
function StarterCard({
  starter,
  busy,
  onUse,
}: {
  starter: Starter;
  busy: boolean;
  onUse: () => void;
}) {
  return (
    <li className={`${ui.card} ${styles.starter}`}>
      <h3 className={styles.starterTitle}>{starter.title}</h3>
      <p className={ui.muted}>{starter.description}</p>
      <p className={ui.hint}>
        Pages: {starter.pages.join(', ')} · Sheets: {starter.sheets.join(', ')}
      </p>
      <div>
        <button type="button" className={ui.button} disabled={busy} onClick={onUse}>
          Use {starter.title}
        </button>
      </div>
    </li>
  );
}

/**
 * Starter apps: a filled-in spreadsheet and an app built on it, made in one click and opened in
 * the editor. Offered first to a workspace with nothing in it yet, folded away afterwards.
 */
export function StartersSection({ prominent }: { prominent: boolean }) {
  const { data: starters } = useGetStartersQuery();
  const [makeStarter, { error }] = useMakeStarterMutation();
  const { openAppEditor, openError } = useOpenAppEditor();
  const [making, setMaking] = useState<string | null>(null);

  async function use(starter: Starter) {
    setMaking(starter.key);
    const result = await makeStarter(starter.key);
    if (result.error || !(await openAppEditor(result.data.id))) setMaking(null);
  }

  if (!starters || starters.length === 0) return null;
  const list = (
    <>
      <ul className={styles.starters} aria-label="Starter apps">
        {starters.map((starter) => (
          <StarterCard
            key={starter.key}
            starter={starter}
            busy={making !== null}
            onUse={() => void use(starter)}
          />
        ))}
      </ul>
      {making ? (
        <p className={ui.hint} role="status">
          Making your app and opening its editor…
        </p>
      ) : null}
      <FormError message={apiErrorMessage(error) ?? apiErrorMessage(openError)} />
    </>
  );
  if (prominent) {
    return (
      <section className={ui.stack} aria-labelledby="starters-heading">
        <h2 id="starters-heading" className={ui.sectionTitle}>
          Start from a ready-made app
        </h2>
        <p className={ui.muted}>
          Each comes with a spreadsheet of sample rows. Change anything afterwards: the rows, the
          pages, the blocks.
        </p>
        {list}
      </section>
    );
  }
  return (
    <details className={styles.startersFolded}>
      {/* The id is the dashboard tour's anchor, as the heading's is when the section is open. */}
      <summary id="starters-heading">Start from a ready-made app</summary>
      {list}
    </details>
  );
}
