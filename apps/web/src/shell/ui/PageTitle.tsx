import { SHELL_TEXTS } from '../shellTexts.js';

/** Sets the document title: "<page> · Tessera", or the product's name alone. */
export function PageTitle({ children }: { children?: string }) {
  const title = children ? `${children} · ${SHELL_TEXTS.productName}` : SHELL_TEXTS.productName;
  return <title>{title}</title>;
}
