/** Marketplace submission constants (publishing-marketplace-users §2, §9). */
export const MARKETPLACE_LIMITS = {
  minPrice: 5,
  priceStep: 0.01,
  defaultPrice: 5,
  maxAdditionalImages: 5,
  /** 3145728 bytes. */
  maxImageBytes: 3 * 1024 * 1024,
  /** 20971520 bytes, the thumbnail included. */
  maxTotalImageBytes: 20 * 1024 * 1024,
  /** The dialog closes this long after a successful submit. */
  closeAfterSubmitMs: 3000,
} as const;

export const DEFAULT_THUMBNAIL_BG_COLOR = '#ffffff';

/** The twelve thumbnail background presets, in the spec's order. */
export const THUMBNAIL_BG_PRESETS = [
  '#ffffff',
  '#f8f9fa',
  '#e3f2fd',
  '#f3e5f5',
  '#e8f5e8',
  '#fff3e0',
  '#ffebee',
  '#f5f5f5',
  '#000000',
  '#2196f3',
  '#9c27b0',
  '#4caf50',
] as const;

/** Marketplace categories (publishing §3), value and label. */
export const MARKETPLACE_CATEGORIES = [
  { value: 'ecommerce-retail', label: 'E-Commerce & Retail' },
  { value: 'education-training', label: 'Education & Training' },
  { value: 'hr-hiring-teams', label: 'HR /Hiring & Teams' },
  { value: 'events-bookings', label: 'Events & Bookings' },
  { value: 'operations-logistics', label: 'Operations & Logistics' },
  { value: 'finance-accounting', label: 'Finance & Accounting' },
  { value: 'sales-crm', label: 'Sales & CRM' },
  { value: 'real-estate-property', label: 'Real Estate & Property' },
  { value: 'personal-lifestyle', label: 'Personal & Lifestyle' },
  { value: 'project-task-management', label: 'Project & Task Management' },
  { value: 'other', label: 'Other' },
] as const;

export type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number]['value'];

export const isMarketplaceCategory = (value: string): value is MarketplaceCategory =>
  MARKETPLACE_CATEGORIES.some((category) => category.value === value);

export function categoryLabel(value: string | undefined): string | undefined {
  return MARKETPLACE_CATEGORIES.find((category) => category.value === value)?.label;
}

export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** A size in MB as the dialog shows it: two decimals. */
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/** The submission statuses (publishing §4); no request is `none`. */
export const REVIEW_STATUSES = ['none', 'pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Dates in the long US format of the spec: "November 27, 2026". */
export function longUsDate(value: string | Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value),
  );
}
