import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { GUIDE_PAGES, guidePage } from './guidePages.js';
import styles from './HelpPage.module.css';

/**
 * /dashboard/help and /dashboard/help/:topic: the owners' guide (docs/guide), shipped with the
 * app and readable without signing in. The pages are ours; they are sanitised all the same.
 */
export function HelpPage() {
  const { topic } = useParams();
  const page = guidePage(topic);
  const html = useMemo(
    () => DOMPurify.sanitize(marked.parse(page.markdown, { async: false })),
    [page],
  );
  return (
    <div className={styles.help}>
      <PageTitle>{`${page.title} · Tessera help`}</PageTitle>
      <nav aria-label="Help topics" className={styles.topics}>
        <p className={ui.label}>Tessera help</p>
        <ul>
          {GUIDE_PAGES.map((entry) => (
            <li key={entry.slug}>
              <Link
                to={`/dashboard/help/${entry.slug}`}
                aria-current={entry.slug === page.slug ? 'page' : undefined}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
        <a href="/api/docs" target="_blank" rel="noopener noreferrer">
          API reference
        </a>
      </nav>
      <article className={styles.article} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
