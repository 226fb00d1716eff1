import { z } from 'zod';
import { blockFilterSettingsShape } from './block-filter-settings.js';
import { commonBlockSettingsShape, sheetTitleShape } from './common-settings.js';
import { MAP_HEIGHTS } from './map-places.js';

const columnChoice = z.string().trim().max(200).default('');

/** The four columns of a map (block-configuration §3 Map, §5): all required once a sheet is chosen. */
export const MAP_COLUMNS = [
  'title_column',
  'description_column',
  'address_column',
  'image_column',
] as const;

/**
 * The map block: each row of its sheet (its filters applied, the first MAP_MAX_PLACES) placed at
 * its address, geocoded by the server with the maps token, with its title, description and
 * image in the marker's popup and in a list of the places beside the map.
 */
export const mapSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    ...sheetTitleShape,
    ...blockFilterSettingsShape,
    title_column: columnChoice,
    description_column: columnChoice,
    address_column: columnChoice,
    image_column: columnChoice,
    map_height: z.enum(MAP_HEIGHTS).default('medium'),
    show_list: z.boolean().default(true),
  })
  .superRefine((settings, ctx) => {
    if (settings.sheet_title === '') return;
    for (const key of MAP_COLUMNS)
      if (settings[key] === '')
        ctx.addIssue({ code: 'custom', path: [key], message: 'Choose a column.' });
  });
export type MapSettings = z.infer<typeof mapSettingsSchema>;
