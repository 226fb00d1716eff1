import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import ui from '../../../shell/ui/ui.module.css';
import styles from './DashboardTour.module.css';
import { useGetCurrentUserQuery, useSettleTourMutation } from '../../auth/authApi.js';
import { forgetTourSettledInBrowser, tourOffered, tourSettledInBrowser } from './tourProgress.js';
import { DASHBOARD_TOUR } from './tourSteps.js';

const GAP = 12;

/**
 * The tour's state: offered (the owner's first visit, from any browser), the step shown (null: not
 * running) and its moves. Ending it keeps, for the account, that it was taken or declined; the
 * focus then goes to `returnFocus` (Take the tour), not to the page's start.
 */
export function useDashboardTour(returnFocus: RefObject<HTMLElement | null>) {
  const { data: user } = useGetCurrentUserQuery();
  const [settleTour] = useSettleTourMutation();
  const [inBrowser] = useState(() => tourSettledInBrowser(window.localStorage));
  const [step, setStep] = useState<number | null>(null);
  const unsettled = user !== undefined && !user.tourSettled;
  // Settled in this browser before the account kept it: the account keeps it now.
  useEffect(() => {
    if (!unsettled || !inBrowser) return;
    void settleTour()
      .unwrap()
      .then(() => forgetTourSettledInBrowser(window.localStorage))
      .catch(() => undefined);
  }, [unsettled, inBrowser, settleTour]);
  const end = useCallback(() => {
    if (unsettled) void settleTour();
    setStep(null);
    returnFocus.current?.focus();
  }, [unsettled, settleTour, returnFocus]);
  return {
    offered: tourOffered(user, inBrowser),
    step,
    start: () => setStep(0),
    end,
    goTo: setStep,
  };
}

/** The first-run invitation, in the page's flow (it covers nothing): take the tour or decline. */
export function TourInvitation({
  onStart,
  onDecline,
}: {
  onStart: () => void;
  onDecline: () => void;
}) {
  return (
    <section className={`${ui.card} ${styles.invitation}`} aria-labelledby="tour-invitation">
      <div>
        <h2 id="tour-invitation" className={styles.invitationTitle}>
          New to Tessera?
        </h2>
        <p className={ui.muted}>Take a one-minute tour of the dashboard.</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={ui.button} onClick={onStart}>
          Start the tour
        </button>
        <button type="button" className={ui.secondaryButton} onClick={onDecline}>
          No thanks
        </button>
      </div>
    </section>
  );
}

type Place = { top: number; left: number };

/**
 * Where the card goes: below the step's anchor (a heading, a link) when it fits, else above it;
 * kept inside the window.
 */
function placeBeside(anchor: Element, card: HTMLElement): Place {
  const rect = anchor.getBoundingClientRect();
  const height = card.offsetHeight;
  const width = card.offsetWidth;
  const below = rect.bottom + GAP;
  const top = below + height <= window.innerHeight - GAP ? below : rect.top - height - GAP;
  const left = Math.min(rect.left, window.innerWidth - width - GAP);
  // Never off the window, even while the page scrolls to what the step is about.
  return {
    top: Math.min(Math.max(GAP, top), window.innerHeight - height - GAP),
    left: Math.max(GAP, left),
  };
}

type CardProps = { index: number; onGoTo: (index: number) => void; onEnd: () => void };

/**
 * One step of the tour: a card beside the part of the page it is about, which is outlined and
 * scrolled into view. Back, Next (Done on the last), Skip tour and Escape; the card takes the focus
 * at each step, and the page stays usable around it.
 */
export function TourCard({ index, onGoTo, onEnd }: CardProps) {
  const step = DASHBOARD_TOUR[index]!;
  const last = index === DASHBOARD_TOUR.length - 1;
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    let anchor: HTMLElement | null = null;
    let outlined: Element | null = null;
    const measure = () => {
      if (anchor && card.current) setPlace(placeBeside(anchor, card.current));
    };
    const attach = () => {
      anchor = document.getElementById(step.target);
      if (!anchor) return false;
      outlined = anchor.closest('section, details') ?? anchor;
      outlined.setAttribute('data-tour-target', '');
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      anchor.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
      measure();
      return true;
    };
    // What the step is about may not be drawn yet (its list still loading): the card waits in
    // the middle of the window and moves beside it once it is there.
    const waiting = attach() ? null : new MutationObserver(() => attach() && waiting?.disconnect());
    waiting?.observe(document.body, { childList: true, subtree: true });
    heading.current?.focus();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      waiting?.disconnect();
      outlined?.removeAttribute('data-tour-target');
      setPlace(null);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step.target]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Escape taken by something else first (a menu, a select, another dialog) is not the tour's.
      if (event.key === 'Escape' && !event.defaultPrevented) onEnd();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEnd]);

  return (
    <div
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={`${styles.card} ${place ? '' : styles.cardCentred}`}
      style={place ? { top: place.top, left: place.left } : undefined}
    >
      <p className={styles.count}>
        Step {index + 1} of {DASHBOARD_TOUR.length}
      </p>
      <h2 ref={heading} id={titleId} tabIndex={-1} className={styles.title}>
        {step.title}
      </h2>
      <p id={textId} className={styles.text}>
        {step.text}
      </p>
      <div className={styles.actions}>
        {index > 0 ? (
          <button type="button" className={ui.secondaryButton} onClick={() => onGoTo(index - 1)}>
            Back
          </button>
        ) : null}
        <button
          type="button"
          className={ui.button}
          onClick={() => (last ? onEnd() : onGoTo(index + 1))}
        >
          {last ? 'Done' : 'Next'}
        </button>
        {last ? null : (
          <button type="button" className={ui.linkButton} onClick={onEnd}>
            Skip tour
          </button>
        )}
      </div>
    </div>
  );
}
