import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { IFRAME_CODE_MESSAGE } from './embedded-frame.js';

describe('iframe block settings', () => {
  it('start empty', () => {
    expect(defaultBlockSettings('iframe')).toMatchObject({ iframe_code: '', title: '' });
  });

  it('store the pasted code rewritten from the frame it describes: scripts and the rest stripped', () => {
    const parsed = parseBlockSettings('iframe', {
      iframe_code:
        '<script>alert(1)</script><iframe src="https://maps.example/embed?pb=1" height="300" onload="alert(1)" allow="fullscreen; camera"></iframe>',
    });
    expect(parsed).toEqual({
      success: true,
      settings: expect.objectContaining({
        iframe_code:
          '<iframe src="https://maps.example/embed?pb=1" title="Embedded content" height="300" allow="fullscreen" allowfullscreen></iframe>',
      }),
    });
  });

  it('refuse code without an https iframe, naming the field', () => {
    expect(
      parseBlockSettings('iframe', { iframe_code: '<iframe src="http://example.com"></iframe>' }),
    ).toEqual({ success: false, message: `iframe_code: ${IFRAME_CODE_MESSAGE}` });
    expect(parseBlockSettings('iframe', { iframe_code: '   ' })).toMatchObject({
      success: true,
      settings: { iframe_code: '' },
    });
  });
});
