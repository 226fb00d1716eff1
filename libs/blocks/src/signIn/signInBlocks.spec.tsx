import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlockRenderer } from '../BlockRenderer.js';
import type { AppAuthHandlers } from '../types.js';
import { signInFormErrors } from './signInFormErrors.js';

const appAuth: AppAuthHandlers = {
  signIn: () => Promise.resolve(),
  register: () => Promise.resolve(null),
  forgotPassword: () => Promise.resolve('sent'),
  pages: { login: '/login', register: '/join', forgotPassword: '/reset' },
};

const block = (type: string, settings: Record<string, unknown> = {}): BlockDto => ({
  id: 'b1',
  type,
  position: 0,
  ...blockSettingsAsServed(type, settings),
});

const render = (type: string, settings: Record<string, unknown> = {}, auth = appAuth) =>
  renderToStaticMarkup(
    <BlockRenderer
      block={block(type, settings)}
      data={undefined}
      viewer={{ canEdit: false, email: null }}
      appAuth={auth}
    />,
  );

// Each block type's code is fetched when first drawn: here, before the synchronous renders, one
// type after the other (Jest's module linker fails imports of modules that share a dependency
// when they run at once; browsers do not).
beforeAll(async () => {
  for (const type of ['login', 'register', 'forgot password']) await BlockRenderer.preload([type]);
});

describe('sign-in field ids', () => {
  it('stay unique when two sign-in blocks share a page', () => {
    const html = renderToStaticMarkup(
      <>
        {['login', 'register'].map((type) => (
          <BlockRenderer
            key={type}
            block={{ ...block(type), id: type }}
            data={undefined}
            viewer={{ canEdit: false, email: null }}
            appAuth={appAuth}
          />
        ))}
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    const labelled = [...html.matchAll(/ for="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    for (const target of labelled) expect(ids).toContain(target);
  });
});

describe('login block', () => {
  it('asks for email and password and links to the reset and register pages', () => {
    const html = render('login');
    expect(html).toContain('type="email"');
    expect(html).toContain('type="password"');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('href="/reset"');
    expect(html).toContain('href="/join"');
  });

  it('drops the links the owner turned off', () => {
    const html = render('login', { forget_password: false, new_user_sign_up: false });
    expect(html).not.toContain('href="/reset"');
    expect(html).not.toContain('href="/join"');
  });

  it('shows the owner heading, colours and image', () => {
    const html = render('login', {
      heading: 'Members area',
      button_color: '#ff0000',
      image: 'https://example.com/door.png',
      image_position: 'right',
    });
    expect(html).toContain('Members area');
    expect(html).toContain('background:#ff0000');
    expect(html).toContain('src="https://example.com/door.png"');
    expect(html).toContain('ts-sign-in--right');
  });

  it('never shows an image from an unsafe address', () => {
    expect(render('login', { image: 'javascript:alert(1)' })).not.toContain('<img');
  });

  it('shows no image when the owner chose none, and the image behind the form for background', () => {
    const image = 'https://example.com/door.png';
    expect(render('login', { image, image_position: 'none' })).not.toContain('<img');
    const behind = render('login', { image, image_position: 'background' });
    expect(behind).not.toContain('<img');
    expect(behind).toContain('background-image:url(&quot;https://example.com/door.png&quot;)');
  });

  it('uses the default button colours and the owner button text and subheading', () => {
    const html = render('login', { button_text: 'Enter', subheading: 'Members only' });
    expect(html).toContain('>Enter</button>');
    expect(html).toContain('Members only');
    expect(html).toContain('background:#4f46E5;color:#FFFFFF');
  });

  it('reads only the schema names: the block title is not the heading', () => {
    const html = render('login', { title: 'Welcome back', submit_text: 'Go' });
    expect(html).not.toContain('Welcome back');
    expect(html).toContain('>Sign in</h2>');
    expect(html).toContain('>Sign in</button>');
  });

  it('shows no heading when the owner left it blank, and is still named', () => {
    const html = render('login', { heading: '' });
    expect(html).not.toContain('<h2');
    expect(html).toContain('aria-label="Sign in"');
  });

  it('asks the owner to fix settings the schema refuses', () => {
    expect(render('login', { image_position: 'middle' })).toContain(
      'This login block needs its settings fixed: image_position:',
    );
  });
});

describe('register block', () => {
  it('asks for name, email, password and its confirmation, and links to the login page', () => {
    const html = render('register');
    expect(html).toContain('>Create your account</h2>');
    expect(html).toContain('>Create account</button>');
    expect(html).toContain('>Name</label>');
    expect(html).toContain('>Confirm password</label>');
    expect(html).toContain('href="/login"');
  });

  it('leaves out the confirmation and the sign-in link when turned off', () => {
    const html = render('register', { confirm_password: false, already_sign_in: false });
    expect(html).not.toContain('Confirm password');
    expect(html).not.toContain('href="/login"');
  });
});

describe('forgot password block', () => {
  it('asks for the email and offers the way back to sign in', () => {
    const html = render('forgot password');
    expect(html).toContain('>Reset your password</h2>');
    expect(html).toContain('type="email"');
    expect(html).toContain('Remembered it? Sign in');
    expect(render('forgot password', { remember_password: false })).not.toContain('Remembered');
  });

  it('asks for the email twice with confirm_password', () => {
    expect(render('forgot password', { confirm_password: true })).toContain('Confirm email');
    expect(render('forgot password')).not.toContain('Confirm email');
  });

  it('shows no page links in the editor preview, where there are no sign-in calls', () => {
    const html = renderToStaticMarkup(
      <BlockRenderer
        block={block('forgot password')}
        data={undefined}
        viewer={{ canEdit: true, email: null }}
      />,
    );
    expect(html).toContain('type="email"');
    expect(html).not.toContain('Remembered it?');
  });
});

describe('signInFormErrors', () => {
  it('names empty fields and a confirmation that differs', () => {
    expect(
      signInFormErrors({ name: ' ', email: '', password: '' }, ['name', 'email', 'password']),
    ).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email.',
      password: 'Please enter your password.',
    });
    expect(
      signInFormErrors({ email: 'a@b.co', password: 'secret-1', confirm: 'secret-2' }, [
        'email',
        'password',
        'confirm',
      ]),
    ).toEqual({ confirm: 'Passwords do not match.' });
    expect(
      signInFormErrors({ email: 'a@b.co', password: 'secret-1', confirm: 'secret-1' }, [
        'email',
        'password',
        'confirm',
      ]),
    ).toEqual({});
  });
});
