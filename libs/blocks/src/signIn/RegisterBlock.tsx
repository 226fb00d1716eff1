import type { RegisterSettings } from '@tessera/domain';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { SignInCard, SignInField, SignInPageLink } from './SignInCard.js';
import type { SignInFields } from './signInFormErrors.js';
import { useSignInForm } from './useSignInForm.js';

/** The app users' sign-up form: name, email, password (and its confirmation when asked for). */
export function RegisterBlock(props: BlockRendererProps) {
  const parsed = useBlockSettings('register', props.block);
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
  const field = { labelColor: settings.labels_color };
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
      <SignInField label="Name" type="text" autoComplete="name" {...form.bind('name')} {...field} />
      <SignInField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.bind('email')}
        {...field}
      />
      <SignInField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.bind('password')}
        {...field}
      />
      {settings.confirm_password ? (
        <SignInField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.bind('confirm')}
          {...field}
        />
      ) : null}
    </SignInCard>
  );
}
