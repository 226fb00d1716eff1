import type { ReactNode } from 'react';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';

type InfoPageProps = { title: string; children: ReactNode; actions: ReactNode };

/** A short page that explains something and offers where to go next. */
export function InfoPage({ title, children, actions }: InfoPageProps) {
  return (
    <div className={ui.narrowPage}>
      <PageTitle>{title}</PageTitle>
      <div className={`${ui.card} ${ui.stack}`}>
        <h1 className={ui.title}>{title}</h1>
        {children}
        <div className={ui.row}>{actions}</div>
      </div>
    </div>
  );
}
