import type { SignInLook } from '@tessera/domain';
import { useId, type CSSProperties, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { isSafeUrl } from '../shared/Cell.js';
import type { BlockNavigation } from '../types.js';

type CardProps = {
  settings: SignInLook;
  /** Names the form for assistive technology (and tests) when the heading is blank. */
  fallbackLabel: string;
  busy: boolean;
  onSubmit: () => void;
  /** The answer shown above the button: a confirmation or the server's message. */
  status: { kind: 'sent' | 'failed'; text: string } | null;
  children: ReactNode;
  /** Links under the button (forgot password, sign up, sign in). */
  links?: ReactNode;
};

/** The frame of the login, register and forgot-password blocks: image, headings, form, links. */
export function SignInCard({
  settings,
  fallbackLabel,
  busy,
  onSubmit,
  status,
  children,
  links,
}: CardProps) {
  // Only http(s) and same-site images: the address is the owner's free text.
  const image = isSafeUrl(settings.image) ? settings.image : '';
  const position = image ? settings.image_position : 'none';
  const label = settings.heading.trim() || fallbackLabel;
  const style: CSSProperties = {
    background: settings.background_color,
    color: settings.font_color,
    ...(position === 'background'
      ? {
          backgroundImage: `url("${encodeURI(image)}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section
      className={`ts-block ts-sign-in ts-sign-in--${position}`}
      aria-label={label}
      style={style}
    >
      {position === 'left' || position === 'right' || position === 'top' ? (
        <img className="ts-sign-in__image" src={image} alt="" />
      ) : null}
      <form
        className="ts-form ts-sign-in__form"
        aria-label={label}
        aria-busy={busy || undefined}
        noValidate
        onSubmit={submit}
      >
        {settings.heading.trim() ? (
          <h2 className="ts-sign-in__heading" style={{ color: settings.title_color }}>
            {settings.heading}
          </h2>
        ) : null}
        {settings.subheading ? (
          <p className="ts-sign-in__subheading">{settings.subheading}</p>
        ) : null}
        {children}
        {status ? (
          <p
            role={status.kind === 'sent' ? 'status' : 'alert'}
            className={`ts-form__status ts-form__status--${status.kind}`}
          >
            {status.text}
          </p>
        ) : null}
        <button
          type="submit"
          className="ts-button ts-button--primary"
          style={{ background: settings.button_color, color: settings.button_text_color }}
          disabled={busy}
        >
          {settings.button_text}
        </button>
        {links ? <p className="ts-sign-in__links">{links}</p> : null}
      </form>
    </section>
  );
}

type FieldProps = {
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  labelColor: string | undefined;
  disabled: boolean;
};

/** One labelled input of a sign-in form, with its error under it. */
export function SignInField({
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
  labelColor,
  disabled,
}: FieldProps) {
  // Unique per field: two sign-in blocks on a page both have an Email field.
  const id = useId();
  return (
    <div className="ts-field">
      <label className="ts-field__label" htmlFor={id} style={{ color: labelColor }}>
        {label}
      </label>
      <input
        id={id}
        className="ts-field__control"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      />
      {error ? (
        <p id={`${id}-error`} className="ts-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A link to another page of the app; inside the app it navigates without a page load. */
export function SignInPageLink({
  path,
  navigation,
  children,
}: {
  path: string | undefined;
  navigation: BlockNavigation | undefined;
  children: string;
}) {
  if (!path) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigation) return;
    event.preventDefault();
    navigation.onNavigate(path, children);
  };
  return (
    <a href={path} className="ts-sign-in__link" onClick={onClick}>
      {children}
    </a>
  );
}

/** The rejection's message, as the forms show it. */
export function failureText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
