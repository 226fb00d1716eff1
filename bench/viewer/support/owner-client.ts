/** An owner's calls to the API, carrying the session cookie like a browser. */
export function ownerClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const isForm = body instanceof FormData;
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

export type OwnerCall = ReturnType<typeof ownerClient>;

/** Signs a new owner up; the client then carries their session. */
export async function signUpBenchOwner(call: OwnerCall): Promise<void> {
  await call('POST', '/api/auth/signup', {
    name: 'Bench Owner',
    email: `bench-${Date.now()}@example.com`,
    password: 'bench-password-1',
  });
}

/**
 * Uploads `rows` products as a CSV; answers the spreadsheet and its sheet's title. With `picture`
 * (an address), each product has it in a Picture column.
 */
export async function uploadProducts(
  call: OwnerCall,
  rows: number,
  picture?: string,
): Promise<{ spreadsheetId: string; sheetTitle: string }> {
  const lines = [`Name,Category,Price,Stock${picture ? ',Picture' : ''}`];
  for (let row = 1; row <= rows; row += 1)
    lines.push(
      `Product ${row},Category ${row % 12},${(row % 500) + 0.99},${row % 97}${picture ? `,${picture}` : ''}`,
    );
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'Rows.csv');
  const { id: spreadsheetId } = await call<{ id: string }>('POST', '/api/spreadsheets', form);
  const { sheets } = await call<{ sheets: { title: string }[] }>(
    'GET',
    `/api/spreadsheets/${spreadsheetId}`,
  );
  return { spreadsheetId, sheetTitle: sheets[0]?.title ?? '' };
}

/** Uploads a small picture for blocks (POST /api/block-media/image); answers its address. */
export async function uploadPicture(call: OwnerCall, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const { url } = await call<{ url: string }>('POST', '/api/block-media/image', form);
  return url;
}
