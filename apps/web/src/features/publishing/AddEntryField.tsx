import styles from '../editor/blocks/editor.module.css';
import publishing from './publishing.module.css';

type Props = {
  id: string;
  label: string;
  type: 'text' | 'url';
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  /** Enter in the field does the same as the button (without submitting a form around it). */
  onAdd: () => void;
  addLabel: string;
};

/** A labelled field with its Add button, for the lists of custom domains and embedding sites. */
export function AddEntryField(props: Props) {
  return (
    <>
      <label htmlFor={props.id} className={styles.muted}>
        {props.label}
      </label>
      <div className={publishing.inline}>
        <input
          id={props.id}
          type={props.type}
          placeholder={props.placeholder}
          value={props.value}
          disabled={props.busy}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              props.onAdd();
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          disabled={props.busy || !props.value.trim()}
          onClick={props.onAdd}
        >
          {props.addLabel}
        </button>
      </div>
    </>
  );
}
