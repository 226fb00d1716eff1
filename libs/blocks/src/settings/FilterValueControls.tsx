import { useId, useState, type ReactNode } from 'react';
import { dateRangeValue, joinAnyOf, splitAnyOf, splitDateRange } from '@tessera/domain';

type Props = {
  label: string;
  /** The stored filter value (`start||end`, or `a||b||c`). */
  value: string;
  onChange: (value: string) => void;
  help: ReactNode;
};

/** A `date` filter's value: two date inputs, either left empty for an open end. */
export function DateRangeControl({ label, value, onChange, help }: Props) {
  const id = useId();
  const { start, end } = splitDateRange(value);
  const change = (nextStart: string, nextEnd: string) =>
    // Both sides empty is an unset filter, stored as an empty value.
    onChange(nextStart === '' && nextEnd === '' ? '' : dateRangeValue(nextStart, nextEnd));
  return (
    <fieldset className="ts-settings__row">
      <legend className="ts-settings__label">{label}</legend>
      <div className="ts-settings__row ts-settings__row--inline">
        <label htmlFor={`${id}-from`}>From date</label>
        <input
          id={`${id}-from`}
          type="date"
          value={start}
          onChange={(event) => change(event.target.value, end)}
        />
        <label htmlFor={`${id}-to`}>To date</label>
        <input
          id={`${id}-to`}
          type="date"
          value={end}
          onChange={(event) => change(start, event.target.value)}
        />
      </div>
      {help}
    </fieldset>
  );
}

/**
 * An any_of filter's values, typed comma-separated and stored joined by `||`. The typed text is
 * kept while it stands for the stored value, so a trailing comma or space survives typing.
 */
export function AnyOfControl({ label, value, onChange, help }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(() => splitAnyOf(value).join(', '));
  const text = joinAnyOf(typed.split(',')) === value ? typed : splitAnyOf(value).join(', ');
  return (
    <div className="ts-settings__row">
      <label htmlFor={id} className="ts-settings__label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={text}
        placeholder="open, pending"
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(joinAnyOf(event.target.value.split(',')));
        }}
      />
      {help}
    </div>
  );
}
