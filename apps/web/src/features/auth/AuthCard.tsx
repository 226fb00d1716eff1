import type { ReactNode } from 'react';
import ui from '../../shell/ui/ui.module.css';
import { PageTitle } from '../../shell/ui/PageTitle.js';

type AuthCardProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The centred card of the sign-in, sign-up and admin sign-in pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={ui.narrowPage}>
      <PageTitle>{title}</PageTitle>
      <div className={ui.card}>
        <h1 className={ui.title}>{title}</h1>
        {subtitle && <p className={ui.subtitle}>{subtitle}</p>}
        <div style={{ marginTop: 24 }}>{children}</div>
      </div>
      {footer && <div className={ui.footerText}>{footer}</div>}
    </div>
  );
}
