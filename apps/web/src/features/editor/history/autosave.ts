import type { Settings } from './settingsHistory.js';

/** Where a saved block's changes are: the panel says it in words (autosaveText). */
export type AutosaveStatus =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

/** The settings as they would be stored, or why they cannot be. */
export type Validation = { ok: true; settings: Settings } | { ok: false; message: string };

type Options = {
  /** The settings as stored when editing began. */
  stored: Settings;
  /** How long after the last change the settings are saved. */
  delayMs: number;
  validate: (settings: Settings) => Validation;
  /** Stores the settings; rejects with the message to show. */
  save: (settings: Settings) => Promise<void>;
  onStatus: (status: AutosaveStatus) => void;
};

/** Changes are saved this long after the last one. */
export const AUTOSAVE_DELAY_MS = 1000;

const same = (a: Settings, b: Settings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves a saved block's settings as the owner changes them: a moment after the last change, one
 * save at a time, the latest settings last. Settings the schema refuses are not sent; the owner is
 * told why. `flush` saves at once (closing the panel), `revert` stores the settings as they were
 * when editing began (Cancel).
 */
export class Autosaver {
  private readonly initial: Settings;
  private lastStored: Settings;
  private latest: Settings;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private saving: Promise<boolean> | null = null;

  constructor(private readonly options: Options) {
    this.initial = options.stored;
    this.lastStored = options.stored;
    this.latest = options.stored;
  }

  /** The owner changed the settings: they are saved after the delay. */
  changed(settings: Settings): void {
    this.latest = settings;
    this.clearTimer();
    if (same(settings, this.lastStored)) {
      if (!this.saving) this.options.onStatus({ kind: 'saved' });
      return;
    }
    this.options.onStatus({ kind: 'pending' });
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs);
  }

  /** Whether the latest settings are stored. */
  get isSaved(): boolean {
    return !this.saving && same(this.latest, this.lastStored);
  }

  /** What this editing stored: the settings it began with and the last stored; null if none. */
  get storedChange(): { before: Settings; after: Settings } | null {
    return same(this.initial, this.lastStored)
      ? null
      : { before: this.initial, after: this.lastStored };
  }

  /** Saves the latest settings now; resolves whether they are stored. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    while (this.saving) await this.saving;
    if (same(this.latest, this.lastStored)) return true;
    const checked = this.options.validate(this.latest);
    if (!checked.ok) {
      this.options.onStatus({ kind: 'invalid', message: checked.message });
      return false;
    }
    return this.store(this.latest, checked.settings);
  }

  /** Stores the settings as they were when editing began; resolves whether they are stored. */
  async revert(): Promise<boolean> {
    this.clearTimer();
    while (this.saving) await this.saving;
    this.latest = this.initial;
    if (same(this.initial, this.lastStored)) return true;
    const checked = this.options.validate(this.initial);
    // Settings that were not valid when opened cannot be stored again: the owner is told.
    if (!checked.ok) {
      this.options.onStatus({ kind: 'invalid', message: checked.message });
      return false;
    }
    return this.store(this.initial, checked.settings);
  }

  dispose(): void {
    this.clearTimer();
  }

  private store(shown: Settings, settings: Settings): Promise<boolean> {
    this.options.onStatus({ kind: 'saving' });
    const saving = this.options.save(settings).then(
      () => {
        this.lastStored = shown;
        return true;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.options.onStatus({ kind: 'failed', message });
        return false;
      },
    );
    this.saving = saving;
    return saving.then((stored) => {
      this.saving = null;
      // Changes made while saving are saved in their turn.
      if (stored) {
        if (same(this.latest, this.lastStored)) this.options.onStatus({ kind: 'saved' });
        else this.changed(this.latest);
      }
      return stored;
    });
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The panel's words for where the changes are. */
export function autosaveText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return 'All changes saved';
    case 'pending':
      return 'Unsaved changes…';
    case 'saving':
      return 'Saving…';
    case 'invalid':
      return `Not saved: ${status.message}`;
    case 'failed':
      return `Not saved: ${status.message}`;
  }
}
