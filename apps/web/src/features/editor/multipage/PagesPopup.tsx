import { useState, type FormEvent } from 'react';
import type { PageDto } from '@tessera/contracts';
import { SHELL_LABELS, slugifyTemplateName } from '@tessera/domain';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { apiErrorMessage } from '../../../shell/ui/errorMessage.js';
import styles from '../blocks/editor.module.css';
import { Popup } from '../blocks/Popup.js';
import {
  useCreatePageMutation,
  useDeletePageMutation,
  useReorderPagesMutation,
  useUpdatePageMutation,
} from './multipageApi.js';
import local from '../../multipage/multipage.module.css';
import { sessionHistory } from '../../multipage/pageRequests.js';
import { pagesChanged, panelClosed, selectPage } from '../../multipage/pageSlice.js';

const isHome = (page: PageDto) => page.page_type === 'home';
const pathOf = (page: PageDto) => (page.page_slug ? `/${page.page_slug}` : '/');

/** Renames one page in place. */
function RenameForm({
  page,
  onDone,
}: {
  page: PageDto;
  onDone: (error: string | null, saved?: PageDto) => void;
}) {
  const [name, setName] = useState(page.page_name);
  const [slug, setSlug] = useState(page.page_slug);
  const [updatePage, { isLoading }] = useUpdatePageMutation();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await updatePage({
      id: page.id,
      page_name: name,
      ...(isHome(page) ? {} : { page_slug: slug }),
    });
    if (result.error) onDone(apiErrorMessage(result.error));
    else onDone(null, result.data);
  }
  return (
    <form
      className={local.inlineForm}
      onSubmit={(event) => void submit(event)}
      aria-label={`Rename ${page.page_name}`}
    >
      <div className={styles.field}>
        <label htmlFor={`rename-name-${page.id}`}>Page name</label>
        <input
          id={`rename-name-${page.id}`}
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {isHome(page) ? null : (
        <div className={styles.field}>
          <label htmlFor={`rename-slug-${page.id}`}>Page slug</label>
          <input
            id={`rename-slug-${page.id}`}
            type="text"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
          />
        </div>
      )}
      <div className={local.row}>
        <button type="submit" className={styles.primary} disabled={isLoading}>
          Save
        </button>
        <button type="button" className={styles.button} onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Pages: the app's pages to open, add, rename, reorder and delete (the home page stays). */
export function PagesPopup() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = useAppSelector(selectPage);
  const pages = [...state.pages].sort((a, b) => a.position - b.position);
  const [createPage, { isLoading: creating }] = useCreatePageMutation();
  const [deletePage] = useDeletePageMutation();
  const [reorderPages] = useReorderPagesMutation();
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const result = await createPage({ appId: state.app_id, page_name: name, page_slug: slug });
    if (result.error) {
      setError(apiErrorMessage(result.error));
      return;
    }
    dispatch(pagesChanged([...state.pages, result.data]));
    setName('');
    setSlug('');
    setSlugEdited(false);
  }

  async function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    const moved = pages[index];
    const other = pages[target];
    if (!moved || !other) return;
    const ids = pages.map((page) => page.id);
    ids[index] = other.id;
    ids[target] = moved.id;
    const result = await reorderPages({ appId: state.app_id, ids });
    if (result.error) setError(apiErrorMessage(result.error));
    else dispatch(pagesChanged(result.data));
  }

  async function remove(page: PageDto) {
    setError(null);
    const result = await deletePage(page.id);
    setConfirmingDelete(null);
    if (result.error) {
      setError(apiErrorMessage(result.error));
      return;
    }
    dispatch(pagesChanged(state.pages.filter((candidate) => candidate.id !== page.id)));
    if (page.id === state.page_id) void navigate('/');
  }

  return (
    <Popup title={SHELL_LABELS.pages} onClose={() => dispatch(panelClosed())} width={480}>
      <ul className={local.pageList} aria-label="Pages of the app">
        {pages.map((page, index) => (
          <li
            key={page.id}
            className={page.id === state.page_id ? local.pageRowCurrent : local.pageRow}
          >
            {renaming === page.id ? (
              <RenameForm
                page={page}
                onDone={(problem, saved) => {
                  setError(problem);
                  if (problem) return;
                  setRenaming(null);
                  if (!saved) return;
                  // The page shown moved: the editor follows it, and loads it whole there.
                  if (saved.id === state.page_id && saved.page_slug !== page.page_slug) {
                    // Its old address leads nowhere now: the trail forgets it (the new one is
                    // recorded on arrival).
                    try {
                      sessionHistory.save(
                        sessionHistory.load().filter((entry) => entry.path !== pathOf(page)),
                      );
                    } catch {
                      // Storage that refuses (full, or turned off) keeps no trail to correct.
                    }
                    void navigate(pathOf(saved));
                    return;
                  }
                  dispatch(
                    pagesChanged(
                      state.pages.map((candidate) =>
                        candidate.id === saved.id ? saved : candidate,
                      ),
                    ),
                  );
                }}
              />
            ) : (
              <>
                <span className={local.pageName}>
                  {page.page_name} <span className={local.pageSlug}>{pathOf(page)}</span>
                </span>
                <button
                  type="button"
                  className={styles.toolButton}
                  onClick={() => void navigate(pathOf(page))}
                >
                  Open
                </button>
                <button
                  type="button"
                  className={styles.toolButton}
                  onClick={() => setRenaming(page.id)}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className={styles.toolButton}
                  aria-label={`Move ${page.page_name} up`}
                  disabled={index === 0}
                  onClick={() => void move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.toolButton}
                  aria-label={`Move ${page.page_name} down`}
                  disabled={index === pages.length - 1}
                  onClick={() => void move(index, 1)}
                >
                  ↓
                </button>
                {isHome(page) ? null : confirmingDelete === page.id ? (
                  <button
                    type="button"
                    className={styles.toolButton}
                    onClick={() => void remove(page)}
                  >
                    Confirm delete
                  </button>
                ) : (
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={`Delete ${page.page_name}`}
                    onClick={() => setConfirmingDelete(page.id)}
                  >
                    Delete
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void create(event)} aria-label="New page">
        <h3>New page</h3>
        <div className={styles.field}>
          <label htmlFor="new-page-name">Page name</label>
          <input
            id="new-page-name"
            type="text"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (!slugEdited) setSlug(slugifyTemplateName(event.target.value));
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="new-page-slug">Page slug</label>
          <input
            id="new-page-slug"
            type="text"
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              setSlugEdited(true);
            }}
          />
        </div>
        <button
          type="submit"
          className={styles.primary}
          disabled={creating || !name.trim() || !slug.trim()}
        >
          Add Page
        </button>
      </form>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </Popup>
  );
}
