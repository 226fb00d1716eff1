import type { z } from 'zod';
import {
  isAvailableBlockType,
  normalizeBlockType,
  type AvailableBlockType,
} from './block-types.js';
import { blockWidthProblem } from './block-width-settings.js';
import { chartSettingsSchema, type ChartSettings } from './chart-settings.js';
import { footerSettingsSchema, type FooterSettings } from './footer-settings.js';
import { formSettingsSchema, type FormSettings } from './form-settings.js';
import { headerSettingsSchema, type HeaderSettings } from './header-settings.js';
import { iframeSettingsSchema, type IframeSettings } from './iframe-settings.js';
import { videoSettingsSchema, type VideoSettings } from './video-settings.js';
import { audioSettingsSchema, type AudioSettings } from './audio-settings.js';
import { scorecardSettingsSchema, type ScorecardSettings } from './scorecard-settings.js';
import { bannerHeroSettingsSchema, type BannerHeroSettings } from './banner-hero-settings.js';
import {
  imageFeaturesSettingsSchema,
  type ImageFeaturesSettings,
} from './image-features-settings.js';
import { datalistSettingsSchema, type DatalistSettings } from './datalist-settings.js';
import { itemDetailsSettingsSchema, type ItemDetailsSettings } from './item-details-settings.js';
import { gridSettingsSchema, type GridSettings } from './grid-settings.js';
import { listSettingsSchema, type ListSettings } from './list-settings.js';
import { markdownSettingsSchema, type MarkdownSettings } from './markdown-settings.js';
import {
  forgotPasswordSettingsSchema,
  loginSettingsSchema,
  registerSettingsSchema,
  type ForgotPasswordSettings,
  type LoginSettings,
  type RegisterSettings,
} from './sign-in-settings.js';
import { tableSettingsSchema, type TableSettings } from './table-settings.js';
import { imageGallerySettingsSchema, type ImageGallerySettings } from './image-gallery-settings.js';
import { calendarSettingsSchema, type CalendarSettings } from './calendar-settings.js';
import { eventSettingsSchema, type EventSettings } from './event-settings.js';
import { commentsSettingsSchema, type CommentsSettings } from './comments-settings.js';
import { mapSettingsSchema, type MapSettings } from './map-settings.js';

/** The settings of each available block type. */
export type BlockSettingsByType = {
  table: TableSettings;
  list: ListSettings;
  chart: ChartSettings;
  form: FormSettings;
  markdown: MarkdownSettings;
  header: HeaderSettings;
  footer: FooterSettings;
  iframe: IframeSettings;
  video: VideoSettings;
  audio: AudioSettings;
  scorecard: ScorecardSettings;
  grid: GridSettings;
  bannerHero: BannerHeroSettings;
  ImageGrid: ImageFeaturesSettings;
  imageAccordian: ImageFeaturesSettings;
  datalist: DatalistSettings;
  imageGallery: ImageGallerySettings;
  calendar: CalendarSettings;
  event: EventSettings;
  comments: CommentsSettings;
  map: MapSettings;
  'item details': ItemDetailsSettings;
  login: LoginSettings;
  register: RegisterSettings;
  'forgot password': ForgotPasswordSettings;
};
export type BlockSettings = BlockSettingsByType[AvailableBlockType];

const SCHEMAS: { [T in AvailableBlockType]: z.ZodType<BlockSettingsByType[T]> } = {
  table: tableSettingsSchema,
  list: listSettingsSchema,
  chart: chartSettingsSchema,
  form: formSettingsSchema,
  markdown: markdownSettingsSchema,
  header: headerSettingsSchema,
  footer: footerSettingsSchema,
  iframe: iframeSettingsSchema,
  video: videoSettingsSchema,
  audio: audioSettingsSchema,
  scorecard: scorecardSettingsSchema,
  grid: gridSettingsSchema,
  bannerHero: bannerHeroSettingsSchema,
  ImageGrid: imageFeaturesSettingsSchema,
  imageAccordian: imageFeaturesSettingsSchema,
  datalist: datalistSettingsSchema,
  imageGallery: imageGallerySettingsSchema,
  calendar: calendarSettingsSchema,
  event: eventSettingsSchema,
  comments: commentsSettingsSchema,
  map: mapSettingsSchema,
  'item details': itemDetailsSettingsSchema,
  login: loginSettingsSchema,
  register: registerSettingsSchema,
  'forgot password': forgotPasswordSettingsSchema,
};

/** The zod schema of a block type's settings; null for types not available yet. */
export function blockSettingsSchema<T extends AvailableBlockType>(
  type: T,
): z.ZodType<BlockSettingsByType[T]>;
export function blockSettingsSchema(type: string): z.ZodType<BlockSettings> | null;
export function blockSettingsSchema(type: string): z.ZodType<BlockSettings> | null {
  const normalized = normalizeBlockType(type);
  return isAvailableBlockType(normalized) ? SCHEMAS[normalized] : null;
}

/** One field at fault: where it is in the settings (['axis', 0, 'column']) and what is wrong. */
export type SettingsProblem = { path: readonly (string | number)[]; message: string };

export type ParseBlockSettingsResult<S> =
  { success: true; settings: S } | { success: false; message: string };

/** The first problem of each field at fault. */
function settingsProblems(issues: readonly z.core.$ZodIssue[]): SettingsProblem[] {
  const byPath = new Map<string, SettingsProblem>();
  for (const issue of issues) {
    const path = issue.path.filter(
      (step): step is string | number => typeof step === 'string' || typeof step === 'number',
    );
    const key = path.join('.');
    if (!byPath.has(key)) byPath.set(key, { path, message: issue.message });
  }
  return [...byPath.values()];
}

/** "axis.0.column: Choose a column." for each field at fault, first problem only. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return [...byPath].map(([path, message]) => (path ? `${path}: ${message}` : message)).join('; ');
}

/**
 * Validates stored or edited settings: defaults fill missing fields, unknown fields are dropped,
 * and a failure names each field and its problem.
 */
export function parseBlockSettings<T extends AvailableBlockType>(
  type: T,
  settings: unknown,
): ParseBlockSettingsResult<BlockSettingsByType[T]>;
export function parseBlockSettings(
  type: string,
  settings: unknown,
): ParseBlockSettingsResult<BlockSettings>;
export function parseBlockSettings(
  type: string,
  settings: unknown,
): ParseBlockSettingsResult<BlockSettings> {
  const schema = blockSettingsSchema(type);
  if (!schema) {
    return { success: false, message: `The ${type} block is not available yet.` };
  }
  const result = schema.safeParse(settings ?? {});
  if (!result.success) return { success: false, message: describeIssues(result.error.issues) };
  const width = blockWidthProblem(type, result.data);
  return width
    ? { success: false, message: `grid_span: ${width}` }
    : { success: true, settings: result.data };
}

/** Each field of the settings at fault, for the editor to show under it; empty when none is. */
export function blockSettingsProblems(type: string, settings: unknown): SettingsProblem[] {
  const schema = blockSettingsSchema(type);
  if (!schema) return [{ path: [], message: `The ${type} block is not available yet.` }];
  const result = schema.safeParse(settings ?? {});
  if (!result.success) return settingsProblems(result.error.issues);
  const width = blockWidthProblem(type, result.data);
  return width ? [{ path: ['grid_span'], message: width }] : [];
}

/**
 * A block's settings as the server serves them (BlockDto): read through the type's schema, so
 * whoever draws them needs no schema; or, when they do not pass it, as stored with the problem.
 */
export function blockSettingsAsServed(
  type: string,
  settings: Record<string, unknown>,
): { settings: Record<string, unknown>; settings_problem?: string } {
  const read = parseBlockSettings(type, settings);
  return read.success ? { settings: read.settings } : { settings, settings_problem: read.message };
}

/** The settings a new block of this type starts with. */
export function defaultBlockSettings<T extends AvailableBlockType>(
  type: T,
): BlockSettingsByType[T] {
  return SCHEMAS[type].parse({});
}
