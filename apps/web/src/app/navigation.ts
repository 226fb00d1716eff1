/**
 * Lets sagas and other non-React code navigate inside the single-page app. The router registers
 * itself at start-up; before that (or in tests) a full page load does the job.
 */
type Navigate = (to: string) => void;

let current: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  current = navigate;
}

export function navigateTo(to: string): void {
  current(to);
}
