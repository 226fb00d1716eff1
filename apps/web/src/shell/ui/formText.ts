/** Reads a named text field of a submitted form (form state stays in the form). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
