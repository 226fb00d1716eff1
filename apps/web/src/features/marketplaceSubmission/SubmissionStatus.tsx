import type { ReviewRequestDto } from '@tessera/contracts';
import { categoryLabel, longUsDate, MARKETPLACE_MESSAGES } from '@tessera/domain';
import { useAppDispatch } from '../../app/hooks.js';
import { useCancelReviewRequestMutation } from '../publishing/publishingApi.js';
import styles from '../editor/blocks/editor.module.css';
import css from './marketplaceSubmission.module.css';
import { submissionMessageShown } from './marketplaceSubmissionSlice.js';

type Props = { request: ReviewRequestDto; onEditAndResubmit: () => void };

/** The status view of the Marketplace dialog (publishing §2, §4). */
export function SubmissionStatus({ request, onEditAndResubmit }: Props) {
  const dispatch = useAppDispatch();
  const [cancel, cancelling] = useCancelReviewRequestMutation();

  async function cancelSubmission() {
    if (!window.confirm('Cancel this submission? The template will not be reviewed.')) return;
    try {
      await cancel().unwrap();
      dispatch(submissionMessageShown({ kind: 'success', text: MARKETPLACE_MESSAGES.cancelled }));
    } catch {
      dispatch(submissionMessageShown({ kind: 'error', text: MARKETPLACE_MESSAGES.cancelFailed }));
    }
  }

  const summary = (
    <dl className={css.summary}>
      <dt>Category</dt>
      <dd>{categoryLabel(request.category) ?? request.category}</dd>
      <dt>Price</dt>
      <dd>{request.is_free ? 'Free' : `USD ${request.price.toFixed(2)}`}</dd>
      <dt>Submitted</dt>
      <dd>{longUsDate(request.submitted_at)}</dd>
      {request.decided_at ? (
        <>
          <dt>{request.status === 'published' ? 'Approved' : 'Reviewed'}</dt>
          <dd>{longUsDate(request.decided_at)}</dd>
        </>
      ) : null}
    </dl>
  );

  switch (request.status) {
    case 'pending':
      return (
        <div className={css.status}>
          <p className={css.statusHeading}>Your template is {MARKETPLACE_MESSAGES.pending}.</p>
          {summary}
          <div className={styles.row}>
            <button
              type="button"
              className={styles.danger}
              disabled={cancelling.isLoading}
              onClick={() => void cancelSubmission()}
            >
              Cancel submission
            </button>
          </div>
        </div>
      );
    case 'published':
      return (
        <div className={css.status}>
          <p className={`${css.statusHeading} ${css.approved}`}>{MARKETPLACE_MESSAGES.approved}</p>
          <p>Your template is listed in the marketplace.</p>
          {summary}
        </div>
      );
    case 'rejected':
      return (
        <div className={css.status}>
          <p className={`${css.statusHeading} ${css.rejected}`}>{MARKETPLACE_MESSAGES.rejected}</p>
          {request.rejection_reason ? (
            <blockquote className={css.reason}>{request.rejection_reason}</blockquote>
          ) : null}
          {summary}
          <div className={styles.row}>
            <button type="button" className={styles.primary} onClick={onEditAndResubmit}>
              Edit &amp; Resubmit
            </button>
          </div>
        </div>
      );
  }
}
