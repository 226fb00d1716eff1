import ui from './ui.module.css';

/** A server or validation message next to the form it belongs to; announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={ui.error} role="alert">
      {message}
    </p>
  );
}
