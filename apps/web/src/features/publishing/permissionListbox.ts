/** The open state and highlighted option of a select-only combobox (WAI-ARIA APG pattern). */
export type ListboxState = { open: boolean; activeIndex: number };

export type ListboxKeyResult = {
  state: ListboxState;
  /** The option index chosen by this key, if any. */
  select?: number;
  /** The key was the listbox's: the caller prevents the default (and Escape's propagation). */
  handled: boolean;
};

/**
 * What a key does to the Permission dropdown: closed, arrows, Enter, Space, Home and End open it;
 * open, the arrows move (without wrapping), Home and End jump, Enter and Space choose and close,
 * Escape closes without choosing and Tab chooses and moves on.
 */
export function listboxKey(
  state: ListboxState,
  key: string,
  { count, selectedIndex }: { count: number; selectedIndex: number },
): ListboxKeyResult {
  const last = Math.max(count - 1, 0);
  const opened = (activeIndex: number): ListboxKeyResult => ({
    state: { open: true, activeIndex },
    handled: true,
  });
  if (!state.open) {
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Enter':
      case ' ':
        return opened(selectedIndex);
      case 'Home':
        return opened(0);
      case 'End':
        return opened(last);
      default:
        return { state, handled: false };
    }
  }
  switch (key) {
    case 'ArrowDown':
      return opened(Math.min(state.activeIndex + 1, last));
    case 'ArrowUp':
      return opened(Math.max(state.activeIndex - 1, 0));
    case 'Home':
      return opened(0);
    case 'End':
      return opened(last);
    case 'Enter':
    case ' ':
      return {
        state: { open: false, activeIndex: state.activeIndex },
        select: state.activeIndex,
        handled: true,
      };
    case 'Escape':
      return { state: { open: false, activeIndex: selectedIndex }, handled: true };
    case 'Tab':
      return {
        state: { open: false, activeIndex: state.activeIndex },
        select: state.activeIndex,
        handled: false,
      };
    default:
      return { state, handled: false };
  }
}
