import type { SheetRow } from '@tessera/contracts';
import type { GridAxis } from '@tessera/domain';
import { isSafeUrl } from '../shared/Cell.js';

/** One row as a card of the grid: its pictures, texts and buttons, in the owner's order. */
export function GridCard({ row, fields }: { row: SheetRow; fields: readonly GridAxis[] }) {
  return (
    <li className="ts-grid__card">
      {fields.map((field) => (
        <GridField key={field.column} field={field} value={row[field.column] ?? ''} />
      ))}
    </li>
  );
}

function GridField({ field, value }: { field: GridAxis; value: string }) {
  const align = { textAlign: field.alignment } as const;
  switch (field.type) {
    case 'image':
      if (!value || !isSafeUrl(value)) return null;
      return (
        <div className="ts-grid__image" style={align}>
          <img
            className={`ts-grid__picture ts-grid__picture--${field.image_size}${field.round_image ? ' ts-grid__picture--round' : ''}`}
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
        <p className="ts-grid__action" style={align}>
          <a
            className={`ts-button ts-grid__button${field.round_button ? ' ts-grid__button--round' : ''}`}
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
          className="ts-grid__text"
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
