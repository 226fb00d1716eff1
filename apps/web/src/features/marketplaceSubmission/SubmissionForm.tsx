import { useId, useState, type FormEvent } from 'react';
import type { ReviewRequestDto } from '@tessera/contracts';
import {
  DEFAULT_THUMBNAIL_BG_COLOR,
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_LIMITS,
  MARKETPLACE_MESSAGES,
} from '@tessera/domain';
import { useAppDispatch } from '../../app/hooks.js';
import styles from '../editor/blocks/editor.module.css';
import {
  AdditionalImagesPicker,
  BackgroundColorPicker,
  bytesOf,
  ThumbnailPicker,
} from './ImagePickers.js';
import css from './marketplaceSubmission.module.css';
import { submissionMessageShown, templateSubmitted } from './marketplaceSubmissionSlice.js';
import { submissionRequests } from './submissionRequests.js';
import {
  submitTemplate,
  type ImageChoice,
  type SubmissionTarget,
  type TemplateDraft,
} from './submitTemplate.js';

type Props = {
  /** The rejected request being edited (Edit & Resubmit), or null for a first submission. */
  editing: ReviewRequestDto | null;
  target: SubmissionTarget;
  /** The app is not public, or asks for a password: the form is disabled behind a notice. */
  locked: boolean;
  /** After a successful submit; `firstTime` unless it was an Edit & Resubmit. */
  onSubmitted: (firstTime: boolean) => void;
};

function initialDraft(request: ReviewRequestDto | null): TemplateDraft {
  if (!request)
    return {
      description: '',
      category: '',
      is_free: true,
      price: MARKETPLACE_LIMITS.defaultPrice,
      thumbnail: null,
      thumbnail_bg_color: DEFAULT_THUMBNAIL_BG_COLOR,
      images: [],
    };
  return {
    description: request.description,
    category: request.category,
    is_free: request.is_free,
    price: request.is_free ? MARKETPLACE_LIMITS.defaultPrice : request.price,
    thumbnail: request.thumbnail ? { kind: 'stored', url: request.thumbnail } : null,
    thumbnail_bg_color: request.thumbnail_bg_color || DEFAULT_THUMBNAIL_BG_COLOR,
    images: request.additional_images.map((url) => ({ kind: 'stored', url })),
  };
}

/** The submission form of the Marketplace dialog (publishing §2, §5). */
export function SubmissionForm({ editing, target, locked, onSubmitted }: Props) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<TemplateDraft>(() => initialDraft(editing));
  const [priceText, setPriceText] = useState(String(draft.price));
  const [submitting, setSubmitting] = useState(false);
  const [imagesMessage, setImagesMessage] = useState<string | null>(null);
  const ids = { description: useId(), category: useId(), price: useId() };
  const disabled = locked || submitting;
  const set = <K extends keyof TemplateDraft>(key: K, value: TemplateDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    dispatch(submissionMessageShown({ kind: 'info', text: 'Submitting...' }));
    const result = await submitTemplate(draft, target, submissionRequests);
    setSubmitting(false);
    if (!result.ok) {
      dispatch(submissionMessageShown({ kind: 'error', text: result.message }));
      return;
    }
    onSubmitted(editing === null);
    dispatch(templateSubmitted({ editing: editing !== null }));
  }

  return (
    <div className={css.formArea}>
      {locked ? (
        <div className={css.notice}>
          <p className={css.noticeCard} role="note">
            {MARKETPLACE_MESSAGES.notPublicNotice}
          </p>
        </div>
      ) : null}
      <form
        onSubmit={(event) => void submit(event)}
        // The spec's rules, in their order and words, rather than the browser's own messages.
        noValidate
        aria-label="Template submission"
        aria-disabled={locked}
        className={locked ? css.blurred : undefined}
      >
        <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0 }}>
          <div className={styles.field}>
            <label htmlFor={ids.description}>Description</label>
            <textarea
              id={ids.description}
              rows={4}
              maxLength={5000}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.category}>Category</label>
            <select
              id={ids.category}
              value={draft.category}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">Select a category</option>
              {MARKETPLACE_CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          </div>
          <div className={css.pricing} role="radiogroup" aria-label="Pricing">
            <label>
              <input
                type="radio"
                name="pricing"
                checked={draft.is_free}
                onChange={() => set('is_free', true)}
              />{' '}
              Free
            </label>
            <label>
              <input
                type="radio"
                name="pricing"
                checked={!draft.is_free}
                onChange={() => set('is_free', false)}
              />{' '}
              Paid
            </label>
          </div>
          {draft.is_free ? null : (
            <div className={styles.field}>
              <label htmlFor={ids.price}>Price (USD)</label>
              <input
                id={ids.price}
                type="number"
                min={MARKETPLACE_LIMITS.minPrice}
                step={MARKETPLACE_LIMITS.priceStep}
                value={priceText}
                onChange={(event) => {
                  setPriceText(event.target.value);
                  set('price', event.target.value === '' ? Number.NaN : Number(event.target.value));
                }}
              />
            </div>
          )}
          <ThumbnailPicker
            value={draft.thumbnail}
            background={draft.thumbnail_bg_color}
            otherBytes={bytesOf(draft.images)}
            disabled={disabled}
            onChange={(choice: ImageChoice) => set('thumbnail', choice)}
          />
          <BackgroundColorPicker
            value={draft.thumbnail_bg_color}
            disabled={disabled}
            onChange={(color) => set('thumbnail_bg_color', color)}
          />
          <AdditionalImagesPicker
            value={draft.images}
            thumbnailBytes={bytesOf([draft.thumbnail])}
            disabled={disabled}
            onChange={(images) => set('images', images)}
            onMessage={setImagesMessage}
          />
          {imagesMessage ? (
            <p role="status" className={css.count}>
              {imagesMessage}
            </p>
          ) : null}
          <p className={css.footer}>{MARKETPLACE_MESSAGES.imageRequirements}</p>
          <div className={styles.row}>
            <button type="submit" className={styles.primary}>
              {submitting ? 'Submitting...' : editing ? 'Resubmit for review' : 'Submit for review'}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
