import { sheetId } from './sheet-cache-keys.js';
import type { SheetEntry } from './sheet-store.js';

/**
 * Runs one load of several sheets. `notBefore` (forced loads) is when it was asked for: a copy
 * loaded earlier does not satisfy it. `reading` is called just before the upstream read begins.
 */
export type BatchLoad = (
  workspaceId: string,
  spreadsheetId: string,
  titles: string[],
  notBefore: number | null,
  reading: () => void,
) => Promise<Map<string, SheetEntry>>;

type Flight = { load: Promise<SheetEntry>; forced: boolean; reading: boolean };
/** One sheet's loads in this process: the running one, and a forced one waiting for it. */
type SheetFlights = { current?: Flight; queued?: Flight };

/**
 * The loads running in this process, so concurrent readers of a sheet share one. A forced load
 * (bypass, refresh) never joins one whose upstream read began before it was asked for: it waits
 * for that one to end and then loads, shared with the forced requests that came meanwhile.
 */
export class Flights {
  private readonly bySheet = new Map<string, SheetFlights>();

  constructor(
    private readonly run: BatchLoad,
    private readonly now: () => number,
  ) {}

  /** Each title's load, joined or started; those started now share one batch. */
  start(
    workspaceId: string,
    spreadsheetId: string,
    titles: string[],
    force: boolean,
  ): Map<string, Promise<SheetEntry>> {
    const loads = new Map<string, Promise<SheetEntry>>();
    const now: string[] = [];
    const later: string[] = [];
    const running: Promise<SheetEntry>[] = [];
    for (const title of titles) {
      const { current, queued } =
        this.bySheet.get(sheetId({ workspaceId, spreadsheetId, title })) ?? {};
      const joinable = force
        ? (queued ?? (current?.forced && !current.reading ? current : undefined))
        : (current ?? queued);
      if (joinable) loads.set(title, joinable.load);
      else if (current) {
        later.push(title);
        running.push(current.load);
      } else now.push(title);
    }
    this.launch(workspaceId, spreadsheetId, now, force, null, loads);
    this.launch(workspaceId, spreadsheetId, later, force, Promise.allSettled(running), loads);
    return loads;
  }

  /** Later readers of these sheets start a new load instead of joining the running one. */
  forget(match: (id: string) => boolean): void {
    for (const [id, flights] of this.bySheet) if (match(id)) flights.current = undefined;
  }

  private launch(
    workspaceId: string,
    spreadsheetId: string,
    titles: string[],
    force: boolean,
    after: Promise<unknown> | null,
    loads: Map<string, Promise<SheetEntry>>,
  ): void {
    if (titles.length === 0) return;
    const notBefore = force ? this.now() : null;
    const flights = new Map<string, Flight>();
    const batch = (async () => {
      if (after) {
        await after;
        for (const [id, flight] of flights) this.promote(id, flight);
      }
      const reading = () => flights.forEach((flight) => (flight.reading = true));
      return this.run(workspaceId, spreadsheetId, titles, notBefore, reading);
    })();
    for (const title of titles) {
      const id = sheetId({ workspaceId, spreadsheetId, title });
      const flight: Flight = {
        load: batch.then((entries) => entries.get(title)!),
        forced: force,
        reading: false,
      };
      flights.set(id, flight);
      loads.set(title, flight.load);
      const sheet = this.bySheet.get(id) ?? {};
      if (after) sheet.queued = flight;
      else sheet.current = flight;
      this.bySheet.set(id, sheet);
      const settle = () => this.settle(id, flight);
      flight.load.then(settle, settle);
    }
  }

  private promote(id: string, flight: Flight): void {
    const sheet = this.bySheet.get(id);
    if (sheet?.queued !== flight) return;
    sheet.queued = undefined;
    sheet.current = flight;
  }

  private settle(id: string, flight: Flight): void {
    const sheet = this.bySheet.get(id);
    if (!sheet) return;
    if (sheet.current === flight) sheet.current = undefined;
    if (sheet.queued === flight) sheet.queued = undefined;
    if (!sheet.current && !sheet.queued) this.bySheet.delete(id);
  }
}
