import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { blockTypeFitsContainer, isAvailableBlockType } from './block-types.js';
import { isSignInBlockType, SIGN_IN_BLOCK_TYPES } from './block-types.js';

describe('sign-in block settings', () => {
  it('starts a login block with its heading, the default button colours and both links on', () => {
    expect(defaultBlockSettings('login')).toMatchObject({
      heading: 'Sign in',
      subheading: '',
      image: '',
      image_position: 'left',
      button_text: 'Sign in',
      button_color: '#4f46E5',
      button_text_color: '#FFFFFF',
      forget_password: true,
      new_user_sign_up: true,
    });
  });

  it('starts a register block asking for the password twice, with the sign-in link', () => {
    expect(defaultBlockSettings('register')).toMatchObject({
      heading: 'Create your account',
      button_text: 'Create account',
      confirm_password: true,
      already_sign_in: true,
    });
  });

  it('starts a forgot password block with the way back to sign in, the address typed once', () => {
    expect(defaultBlockSettings('forgot password')).toMatchObject({
      heading: 'Reset your password',
      button_text: 'Send reset link',
      confirm_password: false,
      remember_password: true,
    });
  });

  it('keeps the toggles the owner turned off, and only the toggles of the block type', () => {
    const login = parseBlockSettings('login', {
      forget_password: false,
      new_user_sign_up: false,
      confirm_password: false,
    });
    expect(login).toMatchObject({
      success: true,
      settings: { forget_password: false, new_user_sign_up: false },
    });
    expect(login.success && 'confirm_password' in login.settings).toBe(false);

    const register = parseBlockSettings('register', {
      confirm_password: false,
      already_sign_in: false,
    });
    expect(register).toMatchObject({
      success: true,
      settings: { confirm_password: false, already_sign_in: false },
    });

    const forgot = parseBlockSettings('forgot password', {
      confirm_password: true,
      remember_password: false,
    });
    expect(forgot).toMatchObject({
      success: true,
      settings: { confirm_password: true, remember_password: false },
    });
  });

  it('refuses a toggle that is not true or false', () => {
    const result = parseBlockSettings('login', { forget_password: 'yes' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.message).toMatch(/^forget_password: /);
  });

  it('refuses colours that are not short text, as other blocks do', () => {
    const tooLong = parseBlockSettings('login', { button_color: '#'.repeat(41) });
    expect(tooLong.success).toBe(false);
    if (!tooLong.success) expect(tooLong.message).toMatch(/^button_color: /);
    const notText = parseBlockSettings('register', { background_color: 123 });
    expect(notText.success).toBe(false);
    if (!notText.success) expect(notText.message).toMatch(/^background_color: /);
    const label = parseBlockSettings('forgot password', { labels_color: ['#fff'] });
    expect(label.success).toBe(false);
  });

  it('refuses an image position it does not know and a blank button text', () => {
    const position = parseBlockSettings('login', { image_position: 'middle' });
    expect(position.success).toBe(false);
    if (!position.success) expect(position.message).toMatch(/^image_position: /);
    expect(parseBlockSettings('register', { button_text: '  ' })).toEqual({
      success: false,
      message: 'button_text: Enter the button text.',
    });
  });

  it('accepts the image positions of the spec and a blank heading', () => {
    for (const image_position of ['left', 'right', 'top', 'none']) {
      expect(parseBlockSettings('login', { image_position }).success).toBe(true);
    }
    expect(parseBlockSettings('login', { heading: '' })).toMatchObject({
      success: true,
      settings: { heading: '' },
    });
  });

  it('drops names the schema does not know', () => {
    const result = parseBlockSettings('login', { image_url: 'https://x.test/a.png', title: 'T' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.settings).not.toHaveProperty('image_url');
    expect(result.settings.image).toBe('');
    expect(result.settings.heading).toBe('Sign in');
  });
});

describe('sign-in block types', () => {
  it('are available and told apart from other types', () => {
    for (const type of SIGN_IN_BLOCK_TYPES) {
      expect(isAvailableBlockType(type)).toBe(true);
      expect(isSignInBlockType(type)).toBe(true);
    }
    expect(isSignInBlockType('form')).toBe(false);
  });

  it('go on pages of multi-page apps, never on boards', () => {
    for (const type of SIGN_IN_BLOCK_TYPES) {
      expect(blockTypeFitsContainer(type, 'page')).toBe(true);
      expect(blockTypeFitsContainer(type, 'board')).toBe(false);
    }
    expect(blockTypeFitsContainer('table', 'board')).toBe(true);
    expect(blockTypeFitsContainer('score_card', 'board')).toBe(true);
  });
});
