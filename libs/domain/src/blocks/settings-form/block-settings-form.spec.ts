import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings } from '../block-settings.js';
import { AVAILABLE_BLOCK_TYPES } from '../block-types.js';
import { blockSettingsSchema } from '../block-settings.js';
import { isSignInBlockType, type SignInBlockType } from '../block-types.js';
import { blockSettingsForm } from './block-settings-form.js';
import { listLimit, visibleFields, type SettingsField } from './settings-field.js';

function field(fields: readonly SettingsField[], key: string): SettingsField {
  const found = fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
}

const keys = (fields: readonly SettingsField[]) => fields.map((candidate) => candidate.key);

describe('blockSettingsForm', () => {
  it.each(AVAILABLE_BLOCK_TYPES)('describes only settings the %s schema knows', (type) => {
    const settings = defaultBlockSettings(type) as Record<string, unknown>;
    const known = new Set([...Object.keys(settings), ...optionalKeys(type)]);
    for (const descriptor of blockSettingsForm(type)) expect([...known]).toContain(descriptor.key);
  });

  it.each(AVAILABLE_BLOCK_TYPES)(
    'gives every %s list its item fields and a new-item factory',
    (type) => {
      for (const list of blockSettingsForm(type).filter((candidate) => candidate.kind === 'list')) {
        expect(list.itemFields?.length).toBeGreaterThan(0);
        expect(list.newItem).toBeDefined();
      }
    },
  );

  it('shows rows_per_page only with paginate', () => {
    const form = blockSettingsForm('table');
    expect(keys(visibleFields(form, { paginate: true }))).toContain('rows_per_page');
    expect(keys(visibleFields(form, { paginate: false }))).not.toContain('rows_per_page');
  });

  it('shows the actions column width only when the actions column is frozen', () => {
    const form = blockSettingsForm('list');
    expect(keys(visibleFields(form, { freeze_actions_column: true }))).toContain('column_width');
    expect(keys(visibleFields(form, { freeze_actions_column: false }))).not.toContain(
      'column_width',
    );
  });

  it('shows StepSize only with CustomStepSize', () => {
    const form = blockSettingsForm('chart');
    expect(keys(visibleFields(form, { CustomStepSize: true }))).toContain('StepSize');
    expect(keys(visibleFields(form, { CustomStepSize: false }))).not.toContain('StepSize');
  });

  it('shows API fields only for API calls, and the token only for Bearer Token or Custom Header', () => {
    const actions = field(blockSettingsForm('table'), 'actions').itemFields ?? [];
    const apiFields = ['api_endpoint', 'http_method', 'body_type', 'authorization_method'];
    const editRow = keys(visibleFields(actions, { type: 'Edit row' }));
    for (const key of [...apiFields, 'token', 'field_mapping']) expect(editRow).not.toContain(key);

    const noAuth = keys(
      visibleFields(actions, { type: 'API call', authorization_method: 'No Auth' }),
    );
    expect(noAuth).toEqual(expect.arrayContaining([...apiFields, 'field_mapping']));
    expect(noAuth).not.toContain('token');
    for (const method of ['Bearer Token', 'Custom Header']) {
      const visible = keys(
        visibleFields(actions, { type: 'API call', authorization_method: method }),
      );
      expect(visible).toContain('token');
    }
    const header = keys(
      visibleFields(actions, { type: 'API call', authorization_method: 'Custom Header' }),
    );
    expect(header).toContain('custom_header');
  });

  it('shows success and error messages for the actions they apply to', () => {
    const actions = field(blockSettingsForm('list'), 'actions').itemFields ?? [];
    expect(keys(visibleFields(actions, { type: 'Download pdf' }))).toContain('success_message');
    expect(keys(visibleFields(actions, { type: 'Open link' }))).not.toContain('success_message');
  });

  it('offers conditional formatting only for text columns', () => {
    const axis = field(blockSettingsForm('table'), 'axis').itemFields ?? [];
    expect(keys(visibleFields(axis, { type: 'text' }))).toContain('Conditional_formatting');
    expect(keys(visibleFields(axis, { type: 'number' }))).not.toContain('Conditional_formatting');
  });

  it('does not offer regex validation for file fields', () => {
    const axis = field(blockSettingsForm('form'), 'axis').itemFields ?? [];
    expect(keys(visibleFields(axis, { type: 'email' }))).toContain('regex_validation');
    const file = keys(visibleFields(axis, { type: 'file' }));
    expect(file).not.toContain('regex_validation');
    expect(file).toContain('file_mime_type');
  });

  it('limits the editor lists', () => {
    expect(field(blockSettingsForm('table'), 'actions').maxItems).toBe(2);
    expect(field(blockSettingsForm('header'), 'actionButtons').maxItems).toBe(2);
    const footer = blockSettingsForm('footer');
    expect(field(footer, 'footerSublinks').maxItems).toBe(4);
    expect(field(footer, 'socialItems').maxItems).toBe(3);
    const simpleLinks = field(footer, 'simpleLinks');
    expect(listLimit(simpleLinks, { footerLayoutType: 'Contact Columns' })).toBe(10);
    expect(listLimit(simpleLinks, { footerLayoutType: 'Navigation Hub' })).toBe(5);
    expect(listLimit(simpleLinks, { footerLayoutType: 'Classic Footer Bar' })).toBe(5);
    expect(listLimit(field(footer, 'FooterTitle'), {})).toBe(Number.POSITIVE_INFINITY);
  });

  it('adds social items in the order instagram, facebook, linkedin', () => {
    const social = field(blockSettingsForm('footer'), 'socialItems');
    const first = social.newItem?.([]);
    expect(first).toEqual({ type: 'instagram', link: '', showIcon: true });
    expect(social.newItem?.([{ type: 'instagram' }])?.type).toBe('facebook');
    expect(social.newItem?.([{ type: 'instagram' }, { type: 'facebook' }])?.type).toBe('linkedin');
  });

  it('creates new axis items that only lack their column', () => {
    const axisField = field(blockSettingsForm('table'), 'axis');
    const item = axisField.newItem?.([]) ?? {};
    expect(item.column).toBe('');
    const schema = blockSettingsSchema('table');
    const withColumn = schema.safeParse({ axis: [{ ...item, column: 'Name' }] });
    expect(withColumn.success).toBe(true);
    expect(schema.safeParse({ axis: [item] }).success).toBe(false);
  });

  it('gives select fields their options', () => {
    const gap = field(blockSettingsForm('markdown'), 'gap');
    expect(gap.options?.map((option) => option.value)).toEqual([0, 3, 6, 10]);
    const add = field(blockSettingsForm('table'), 'add_new_row');
    expect(add.options?.map((option) => option.value)).toEqual([
      'Admins',
      'Admins & Guests',
      'None',
      'Everyone',
    ]);
  });

  it('offers each sign-in block its toggles under the spec names, and the look of the form', () => {
    const look = ['heading', 'subheading', 'image', 'button_text', 'button_color'];
    const toggles: [SignInBlockType, string[]][] = [
      ['login', ['forget_password', 'new_user_sign_up']],
      ['register', ['confirm_password', 'already_sign_in']],
      ['forgot password', ['confirm_password', 'remember_password']],
    ];
    for (const [type, names] of toggles) {
      const form = blockSettingsForm(type);
      expect(keys(form)).toEqual(expect.arrayContaining([...names, ...look]));
      for (const name of names) expect(field(form, name).kind).toBe('boolean');
      // No sheet and no board section: the blocks hold no rows and live on app pages.
      expect(keys(form)).not.toContain('sheet_title');
      expect(keys(form)).not.toContain('section');
    }
  });

  it('offers the image position only once there is an image', () => {
    const form = blockSettingsForm('login');
    expect(keys(visibleFields(form, { image: '' }))).not.toContain('image_position');
    expect(keys(visibleFields(form, { image: 'https://x.test/a.png' }))).toContain(
      'image_position',
    );
    const positions = field(form, 'image_position').options?.map((option) => option.value);
    expect(positions).toEqual(['left', 'right', 'top', 'background', 'none']);
  });
});

/** Settings that are optional (no default) and so absent from the defaults. */
function optionalKeys(type: string): string[] {
  const colours = ['title_color', 'title_background_color', 'toolbar_icon_color'];
  const common = [...colours, 'background_color', 'font_color'];
  if (
    type === 'table' ||
    type === 'list' ||
    type === 'scorecard' ||
    type === 'grid' ||
    type === 'datalist' ||
    type === 'imageGallery' ||
    type === 'item details' ||
    type === 'map'
  )
    return [...common, 'data_filter', 'conditional_filter'];
  if (type === 'calendar')
    return [...common, 'data_filter', 'conditional_filter', 'calender_year', 'calender_month'];
  if (type === 'form') return [...common, 'labels_color', 'input_color'];
  return isSignInBlockType(type) ? [...common, 'labels_color'] : common;
}
