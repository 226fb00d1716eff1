/** A sheet could not be loaded and no earlier copy is cached; the message is the upstream text. */
export class SheetLoadError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'SheetLoadError';
  }
}
