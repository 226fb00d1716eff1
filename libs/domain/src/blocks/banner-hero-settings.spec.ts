import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { isFontAwesomeClass } from './feature-icons.js';
import { applyFieldChange } from './field-changes.js';

describe('bannerHero settings', () => {
  it('starts empty: no images, grid features, Learn More in the default button colour', () => {
    expect(defaultBlockSettings('bannerHero')).toMatchObject({
      title: '',
      subtitle: '',
      backgroundImage: '',
      foregroundImage: '',
      imagePosition: 'right',
      overlay_opacity: 0.4,
      features: [],
      FeatureLayout: 'grid',
      learn_more_text: 'Learn More',
      learn_more_link: '',
      button_color: '#4f46E5',
      button_text_color: '#FFFFFF',
    });
  });

  it('takes the three feature layouts, and https or uploaded images only', () => {
    for (const layout of ['list', 'grid', 'paragraph'])
      expect(parseBlockSettings('bannerHero', { FeatureLayout: layout }).success).toBe(true);
    expect(parseBlockSettings('bannerHero', { foregroundImage: 'javascript:alert(1)' })).toEqual({
      success: false,
      message:
        'foregroundImage: Enter the https:// address of the foreground image, or upload one.',
    });
    const uploaded = '/api/media/0b7e4c2a-5d1f-4e8a-9c3b-2a1d0e9f8c7b';
    expect(parseBlockSettings('bannerHero', { backgroundImage: uploaded }).success).toBe(true);
    // Only an address of an uploaded file: no other path of this server.
    for (const path of ['/api/auth/logout', '/api/media/../auth', '//evil.example/x.png'])
      expect(parseBlockSettings('bannerHero', { backgroundImage: path }).success).toBe(false);
    expect(parseBlockSettings('bannerHero', { overlay_opacity: 1.5 }).success).toBe(false);
  });

  it('holds at most four features, each icon checked against its type', () => {
    const features = (icons: Record<string, unknown>[]) =>
      parseBlockSettings('bannerHero', { features: icons });
    expect(features(Array.from({ length: 5 }, () => ({ title: 'x' })))).toEqual({
      success: false,
      message: 'features: At most 4 features.',
    });
    expect(features([{ iconType: 'fontawesome', icon: 'fa-solid fa-bolt' }]).success).toBe(true);
    expect(features([{ iconType: 'fontawesome', icon: 'ts-button" onclick="x' }])).toEqual({
      success: false,
      message: 'features.0.icon: Enter Font Awesome classes, such as "fa-solid fa-bolt".',
    });
    expect(features([{ iconType: 'image', icon: 'http://img.example/a.png' }])).toEqual({
      success: false,
      message: 'features.0.icon: Enter the https:// address of the icon image.',
    });
    expect(features([{ iconType: 'text', icon: '123456789' }])).toEqual({
      success: false,
      message: "features.0.icon: An icon's text has at most 8 characters.",
    });
    expect(features([{ iconType: 'text', icon: '🚀' }]).success).toBe(true);
  });

  it('clears a feature’s icon when its icon type changes (block-configuration §4)', () => {
    const settings = { features: [{ iconType: 'text', icon: '★', title: 'Star' }] };
    const changed = applyFieldChange(settings, ['features', 0, 'iconType'], 'fontawesome');
    expect(changed).toMatchObject({
      features: [{ iconType: 'fontawesome', icon: '', title: 'Star' }],
    });
  });

  it('knows Font Awesome classes from anything else', () => {
    expect(isFontAwesomeClass('fas fa-star fa-2x')).toBe(true);
    expect(isFontAwesomeClass('fa-brands fa-github')).toBe(true);
    expect(isFontAwesomeClass('ts-button')).toBe(false);
    expect(isFontAwesomeClass('')).toBe(false);
  });
});
