import type { AvailableBlockType } from '../block-types.js';
import { GRID_COLUMNS, hasAdjustableWidth, narrowestSpan } from '../block-width.js';
import { spanLabel } from '../block-width-settings.js';
import { chartForm } from './chart-form.js';
import { footerForm } from './footer-form.js';
import { formForm } from './form-form.js';
import { headerForm } from './header-form.js';
import { iframeForm } from './iframe-form.js';
import { videoForm } from './video-form.js';
import { audioForm } from './audio-form.js';
import { bannerHeroForm } from './banner-hero-form.js';
import { imageFeaturesForm } from './image-features-form.js';
import { datalistForm } from './datalist-form.js';
import { imageGalleryForm } from './image-gallery-form.js';
import { calendarForm } from './calendar-form.js';
import { eventForm } from './event-form.js';
import { commentsForm } from './comments-form.js';
import { mapForm } from './map-form.js';
import { itemDetailsForm } from './item-details-form.js';
import { gridForm } from './grid-form.js';
import { listForm } from './list-form.js';
import { markdownForm } from './markdown-form.js';
import { scorecardForm } from './scorecard-form.js';
import type { SettingsField } from './settings-field.js';
import { forgotPasswordForm, loginForm, registerForm } from './sign-in-form.js';
import { tableForm } from './table-form.js';

const FORMS: { [T in AvailableBlockType]: readonly SettingsField[] } = {
  table: tableForm,
  list: listForm,
  chart: chartForm,
  form: formForm,
  markdown: markdownForm,
  header: headerForm,
  footer: footerForm,
  iframe: iframeForm,
  video: videoForm,
  audio: audioForm,
  scorecard: scorecardForm,
  grid: gridForm,
  bannerHero: bannerHeroForm,
  ImageGrid: imageFeaturesForm,
  imageAccordian: imageFeaturesForm,
  datalist: datalistForm,
  imageGallery: imageGalleryForm,
  calendar: calendarForm,
  event: eventForm,
  comments: commentsForm,
  map: mapForm,
  'item details': itemDetailsForm,
  login: loginForm,
  register: registerForm,
  'forgot password': forgotPasswordForm,
};

/**
 * The Width choice, under Full width while that is unticked: the spans of the 12-column grid
 * this type may take (block-width.ts). The editor's resize handle sets the same setting.
 */
function widthField(type: AvailableBlockType): SettingsField {
  const options = [];
  for (let span = narrowestSpan(type); span < GRID_COLUMNS; span += 1)
    options.push({ value: span, label: spanLabel(span) });
  return {
    key: 'grid_span',
    label: 'Width',
    kind: 'select',
    options,
    visibleWhen: (values) => values.full_width !== true,
    help: 'Phones show every block across the screen, and narrow windows at least half.',
  };
}

/** Each form with its Width choice after Full width, built once per type. */
const WITH_WIDTH = new Map<AvailableBlockType, readonly SettingsField[]>();

/** The ordered fields of a block type's settings form. */
export function blockSettingsForm(type: AvailableBlockType): readonly SettingsField[] {
  let fields = WITH_WIDTH.get(type);
  if (!fields) {
    fields = hasAdjustableWidth(type)
      ? FORMS[type].flatMap((field) =>
          field.key === 'full_width' ? [field, widthField(type)] : [field],
        )
      : FORMS[type];
    WITH_WIDTH.set(type, fields);
  }
  return fields;
}
