import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CommentsResponse } from '@tessera/contracts';
import {
  COMMENT_MAX_LENGTH,
  commentProblem,
  commentText,
  commenterName,
  commenterNameProblem,
} from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { Pagination } from '../shared/Pagination.js';
import type { BlockRendererProps } from '../types.js';
import { AUTHOR_LABELS, closedNote, postedAt } from './commentTexts.js';

/** Shown in the editor until the block is saved: comments belong to a saved block. */
export const SAVE_FOR_COMMENTS = 'Comments show here once the block is saved.';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'loaded'; answer: CommentsResponse }
  | { kind: 'failed'; message: string }
  | { kind: 'unsaved' };

const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

/**
 * A comments block: the comments about the page (or the row it was opened on), newest first,
 * page by page, and a form for whoever may comment (a guest signs with a name). Comments are
 * plain text, drawn as text. They are loaded after the page shows, so the server's drawing and
 * the first render match.
 */
export function CommentsBlock({ block, viewer, comments }: BlockRendererProps) {
  const parsed = useBlockSettings('comments', block);
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // The host hands new callbacks on each render; the loads follow the block, page and reloads.
  const latest = useRef(comments);
  useEffect(() => {
    latest.current = comments;
  });
  const available = comments !== undefined;

  useEffect(() => {
    const source = latest.current;
    if (!source) {
      setLoaded({ kind: 'unsaved' });
      return;
    }
    let current = true;
    source.load(page).then(
      (answer) => {
        if (!current) return;
        // A page emptied (its last comment deleted) gives way to the last page there is.
        const pages = Math.max(1, Math.ceil(answer.total / answer.page_size));
        if (answer.comments.length === 0 && page > pages) setPage(pages);
        else setLoaded({ kind: 'loaded', answer });
      },
      (failure: unknown) => current && setLoaded({ kind: 'failed', message: messageOf(failure) }),
    );
    return () => {
      current = false;
    };
  }, [block.id, page, reloads, available]);

  if (!parsed.success) return <InvalidSettings type="comments" message={parsed.message} />;
  const settings = parsed.settings;
  const answer = loaded.kind === 'loaded' ? loaded.answer : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!comments || !answer) return;
    const text = commentText(body);
    const signature = commenterName(name);
    const found =
      commentProblem(text) ?? (answer.needs_name ? commenterNameProblem(signature) : null);
    setProblem(found);
    setStatus(null);
    if (found) return;
    setSending(true);
    try {
      await comments.post(text, signature);
      setBody('');
      setStatus({ kind: 'sent', text: 'Your comment was posted.' });
      // The newest comments are on the first page.
      if (page === 1) setReloads((count) => count + 1);
      else setPage(1);
    } catch (failure) {
      setStatus({ kind: 'failed', text: messageOf(failure) });
    } finally {
      setSending(false);
    }
  }

  async function remove(commentId: string) {
    if (!comments) return;
    setStatus(null);
    try {
      await comments.remove(commentId);
      setReloads((count) => count + 1);
    } catch (failure) {
      setStatus({ kind: 'failed', text: messageOf(failure) });
    }
  }

  const button = { background: settings.accent_color, color: settings.button_text_color };
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Comments"
      colors={settings}
      loading={loaded.kind === 'loading'}
      className="ts-comments"
    >
      {settings.subtitle ? <p className="ts-comments__subtitle">{settings.subtitle}</p> : null}
      {loaded.kind === 'unsaved' && viewer.canEdit ? (
        <p className="ts-comments__note">{SAVE_FOR_COMMENTS}</p>
      ) : null}
      {loaded.kind === 'failed' ? (
        <p role="alert" className="ts-block__error">
          {loaded.message}
        </p>
      ) : null}
      {answer && answer.can_comment && !viewer.readOnly ? (
        <form
          className="ts-comments__form"
          aria-label="Write a comment"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          {answer.needs_name ? (
            <label className="ts-field">
              <span className="ts-field__label">Your name</span>
              <input
                type="text"
                value={name}
                maxLength={200}
                autoComplete="name"
                onChange={(event) => setName(event.target.value)}
              />
            </label>
          ) : null}
          <label className="ts-field">
            <span className="ts-field__label">Your comment</span>
            <textarea
              rows={3}
              value={body}
              maxLength={COMMENT_MAX_LENGTH + 200}
              onChange={(event) => {
                setBody(event.target.value);
                setStatus(null);
              }}
            />
          </label>
          {problem ? (
            <p role="alert" className="ts-field__error">
              {problem}
            </p>
          ) : null}
          {status ? (
            <p
              role={status.kind === 'sent' ? 'status' : 'alert'}
              className={`ts-form__status ts-form__status--${status.kind}`}
            >
              {status.text}
            </p>
          ) : null}
          <button
            type="submit"
            className="ts-button ts-button--primary"
            style={button}
            disabled={sending}
          >
            Post comment
          </button>
        </form>
      ) : answer ? (
        <p className="ts-comments__note">
          {viewer.readOnly
            ? 'You have read-only access to this app.'
            : closedNote(settings.who_can_comment)}
        </p>
      ) : null}
      {answer && answer.comments.length === 0 ? (
        <p className="ts-comments__empty">
          {answer.can_comment ? 'No comments yet. Be the first to comment.' : 'No comments yet.'}
        </p>
      ) : null}
      {answer && answer.comments.length > 0 ? (
        <ol className="ts-comments__list" aria-label="Comments">
          {answer.comments.map((comment) => (
            <li
              key={comment.id}
              className="ts-comments__item"
              style={{ background: settings.comment_background_color || undefined }}
            >
              <article aria-label={`Comment by ${comment.author_name}`}>
                <header className="ts-comments__meta">
                  <strong className="ts-comments__author">{comment.author_name}</strong>
                  {AUTHOR_LABELS[comment.author_kind] ? (
                    <span className="ts-comments__badge">{AUTHOR_LABELS[comment.author_kind]}</span>
                  ) : null}
                  <time className="ts-comments__time" dateTime={comment.created_at}>
                    {postedAt(comment.created_at)}
                  </time>
                  {comment.can_delete ? (
                    <button
                      type="button"
                      className="ts-button ts-comments__delete"
                      aria-label={`Delete the comment by ${comment.author_name}`}
                      onClick={() => void remove(comment.id)}
                    >
                      Delete
                    </button>
                  ) : null}
                </header>
                <p className="ts-comments__body">{comment.body}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {answer && answer.total > answer.page_size ? (
        <Pagination
          page={answer.page}
          pageSize={answer.page_size}
          total={answer.total}
          onPageChange={setPage}
        />
      ) : null}
    </BlockFrame>
  );
}
