import { useEffect, useRef, useState } from 'react';
import type { MapPlacesResponse, SheetRow } from '@tessera/contracts';
import {
  DEFAULT_BUTTON_COLOR,
  GEOCODING_FAILED,
  MAPS_TOKEN_MISSING,
  httpsAddress,
} from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import type { BlockRendererProps } from '../types.js';
import { drawMap, type DrawnMap, type PlaceText } from './drawMap.js';

type Places =
  | { kind: 'loading' }
  | { kind: 'loaded'; places: MapPlacesResponse }
  | { kind: 'failed'; message: string }
  | { kind: 'unsaved' };

const MAP_NOT_DRAWN = 'The map could not be drawn here: the places are listed below.';

const cell = (row: SheetRow, column: string) => (column ? (row[column] ?? '').trim() : '');

/**
 * A map of the block's rows, each at its address (geocoded by the server for the saved block),
 * with its title, description and picture in the marker's popup, and the places listed beside
 * it. The list is drawn from the rows at once (and by the server); the map is drawn in the
 * browser once the places are known. Without a maps token, or when the geocoder fails, the list
 * stays and a note says why.
 */
export function MapBlock({ block, data, viewer, onLoadMapPlaces }: BlockRendererProps) {
  const parsed = useBlockSettings('map', block);
  const [places, setPlaces] = useState<Places>({ kind: 'loading' });
  const container = useRef<HTMLDivElement | null>(null);
  const drawn = useRef<DrawnMap | null>(null);
  const [drawFailure, setDrawFailure] = useState<string | null>(null);
  const latest = useRef(onLoadMapPlaces);
  useEffect(() => {
    latest.current = onLoadMapPlaces;
  });
  const available = onLoadMapPlaces !== undefined;
  const rows = data?.rows;

  useEffect(() => {
    const load = latest.current;
    if (!load) {
      setPlaces({ kind: 'unsaved' });
      return;
    }
    let current = true;
    load().then(
      (answer) => current && setPlaces({ kind: 'loaded', places: answer }),
      (failure: unknown) =>
        current &&
        setPlaces({
          kind: 'failed',
          message: failure instanceof Error ? failure.message : String(failure),
        }),
    );
    return () => {
      current = false;
    };
    // The rows changing (a write, another page's filter) can move places: ask again.
  }, [block.id, available, rows]);

  const settings = parsed.success ? parsed.settings : null;
  const loaded = places.kind === 'loaded' ? places.places : null;
  const mapped = loaded !== null && loaded.geocoding && loaded.points.length > 0;

  useEffect(() => {
    const element = container.current;
    if (!mapped || !element || !settings || !rows) return;
    let cancelled = false;
    const textOf = (row: SheetRow): PlaceText => ({
      title: cell(row, settings.title_column),
      description: cell(row, settings.description_column),
      image: cell(row, settings.image_column),
      address: cell(row, settings.address_column),
    });
    drawMap(element, loaded, rows, textOf, DEFAULT_BUTTON_COLOR, () => cancelled).then(
      (map) => {
        if (!map) return;
        if (cancelled) map.remove();
        else {
          drawn.current = map;
          setDrawFailure(null);
        }
      },
      () => {
        if (!cancelled) setDrawFailure(MAP_NOT_DRAWN);
      },
    );
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = null;
    };
  }, [mapped, loaded, rows, settings]);

  if (!parsed.success) return <InvalidSettings type="map" message={parsed.message} />;
  const map = parsed.settings;
  const placed = new Set(loaded?.points.map((point) => point.row_id) ?? []);
  const wanted = [map.title_column, map.description_column, map.address_column, map.image_column];
  const note =
    loaded && !loaded.geocoding
      ? viewer.canEdit
        ? MAPS_TOKEN_MISSING
        : null
      : loaded?.failed
        ? GEOCODING_FAILED
        : places.kind === 'failed'
          ? places.message
          : drawFailure;
  const listed = map.show_list || (loaded !== null && (!mapped || drawFailure !== null));

  return (
    <BlockFrame
      title={map.title}
      fallbackLabel="Map"
      colors={map}
      error={data?.error}
      loading={data?.loading}
      status={data}
      className="ts-map-block"
    >
      <MissingColumnsAlert sheetColumns={data?.columns} wanted={wanted.filter(Boolean)} />
      {note ? (
        <p role="status" className="ts-map__note">
          {note}
        </p>
      ) : null}
      <div className={`ts-map__layout${listed && mapped ? ' ts-map__layout--beside' : ''}`}>
        {mapped ? (
          <div
            ref={container}
            className={`ts-map ts-map--${map.map_height}`}
            role="region"
            aria-label={`Map of ${map.title || 'the places'}`}
          />
        ) : null}
        {listed && rows && rows.length > 0 ? (
          <ol className="ts-map__places" aria-label="Places">
            {rows.map((row) => {
              const picture = httpsAddress(cell(row, map.image_column));
              const title = cell(row, map.title_column);
              return (
                <li key={row._id} className="ts-map__place">
                  {picture ? <img src={picture} alt="" loading="lazy" /> : null}
                  <div>
                    <strong>{title}</strong>
                    {cell(row, map.description_column) ? (
                      <p>{cell(row, map.description_column)}</p>
                    ) : null}
                    <small>{cell(row, map.address_column)}</small>
                    {placed.has(row._id) ? (
                      <button
                        type="button"
                        className="ts-button ts-map__show"
                        aria-label={`Show ${title || 'this place'} on the map`}
                        onClick={() => drawn.current?.focus(row._id)}
                      >
                        Show on map
                      </button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
    </BlockFrame>
  );
}
