import { useMemo } from 'react';
import type { BlockRendererProps } from '../types.js';
import { SignInCard, SignInField, SignInPageLink } from './SignInCard.js';
import { signInSettingsOf, type SignInFields } from './signInSettings.js';
import { useSignInForm } from './useSignInForm.js';

/** The app users' sign-up form: name, email, password (and its confirmation when asked for). */
export function RegisterBlock({ block, appAuth, navigation }: BlockRendererProps) {
  const settings = useMemo(() => signInSettingsOf('register', block.settings), [block.settings]);
  const required: (keyof SignInFields)[] = ['name', 'email', 'password'];
  if (settings.confirm_password) required.push('confirm');
  const form = useSignInForm(
    required,
    appAuth && (({ name, email, password }) => appAuth.register({ name, email, password })),
  );
  const signIn = settings.already_sign_in ? appAuth?.pages.login : undefined;
  const field = { labelColor: settings.labels_color, disabled: form.busy };
  return (
    <SignInCard
      settings={settings}
      label={settings.heading}
      busy={form.busy}
      onSubmit={form.submit}
      status={form.status}
      links={
        signIn ? (
          <SignInPageLink path={signIn} navigation={navigation}>
            Already have an account? Sign in
          </SignInPageLink>
        ) : null
      }
    >
      <SignInField
        label="Name"
        type="text"
        autoComplete="name"
        value={form.values.name}
        onChange={form.change('name')}
        error={form.errors.name}
        {...field}
      />
      <SignInField
        label="Email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={form.change('email')}
        error={form.errors.email}
        {...field}
      />
      <SignInField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.change('password')}
        error={form.errors.password}
        {...field}
      />
      {settings.confirm_password ? (
        <SignInField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={form.values.confirm}
          onChange={form.change('confirm')}
          error={form.errors.confirm}
          {...field}
        />
      ) : null}
    </SignInCard>
  );
}
