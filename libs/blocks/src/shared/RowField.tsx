import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  DEFAULT_GRID_BUTTON_TEXT,
  type DatalistAxis,
} from '@tessera/domain';
import { isSafeUrl } from './Cell.js';

/** How a card field is drawn: the grid's and the datalist's field settings. */
export type RowFieldSettings = DatalistAxis;

/** A column shown as plain text: the fields of a block before the owner chose any. */
export function textRowField(column: string): RowFieldSettings {
  return {
    column,
    type: 'text',
    image_size: 'medium',
    alignment: 'left',
    font_style: 'normal',
    button_text: DEFAULT_GRID_BUTTON_TEXT,
    button_color: DEFAULT_BUTTON_COLOR,
    button_text_color: DEFAULT_BUTTON_TEXT_COLOR,
    round_image: false,
    round_button: false,
  };
}

/**
 * One field of a card (grid, datalist) as its type says: a picture, text, or a button opening the
 * address in the cell. Only web addresses and this site's pages become images and links.
 */
export function RowField({ field, value }: { field: RowFieldSettings; value: string }) {
  const align = { textAlign: field.alignment } as const;
  switch (field.type) {
    case 'image':
      if (!value || !isSafeUrl(value)) return null;
      return (
        <div className="ts-row-field__image" style={align}>
          <img
            className={`ts-row-field__picture ts-row-field__picture--${field.image_size}${field.round_image ? ' ts-row-field__picture--round' : ''}`}
            src={value}
            alt={field.column}
            loading="lazy"
          />
        </div>
      );
    case 'button': {
      // Only web addresses and this site's pages become buttons: never javascript: or data:.
      if (!value || !isSafeUrl(value)) return null;
      const external = /^https?:\/\//i.test(value.trim());
      return (
        <p className="ts-row-field__action" style={align}>
          <a
            className={`ts-button ts-row-field__button${field.round_button ? ' ts-row-field__button--round' : ''}`}
            href={value.trim()}
            style={{ background: field.button_color, color: field.button_text_color }}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {field.button_text || 'View'}
          </a>
        </p>
      );
    }
    case 'text':
      if (!value) return null;
      return (
        <p
          className="ts-row-field__text"
          style={{
            ...align,
            color: field.text_color,
            fontStyle: field.font_style === 'italic' ? 'italic' : 'normal',
            fontWeight: field.font_style === 'bold' ? 700 : 400,
          }}
        >
          <span className="ts-visually-hidden">{field.column}: </span>
          {value}
        </p>
      );
  }
}
