import { describe, expect, it } from '@jest/globals';
import { parseTemplateData, previewModeOf } from './previewMode.js';

describe('previewModeOf', () => {
  it('is active with preview=true and labels the button from button_text', () => {
    expect(
      previewModeOf('?preview=true&button_text=Clone%20it&template_id=t1', 'Use Template'),
    ).toEqual({
      active: true,
      buttonText: 'Clone it',
      templateId: 't1',
      freeOrOwned: true,
    });
  });
  it('labels the button Use Template by default and is off without preview=true', () => {
    const mode = previewModeOf('?preview=false', 'Use Template');
    expect(mode.active).toBe(false);
    expect(mode.buttonText).toBe('Use Template');
  });
  it('shows the cart for a paid template not yet purchased', () => {
    const paid = encodeURIComponent(JSON.stringify({ is_free: false, isPurchased: false }));
    expect(previewModeOf(`?preview=true&template_data=${paid}`, 'Use Template').freeOrOwned).toBe(
      false,
    );
    const owned = encodeURIComponent(JSON.stringify({ is_free: false, isPurchased: true }));
    expect(previewModeOf(`?preview=true&template_data=${owned}`, 'Use Template').freeOrOwned).toBe(
      true,
    );
  });
});

describe('parseTemplateData', () => {
  it('ignores data that fails to parse', () => {
    expect(parseTemplateData('{not json')).toBeNull();
    expect(parseTemplateData('[1]')).toBeNull();
    expect(parseTemplateData(null)).toBeNull();
  });
});
