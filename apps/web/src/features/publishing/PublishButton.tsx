import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SHELL_LABELS, VISUAL_SIZES } from '@tessera/domain';
import { useAppDispatch } from '../../app/hooks.js';
import styles from '../editor/blocks/editor.module.css';
import publishing from './publishing.module.css';
import { useGetReviewRequestQuery } from './publishingApi.js';
import { marketplaceDialogRequested } from '../marketplaceSubmission/marketplaceSubmissionSlice.js';
import { privacyDialogOpened } from './publishingSlice.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';
import { reviewStatusOf, type ReviewStatus } from './reviewStatus.js';

const STATUS_CLASS: Record<ReviewStatus, string | undefined> = {
  none: undefined,
  pending: publishing.statusPending,
  published: publishing.statusPublished,
  rejected: publishing.statusRejected,
};

const STATUS_LABEL: Record<ReviewStatus, string | null> = {
  none: null,
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
};

/**
 * The top bar's Publish button and its dropdown (publishing §2): Privacy Settings, and Publish to
 * Marketplace. The button's look follows the marketplace submission status, which is none when the
 * review request cannot be loaded; the marketplace entry is offered only when that call answers, as
 * there is nothing to submit to otherwise.
 */
export function PublishButton() {
  const dispatch = useAppDispatch();
  const review = useGetReviewRequestQuery();
  const status: ReviewStatus = reviewStatusOf(review.data);
  const marketplaceAvailable = review.isSuccess;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  function choose(entry: () => void) {
    setOpen(false);
    entry();
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        // The editor's popups also close on Escape; only the menu should.
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const statusLabel = STATUS_LABEL[status];
  return (
    <div className={publishing.publishMenu} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={`${styles.topBarPrimary} ${STATUS_CLASS[status] ?? ''}`}
        data-status={status}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {SHELL_LABELS.publish}
        {statusLabel ? <span className={publishing.statusBadge}>{statusLabel}</span> : null}
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={SHELL_LABELS.publish}
          className={publishing.dropdown}
          style={{ width: VISUAL_SIZES.publishDropdownWidth }}
          onKeyDown={onMenuKey}
        >
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={publishing.menuItem}
              onClick={() => choose(() => dispatch(privacyDialogOpened()))}
            >
              {PUBLISHING_TEXTS.privacySettings}
            </button>
          </li>
          {marketplaceAvailable ? (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className={publishing.menuItem}
                onClick={() => choose(() => dispatch(marketplaceDialogRequested()))}
              >
                {SHELL_LABELS.publishToMarketplace}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
