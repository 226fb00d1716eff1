import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldControl } from './FieldControl.js';
import { choicesOf, fieldControlOf, splitMultiSelect } from './fields.js';
import { FileUpload, type FileUploadTarget } from './FileUpload.js';

type Props = {
  column: string;
  /** The axis type, which picks the input. */
  type: string;
  value: string;
  choiceSource: { options: string; from_google_sheet: boolean; source: string; column: string };
  rows: readonly Record<string, string | undefined>[];
  /** Sends the new value; rejects with the message to show. */
  onSave: (value: string) => Promise<void>;
  /** Values drawn as links, images or markdown get a separate edit button (no nested controls). */
  interactive: boolean;
  /** The value as the block draws it. */
  children: ReactNode;
  /** An "Upload Image" cell: a chosen picture is sent, and its address saved as the value. */
  upload?: FileUploadTarget | undefined;
  /** Draws a value as the block does: the saved value is shown so until the rows reload. */
  draw?: ((value: string) => ReactNode) | undefined;
};

type Mode =
  { kind: 'view' } | { kind: 'editing'; draft: string } | { kind: 'saving'; draft: string };

/**
 * A cell the viewer may edit in place: choosing it opens an input of the column's type; Enter or
 * leaving the input saves the column alone, Escape cancels.
 */
export function EditableCell(props: Props) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [error, setError] = useState<string | null>(null);
  // An "Upload Image" cell's picture being sent: the cell cannot be left meanwhile.
  const [uploading, setUploading] = useState(false);
  // The saved value, shown until the reloaded row brings it (or another value).
  const [saved, setSaved] = useState<{ base: string; value: string } | null>(null);
  // Where the editor is, read by the handlers: a blur after Enter, Escape or a save does nothing.
  const phase = useRef<Mode['kind']>('view');
  const shown = saved && saved.base === props.value ? saved.value : props.value;
  // The cell's edit button, where the keyboard goes back once the editor closes.
  const editButton = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (mode.kind !== 'view' || !closed.current) return;
    closed.current = false;
    // Only when focus was lost with the editor (Enter, Escape, a saved picture), never taken
    // from where the viewer clicked.
    const active = document.activeElement;
    if (!active || active === document.body) editButton.current?.focus();
  }, [mode.kind]);

  function enter(next: Mode) {
    if (next.kind === 'view' && phase.current !== 'view') closed.current = true;
    phase.current = next.kind;
    setMode(next);
  }

  function start() {
    setError(null);
    enter({ kind: 'editing', draft: shown });
  }

  async function commit(draft: string) {
    if (phase.current !== 'editing') return;
    if (draft === shown) {
      enter({ kind: 'view' });
      return;
    }
    enter({ kind: 'saving', draft });
    try {
      await props.onSave(draft);
      setSaved({ base: props.value, value: draft });
      setError(null);
      enter({ kind: 'view' });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Not saved.');
      enter({ kind: 'editing', draft });
    }
  }

  function cancel() {
    setError(null);
    enter({ kind: 'view' });
  }

  if (mode.kind === 'view') {
    const label = `Edit ${props.column}`;
    const drawn = shown === props.value ? props.children : (props.draw?.(shown) ?? shown);
    return props.interactive ? (
      <span className="ts-cell-edit">
        {drawn}
        <button
          ref={editButton}
          type="button"
          className="ts-cell-edit__button"
          aria-label={label}
          onClick={start}
        >
          ✎
        </button>
      </span>
    ) : (
      <button
        ref={editButton}
        type="button"
        className="ts-cell-edit__value"
        title={label}
        onClick={start}
      >
        {drawn}
        <span className="ts-visually-hidden"> ({label})</span>
      </button>
    );
  }

  if (props.upload) {
    // A picture is saved as soon as it is sent; after a failed save it can be saved again.
    const unsaved = mode.draft !== shown;
    return (
      <span className="ts-cell-edit ts-cell-edit--open">
        <FileUpload
          {...props.upload}
          label={props.column}
          type={props.type}
          value={mode.draft}
          onChange={(address) => void commit(address)}
          onSendingChange={setUploading}
          attributes={{
            'aria-label': props.column,
            className: 'ts-field__control ts-cell-edit__control',
            disabled: mode.kind === 'saving',
            autoFocus: true,
            onKeyDown: (event) => {
              if (event.key === 'Escape' && !uploading) cancel();
            },
          }}
        />
        {unsaved && mode.kind === 'editing' && !uploading ? (
          <button
            type="button"
            className="ts-button ts-button--primary"
            onClick={() => void commit(mode.draft)}
          >
            Save
          </button>
        ) : null}
        <button
          type="button"
          className="ts-button"
          onClick={cancel}
          disabled={uploading || mode.kind === 'saving'}
        >
          Cancel
        </button>
        {error ? (
          <span role="alert" className="ts-field__error">
            {error}
          </span>
        ) : null}
      </span>
    );
  }

  return (
    <span className="ts-cell-edit ts-cell-edit--open">
      <CellInput
        {...props}
        draft={mode.draft}
        disabled={mode.kind === 'saving'}
        onDraft={(draft) => setMode({ kind: 'editing', draft })}
        onCommit={(draft) => void commit(draft)}
        onCancel={cancel}
      />
      {error ? (
        <span role="alert" className="ts-field__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

function CellInput(
  props: Props & {
    draft: string;
    disabled: boolean;
    onDraft: (draft: string) => void;
    onCommit: (draft: string) => void;
    onCancel: () => void;
  },
) {
  const control = fieldControlOf(props.type);
  const common = {
    'aria-label': props.column,
    className: 'ts-field__control ts-cell-edit__control',
    disabled: props.disabled,
    autoFocus: true,
    onBlur: () => props.onCommit(props.draft),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        props.onCancel();
      } else if (event.key === 'Enter' && !(control.element === 'textarea' && event.shiftKey)) {
        // Shift+Enter keeps a new line in long text.
        event.preventDefault();
        props.onCommit(props.draft);
      }
    },
  };
  const choices = choicesOf(props.choiceSource, props.rows);
  // The current value stays choosable even when the options no longer list it.
  const multiple = control.element === 'select' && control.multiple;
  const current = multiple ? splitMultiSelect(props.draft) : [props.draft];
  return (
    <FieldControl
      type={props.type}
      value={props.draft}
      onChange={props.onDraft}
      choices={[...new Set([...choices, ...current.filter(Boolean)])]}
      emptyChoice="—"
      textareaRows={3}
      attributes={common}
    />
  );
}
