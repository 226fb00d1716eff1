import type { BoardSettingsValues } from './boardSlice.js';

type PaletteColours = Pick<
  BoardSettingsValues,
  | 'nav_background'
  | 'hero_background'
  | 'board_background'
  | 'active_section_background_color'
  | 'active_section_text_color'
  | 'inactive_section_text_color'
>;

/** Named colour sets: choosing one fills the board's colours, which stay editable one by one. */
export const BOARD_PALETTES: Record<string, PaletteColours> = {
  Default: {
    nav_background: '#161819',
    hero_background: '#161819',
    board_background: '#FAFAFA',
    active_section_background_color: '#4f46E5',
    active_section_text_color: '#FFFFFF',
    inactive_section_text_color: '#161819',
  },
  Ocean: {
    nav_background: '#0c4a6e',
    hero_background: '#0369a1',
    board_background: '#f0f9ff',
    active_section_background_color: '#0284c7',
    active_section_text_color: '#FFFFFF',
    inactive_section_text_color: '#0c4a6e',
  },
  Forest: {
    nav_background: '#14532d',
    hero_background: '#166534',
    board_background: '#f0fdf4',
    active_section_background_color: '#16a34a',
    active_section_text_color: '#FFFFFF',
    inactive_section_text_color: '#14532d',
  },
  Sunset: {
    nav_background: '#7c2d12',
    hero_background: '#c2410c',
    board_background: '#fff7ed',
    active_section_background_color: '#ea580c',
    active_section_text_color: '#FFFFFF',
    inactive_section_text_color: '#7c2d12',
  },
  Graphite: {
    nav_background: '#111827',
    hero_background: '#374151',
    board_background: '#f9fafb',
    active_section_background_color: '#4b5563',
    active_section_text_color: '#FFFFFF',
    inactive_section_text_color: '#111827',
  },
};

/** The settings with a palette chosen: its name and its colours. */
export function withPalette<S extends Partial<BoardSettingsValues>>(settings: S, name: string): S {
  const colours = BOARD_PALETTES[name];
  return colours ? { ...settings, palette: name, ...colours } : { ...settings, palette: name };
}
