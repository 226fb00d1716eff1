import { useId, useState } from 'react';
import type { ReviewDto } from '@tessera/contracts';
import type { ApiError } from '../../api/baseQuery.js';
import { categoryLabel, longUsDate } from '@tessera/domain';
import { useGetCurrentUserQuery } from '../auth/authApi.js';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import css from './reviews.module.css';
import {
  useApproveReviewMutation,
  useGetReviewQueueQuery,
  useRejectReviewMutation,
} from './reviewsApi.js';

const ACTIONS: Record<ReviewDto['history'][number]['action'], string> = {
  submitted: 'Submitted',
  resubmitted: 'Resubmitted',
  cancelled: 'Cancelled',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * /admin/reviews: the marketplace's moderation queue for reviewers. Pending requests oldest
 * first; the chosen one with its images, its history and a live preview of the app; approve, or
 * reject with a reason the owner sees.
 */
export function ReviewsPage() {
  const user = useGetCurrentUserQuery();
  const queue = useGetReviewQueueQuery(undefined, { skip: !user.data?.isReviewer });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const reviews = queue.data ?? [];
  const chosen = reviews.find((review) => review.id === chosenId) ?? reviews[0];

  let body;
  if (user.isLoading || queue.isLoading) body = <Loading message="Loading the review queue..." />;
  else if (!user.data?.isReviewer)
    body = <FormError message="Only marketplace reviewers can open the review queue." />;
  else if (queue.error) body = <FormError message={apiErrorMessage(queue.error)} />;
  else if (!chosen) body = <p className={ui.empty}>No submissions are waiting for review.</p>;
  else
    body = (
      <div className={css.layout}>
        <ol className={css.queue} aria-label="Pending submissions, oldest first">
          {reviews.map((review) => (
            <li key={review.id}>
              <button
                type="button"
                className={review.id === chosen.id ? css.queueItemChosen : css.queueItem}
                aria-current={review.id === chosen.id}
                onClick={() => {
                  setChosenId(review.id);
                  setDecided(null);
                }}
              >
                <span className={css.queueTitle}>{review.app_title}</span>
                <span className={css.queueMeta}>
                  {review.submitter_email} · {longUsDate(review.submitted_at)}
                </span>
              </button>
            </li>
          ))}
        </ol>
        <ReviewDetails key={chosen.id} review={chosen} onDecided={setDecided} />
      </div>
    );

  return (
    <div className={ui.page}>
      <PageTitle>Reviews</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Template reviews</h1>
          <p className={ui.subtitle}>Submissions to the marketplace, oldest first.</p>
        </div>
      </div>
      {decided ? (
        <p role="status" className={ui.success}>
          {decided}
        </p>
      ) : null}
      {body}
    </div>
  );
}

function ReviewDetails({
  review,
  onDecided,
}: {
  review: ReviewDto;
  onDecided: (message: string) => void;
}) {
  const [approve, approving] = useApproveReviewMutation();
  const [reject, rejecting] = useRejectReviewMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const busy = approving.isLoading || rejecting.isLoading;

  async function decide(action: 'approve' | 'reject') {
    setError(null);
    try {
      if (action === 'approve') await approve(review.id).unwrap();
      else await reject({ id: review.id, reason }).unwrap();
      onDecided(
        action === 'approve'
          ? `${review.app_title} is published in the marketplace.`
          : `${review.app_title} was rejected; the owner has the reason.`,
      );
    } catch (caught) {
      setError(apiErrorMessage(caught as ApiError));
    }
  }

  return (
    <section className={ui.stack} aria-label={`Submission of ${review.app_title}`}>
      <div className={ui.card}>
        <h2 className={ui.sectionTitle}>{review.app_title}</h2>
        <dl className={css.facts}>
          <dt>Owner</dt>
          <dd>{review.submitter_email}</dd>
          <dt>Category</dt>
          <dd>{categoryLabel(review.category) ?? review.category}</dd>
          <dt>Price</dt>
          <dd>{review.is_free ? 'Free' : `USD ${review.price.toFixed(2)}`}</dd>
          <dt>Submitted</dt>
          <dd>{longUsDate(review.submitted_at)}</dd>
        </dl>
        <p>{review.description}</p>
        <div className={css.thumbnail} style={{ background: review.thumbnail_bg_color }}>
          <img src={review.thumbnail} alt="Thumbnail" />
        </div>
        <div className={css.images}>
          {review.additional_images.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={`Image ${index + 1}`} />
            </a>
          ))}
        </div>
      </div>
      <div className={ui.card}>
        <h3 className={ui.sectionTitle}>
          Live preview{' '}
          <a href={review.preview_url} target="_blank" rel="noreferrer" className={ui.linkButton}>
            Open in a new tab
          </a>
        </h3>
        <iframe
          className={css.preview}
          src={review.preview_url}
          title={`Preview of ${review.app_title}`}
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="no-referrer"
        />
      </div>
      <div className={ui.card}>
        <h3 className={ui.sectionTitle}>History</h3>
        <ol className={css.history}>
          {review.history.map((entry) => (
            <li key={`${entry.action}-${entry.at}`}>
              {ACTIONS[entry.action]} by {entry.actor_email} on {longUsDate(entry.at)}
              {entry.reason ? `: ${entry.reason}` : ''}
            </li>
          ))}
        </ol>
      </div>
      <div className={ui.card}>
        <label htmlFor={reasonId} className={ui.label}>
          Reason for a rejection (the owner sees it)
        </label>
        <textarea
          id={reasonId}
          className={css.reason}
          value={reason}
          maxLength={2000}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <FormError message={error} /> : null}
        <div className={ui.row}>
          <button
            type="button"
            className={ui.button}
            disabled={busy}
            onClick={() => void decide('approve')}
          >
            Approve and publish
          </button>
          <button
            type="button"
            className={ui.secondaryButton}
            disabled={busy || reason.trim() === ''}
            onClick={() => void decide('reject')}
          >
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}
