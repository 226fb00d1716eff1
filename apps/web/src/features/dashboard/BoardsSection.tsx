import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { formText } from '../../shell/ui/formText.js';
import { Loading } from '../../shell/ui/Loading.js';
import ui from '../../shell/ui/ui.module.css';
import {
  useCreateBoardMutation,
  useDeleteBoardMutation,
  useDuplicateBoardMutation,
  useGetBoardsQuery,
  useGetSpreadsheetsQuery,
  useRenameBoardMutation,
} from './dashboardApi.js';
import { ItemManagement, problemOf } from './ItemManagement.js';
import { formatLongDate } from './formatDate.js';
import { SpreadsheetSelect } from './SpreadsheetSelect.js';

/** The workspace's boards, and a new board from a spreadsheet (opened in the editor at once). */
export function BoardsSection() {
  const { data: boards, isLoading, error: loadError } = useGetBoardsQuery();
  const { data: spreadsheets } = useGetSpreadsheetsQuery();
  const [createBoard, { isLoading: isCreating, error: createError }] = useCreateBoardMutation();
  const [renameBoard] = useRenameBoardMutation();
  const [duplicateBoard] = useDuplicateBoardMutation();
  const [deleteBoard] = useDeleteBoardMutation();
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await createBoard({
      name: formText(form, 'name'),
      spreadsheetId: formText(form, 'spreadsheetId'),
    });
    if (!result.error) await navigate(`/${result.data.slug}`);
  }

  return (
    <section className={ui.stack} aria-labelledby="boards-heading">
      <h2 id="boards-heading" className={ui.sectionTitle}>
        Boards
      </h2>
      <form className={`${ui.card} ${ui.row}`} onSubmit={(event) => void submit(event)}>
        <label className={ui.field}>
          <span className={ui.label}>Board name</span>
          <input className={ui.input} name="name" required maxLength={120} />
        </label>
        <SpreadsheetSelect spreadsheets={spreadsheets} />
        <button
          className={ui.button}
          type="submit"
          disabled={isCreating || !spreadsheets || spreadsheets.length === 0}
        >
          {isCreating ? 'Creating...' : 'Create board'}
        </button>
      </form>
      <FormError message={apiErrorMessage(createError)} />
      {isLoading ? (
        <Loading />
      ) : loadError ? (
        <FormError message={apiErrorMessage(loadError)} />
      ) : !boards || boards.length === 0 ? (
        <p className={ui.empty}>No boards yet. Create one from a spreadsheet.</p>
      ) : (
        <ul className={ui.list} aria-label="Boards">
          {boards.map((board) => (
            <li key={board.id} className={ui.listItem}>
              <div>
                <div className={ui.itemTitle}>{board.name}</div>
                <div className={ui.muted}>
                  /{board.slug} · {board.public ? 'Public' : 'Private'} · Updated{' '}
                  {formatLongDate(board.updatedAt)}
                </div>
              </div>
              <ItemManagement
                name={board.name}
                kind="board"
                rename={(name) => problemOf(renameBoard({ id: board.id, name }))}
                duplicate={() => problemOf(duplicateBoard(board.id))}
                remove={() => problemOf(deleteBoard(board.id))}
                deleteWarning={`Its blocks go with it, and /${board.slug} stops working.`}
              >
                <Link
                  to={`/${board.slug}`}
                  className={ui.secondaryButton}
                  aria-label={`Open ${board.name}`}
                >
                  Open
                </Link>
              </ItemManagement>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
