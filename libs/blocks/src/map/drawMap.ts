import type { MapPlacesResponse, SheetRow } from '@tessera/contracts';
import { httpsAddress } from '@tessera/domain';

/** What a marker's popup shows of its row: text only, never the row's HTML. */
export type PlaceText = { title: string; description: string; image: string; address: string };

/** A drawn map: focus a row's marker, or take the map down. */
export type DrawnMap = { focus: (rowId: string) => void; remove: () => void };

/** A popup's content, built as nodes so a cell's text is never read as HTML. */
function popupOf(place: PlaceText): HTMLElement {
  const box = document.createElement('div');
  box.className = 'ts-map__popup';
  const picture = httpsAddress(place.image);
  if (picture) {
    const image = document.createElement('img');
    image.src = picture;
    image.alt = '';
    image.loading = 'lazy';
    box.append(image);
  }
  for (const [tag, text] of [
    ['strong', place.title],
    ['p', place.description],
    ['small', place.address],
  ] as const) {
    if (!text) continue;
    const node = document.createElement(tag);
    node.textContent = text;
    box.append(node);
  }
  return box;
}

/** A marker's tooltip: its text as a node, never read as HTML (Leaflet sets strings as HTML). */
function tooltipOf(text: string): HTMLElement {
  const node = document.createElement('span');
  node.textContent = text;
  return node;
}

/**
 * Draws the places on a Leaflet map in `container` (Leaflet and its styles are loaded the first
 * time, only in the browser), one circle per row in `color`, zoomed to show them all. Null when
 * the drawing was called off while Leaflet loaded (`cancelled`): a newer drawing owns the container.
 */
export async function drawMap(
  container: HTMLElement,
  places: MapPlacesResponse,
  rows: readonly SheetRow[],
  textOf: (row: SheetRow) => PlaceText,
  color: string,
  cancelled: () => boolean,
): Promise<DrawnMap | null> {
  const [{ default: L }] = await Promise.all([
    import('leaflet'),
    import('leaflet/dist/leaflet.css'),
  ]);
  if (cancelled()) return null;
  const map = L.map(container, { scrollWheelZoom: false });
  L.tileLayer(places.tiles.url, { attribution: places.tiles.attribution, maxZoom: 19 }).addTo(map);
  const byId = new Map(rows.map((row) => [row._id, row]));
  const markers = new Map<string, ReturnType<typeof L.circleMarker>>();
  for (const point of places.points) {
    const row = byId.get(point.row_id);
    if (!row) continue;
    const text = textOf(row);
    const marker = L.circleMarker([point.lat, point.lng], {
      radius: 9,
      color,
      weight: 2,
      fillColor: color,
      fillOpacity: 0.6,
    })
      .bindPopup(popupOf(text))
      .bindTooltip(tooltipOf(text.title || text.address))
      .addTo(map);
    markers.set(point.row_id, marker);
  }
  const bounds = L.latLngBounds([...markers.values()].map((marker) => marker.getLatLng()));
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  else map.setView([20, 0], 2);
  return {
    focus(rowId) {
      const marker = markers.get(rowId);
      if (!marker) return;
      map.setView(marker.getLatLng(), Math.max(map.getZoom(), 14));
      marker.openPopup();
    },
    remove: () => map.remove(),
  };
}
