import type { ForgotPasswordSettings } from '@tessera/domain';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { SignInCard, SignInField, SignInPageLink } from './SignInCard.js';
import { useSignInForm } from './useSignInForm.js';

const EMAILS_DIFFER = 'Email addresses do not match.';

/**
 * Asks for a link to set a new password. The address is typed twice when confirm_password is on;
 * remember_password offers the way back to the sign-in page.
 */
export function ForgotPasswordBlock(props: BlockRendererProps) {
  const parsed = useBlockSettings('forgot password', props.block);
  if (!parsed.success) return <InvalidSettings type="forgot password" message={parsed.message} />;
  return <ForgotPasswordForm {...props} settings={parsed.settings} />;
}

function ForgotPasswordForm({
  settings,
  appAuth,
  navigation,
}: BlockRendererProps & { settings: ForgotPasswordSettings }) {
  const form = useSignInForm(
    ['email'],
    appAuth && (({ email }) => appAuth.forgotPassword({ email })),
    ({ email, confirm }) =>
      settings.confirm_password && confirm.trim().toLowerCase() !== email.trim().toLowerCase()
        ? { confirm: EMAILS_DIFFER }
        : {},
  );
  const signIn = settings.remember_password ? appAuth?.pages.login : undefined;
  const field = { labelColor: settings.labels_color };
  return (
    <SignInCard
      settings={settings}
      fallbackLabel="Reset your password"
      busy={form.busy}
      onSubmit={form.submit}
      status={form.status}
      links={
        signIn ? (
          <SignInPageLink path={signIn} navigation={navigation}>
            Remembered it? Sign in
          </SignInPageLink>
        ) : null
      }
    >
      <SignInField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.bind('email')}
        {...field}
      />
      {settings.confirm_password ? (
        <SignInField
          label="Confirm email"
          type="email"
          autoComplete="email"
          {...form.bind('confirm')}
          {...field}
        />
      ) : null}
    </SignInCard>
  );
}
