const statusNames: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** An error the fake answers with Google's JSON error body: `{ error: { code, message, status } }`. */
export class GoogleApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  get body(): { error: { code: number; message: string; status: string } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        status: statusNames[this.code] ?? 'UNKNOWN',
      },
    };
  }

  static invalid(message: string): GoogleApiError {
    return new GoogleApiError(400, message);
  }
}

/** The messages Google sends with injected failures. */
export const failureMessages: Record<429 | 500 | 503, string> = {
  429: "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'.",
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
};
