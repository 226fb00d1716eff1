import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  APP_USER_PERMISSION_LABELS,
  APP_USER_PERMISSIONS,
  type AppUserPermission,
} from '@tessera/domain';
import publishing from './publishing.module.css';
import { listboxKey, type ListboxState } from './permissionListbox.js';

type Props = {
  value: AppUserPermission;
  onChange: (value: AppUserPermission) => void;
  disabled?: boolean;
  labelId: string;
};

/**
 * The Permission dropdown of the Add User / Edit User dialog: a select-only combobox (focus stays on
 * the button, aria-activedescendant names the highlighted option) so it works from the keyboard
 * (publishing §2) as well as with the mouse.
 */
export function PermissionSelect({ value, onChange, disabled = false, labelId }: Props) {
  const selectedIndex = APP_USER_PERMISSIONS.indexOf(value);
  const [state, setState] = useState<ListboxState>({ open: false, activeIndex: selectedIndex });
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!state.open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node))
        setState({ open: false, activeIndex: selectedIndex });
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [state.open, selectedIndex]);

  function choose(index: number) {
    const permission = APP_USER_PERMISSIONS[index];
    if (permission) onChange(permission);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const result = listboxKey(state, event.key, {
      count: APP_USER_PERMISSIONS.length,
      selectedIndex,
    });
    if (result.handled) {
      event.preventDefault();
      // Escape closes the list, not the dialog around it.
      if (event.key === 'Escape') event.stopPropagation();
    }
    setState(result.state);
    if (result.select !== undefined) choose(result.select);
  }

  return (
    <div className={publishing.select} ref={wrapper}>
      <button
        ref={button}
        type="button"
        role="combobox"
        className={publishing.selectButton}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={state.open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={state.open ? optionId(state.activeIndex) : undefined}
        disabled={disabled}
        onClick={() => setState({ open: !state.open, activeIndex: selectedIndex })}
        onKeyDown={onKeyDown}
      >
        {APP_USER_PERMISSION_LABELS[value]}
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-labelledby={labelId}
        className={publishing.options}
        hidden={!state.open}
      >
        {APP_USER_PERMISSIONS.map((permission, index) => (
          <li
            key={permission}
            id={optionId(index)}
            role="option"
            aria-selected={permission === value}
            className={index === state.activeIndex ? publishing.optionActive : publishing.option}
            // Keeps the focus on the combobox while the mouse chooses.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setState({ open: true, activeIndex: index })}
            onClick={() => {
              choose(index);
              setState({ open: false, activeIndex: index });
              button.current?.focus();
            }}
          >
            {APP_USER_PERMISSION_LABELS[permission]}
          </li>
        ))}
      </ul>
    </div>
  );
}
