import { AppError } from '@tessera/platform';

const statuses = {
  notFound: 404,
  badKey: 400,
  oauthUnavailable: 409,
  appSession: 403,
} as const;

export type GoogleConnectionsErrorCode = keyof typeof statuses;

/** Errors of the Google connection routes. */
export class GoogleConnectionsError extends AppError<GoogleConnectionsErrorCode> {
  readonly status: number;

  private constructor(code: GoogleConnectionsErrorCode, message: string) {
    super(code, message);
    this.status = statuses[code];
  }

  static notFound() {
    return new GoogleConnectionsError('notFound', 'Google connection not found.');
  }
  static badKey(message: string) {
    return new GoogleConnectionsError('badKey', message);
  }
  static oauthUnavailable() {
    return new GoogleConnectionsError(
      'oauthUnavailable',
      'Sign in with Google is not set up on this server (GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET). Connect with a service account key instead.',
    );
  }
  static appSession() {
    return new GoogleConnectionsError(
      'appSession',
      'Manage Google connections from the dashboard.',
    );
  }
}
