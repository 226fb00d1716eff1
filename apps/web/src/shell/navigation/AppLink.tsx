import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigate } from './navigation.js';

type Props = { to: string; className?: string; children: ReactNode };

/**
 * A link to another screen of the app: followed in place (no reload), while a click with a
 * modifier key or another button does what the browser does with any link (a new tab, a window).
 */
export function AppLink({ to, className, children }: Props) {
  const navigate = useAppNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}
