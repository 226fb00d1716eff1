import { parseBlockSettings, type RegisterSettings } from '@tessera/domain';
import { useMemo } from 'react';
import { InvalidSettings } from '../shared/BlockFrame.js';
import type { BlockRendererProps } from '../types.js';
import { SignInCard, SignInField, SignInPageLink } from './SignInCard.js';
import type { SignInFields } from './signInFormErrors.js';
import { useSignInForm } from './useSignInForm.js';

/** The app users' sign-up form: name, email, password (and its confirmation when asked for). */
export function RegisterBlock(props: BlockRendererProps) {
  const parsed = useMemo(
    () => parseBlockSettings('register', props.block.settings),
    [props.block.settings],
  );
  if (!parsed.success) return <InvalidSettings type="register" message={parsed.message} />;
  return <RegisterForm {...props} settings={parsed.settings} />;
}

function RegisterForm({
  settings,
  appAuth,
  navigation,
}: BlockRendererProps & { settings: RegisterSettings }) {
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
      fallbackLabel="Create your account"
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
