import type { LoginSettings } from '@tessera/domain';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { SignInCard, SignInField, SignInPageLink } from './SignInCard.js';
import { useSignInForm } from './useSignInForm.js';

/** The app users' sign-in form: email and password, with links to reset and to register. */
export function LoginBlock(props: BlockRendererProps) {
  const parsed = useBlockSettings('login', props.block);
  if (!parsed.success) return <InvalidSettings type="login" message={parsed.message} />;
  return <LoginForm {...props} settings={parsed.settings} />;
}

function LoginForm({
  settings,
  appAuth,
  navigation,
}: BlockRendererProps & { settings: LoginSettings }) {
  const form = useSignInForm(
    ['email', 'password'],
    appAuth &&
      (async ({ email, password }) => {
        await appAuth.signIn({ email, password });
        return null;
      }),
  );
  const pages = appAuth?.pages ?? {};
  const forgot = settings.forget_password ? pages.forgotPassword : undefined;
  const signUp = settings.new_user_sign_up ? pages.register : undefined;
  return (
    <SignInCard
      settings={settings}
      fallbackLabel="Sign in"
      busy={form.busy}
      onSubmit={form.submit}
      status={form.status}
      links={
        forgot || signUp ? (
          <>
            <SignInPageLink path={forgot} navigation={navigation}>
              Forgot password?
            </SignInPageLink>
            <SignInPageLink path={signUp} navigation={navigation}>
              New here? Create an account
            </SignInPageLink>
          </>
        ) : null
      }
    >
      <SignInField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.bind('email')}
        labelColor={settings.labels_color}
      />
      <SignInField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.bind('password')}
        labelColor={settings.labels_color}
      />
    </SignInCard>
  );
}
