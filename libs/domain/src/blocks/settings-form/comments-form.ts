import { COMMENTS_PER_PAGE_OPTIONS } from '../comment-rules.js';
import { PERMISSION_CHOICES } from '../permission-choices.js';
import { commonFields } from './common-fields.js';
import { choices, type SettingsField } from './settings-field.js';

export const commentsForm: readonly SettingsField[] = [
  { key: 'subtitle', label: 'Subtitle', kind: 'text' },
  {
    key: 'comments_per_page',
    label: 'Comments per page',
    kind: 'select',
    options: choices(COMMENTS_PER_PAGE_OPTIONS),
  },
  {
    key: 'who_can_comment',
    label: 'Who can comment',
    kind: 'select',
    options: choices(PERMISSION_CHOICES),
    help: 'Admins are your workspace’s members; guests are everyone else who sees the page. Everyone who sees the block reads its comments.',
  },
  {
    key: 'sheet_title',
    label: 'Items sheet',
    kind: 'sheet',
    help: 'On a page opened on one of this sheet’s rows (a detail page), comments are about that row. Leave empty for comments about the page itself.',
  },
  { key: 'accent_color', label: 'Button colour', kind: 'color' },
  { key: 'button_text_color', label: 'Button text colour', kind: 'color' },
  { key: 'comment_background_color', label: 'Comment background colour', kind: 'color' },
  ...commonFields,
];
