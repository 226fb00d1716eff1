/** One e-mail address: no spaces, brackets, quotes or separators that could end the address. */
const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+$/;

/** The mailto: address of a Compose Email button or an e-mail cell: one or more addresses (comma or semicolon). */
export function mailtoHref(value: string | undefined): string | null {
  const addresses = (value ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length === 0 || !addresses.every((address) => EMAIL.test(address))) return null;
  // Encoded by part so a cell cannot add headers (?subject=, &cc=) to the message.
  const encoded = addresses.map((address) => {
    const at = address.lastIndexOf('@');
    return `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  });
  return `mailto:${encoded.join(',')}`;
}
