import { AppError } from '@tessera/platform';

const statuses = { notALink: 400, unreachable: 404, revoked: 409, googleFailed: 502 } as const;
export type GoogleSpreadsheetsErrorCode = keyof typeof statuses;

/** Errors of adding a Google spreadsheet; Google's own words are kept where they help. */
export class GoogleSpreadsheetsError extends AppError<GoogleSpreadsheetsErrorCode> {
  readonly status: number;

  private constructor(code: GoogleSpreadsheetsErrorCode, message: string) {
    super(code, message);
    this.status = statuses[code];
  }

  static notALink() {
    return new GoogleSpreadsheetsError(
      'notALink',
      'That is not a Google Sheets link: paste the address of the spreadsheet (https://docs.google.com/spreadsheets/d/…).',
    );
  }
  static unreachable(label: string) {
    return new GoogleSpreadsheetsError(
      'unreachable',
      `Google has no spreadsheet at that address that ${label} can open. Check the link and share the spreadsheet with ${label}.`,
    );
  }
  static revoked(message: string) {
    return new GoogleSpreadsheetsError('revoked', message);
  }
  static googleFailed(message: string) {
    return new GoogleSpreadsheetsError('googleFailed', message);
  }
}
