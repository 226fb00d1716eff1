import { describe, expect, it, jest } from '@jest/globals';
import { createOwnerSession } from '@tessera/testing';
import { exchange, statusOf, useListeningPort } from '../testing/raw-exchange.js';
import { useTestGateway } from '../testing/test-gateway.js';

jest.setTimeout(60_000);

/** The spec's upload limit, written out: the test must fail when the gateway's is raised. */
const TWENTY_MB = 20 * 1024 * 1024;

/**
 * The spreadsheet parser refuses a file over 20 MB too, with the same message, but only once the
 * whole file has arrived (parse-workbook.spec.ts tests that check). The gateway's multipart limit
 * must refuse first, while the body is still coming: so this upload never finishes, and only the
 * gateway can answer it.
 */
describe('the gateway multipart limit', () => {
  const gateway = useTestGateway({ kind: 'pglite' }, { reset: false });
  const port = useListeningPort(gateway);

  it('refuses a file one byte over 20 MB before the rest of the body arrives', async () => {
    const owner = await createOwnerSession(gateway.db);
    const boundary = 'tessera-upload-limit';
    const partHead =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n';
    const sent = Buffer.alloc(TWENTY_MB + 1, 'a');
    // The body announces a megabyte more than is ever sent.
    const announced = partHead.length + sent.length + 1024 * 1024;
    const requestHead =
      'POST /api/spreadsheets HTTP/1.1\r\nHost: localhost:3000\r\n' +
      `Cookie: ${owner.cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${announced}\r\n\r\n`;

    const result = await exchange(
      port(),
      [
        { afterMs: 0, data: requestHead + partHead },
        { afterMs: 0, data: sent },
      ],
      // Shorter than the body-idle timeout: the answer must come from the limit, not a timeout.
      8000,
      () => false,
    );

    expect(statusOf(result.answer)).toBe('413');
    expect(result.answer).toContain('"message":"The file is larger than 20 MB."');
    // The rest of the body is not read: the connection is closed instead of drained.
    expect(result.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(result.closedAfterMs).not.toBeNull();
  });
});
