/** An error with the HTTP status it stands for, so the error screen can pick 404 or the rest. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}
