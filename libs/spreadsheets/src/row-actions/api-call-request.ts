import type { ActionButton } from '@tessera/domain';
import type { OutboundRequest } from '@tessera/platform';

/** How API calls name themselves to the endpoint. */
export const API_CALL_USER_AGENT = 'Tessera-API-call/1.0';

/**
 * The body's fields from the field mapping: each key with the row's value of the column it names
 * ('' when the row has no such column), in the mapping's order.
 */
export function mappedFields(
  mapping: ActionButton['field_mapping'],
  row: Readonly<Record<string, string>>,
): [string, string][] {
  return mapping.map(({ key, value }) => [key, Object.hasOwn(row, value) ? row[value]! : '']);
}

async function bodyOf(
  type: ActionButton['body_type'],
  fields: readonly [string, string][],
): Promise<{ body: Buffer; contentType: string }> {
  if (type === 'JSON') {
    return {
      body: Buffer.from(JSON.stringify(Object.fromEntries(fields))),
      contentType: 'application/json',
    };
  }
  // multipart/form-data, encoded (with its boundary) as fetch encodes a FormData body.
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/**
 * The POST an API call button sends for a row (block-configuration §7): the body built from the
 * field mapping as JSON or form data, and the token (opened on the server, never seen by a
 * browser) as a bearer token or in the owner's custom header.
 */
export async function apiCallRequest(
  action: ActionButton,
  row: Readonly<Record<string, string>>,
  token: string | null,
): Promise<OutboundRequest> {
  const { body, contentType } = await bodyOf(
    action.body_type,
    mappedFields(action.field_mapping, row),
  );
  const headers: Record<string, string> = {
    'user-agent': API_CALL_USER_AGENT,
    accept: '*/*',
  };
  const credentialHeaders: string[] = [];
  if (token !== null && action.authorization_method === 'Bearer Token') {
    headers['authorization'] = `Bearer ${token}`;
    credentialHeaders.push('authorization');
  } else if (token !== null && action.authorization_method === 'Custom Header') {
    const name = action.custom_header.trim().toLowerCase();
    headers[name] = token;
    credentialHeaders.push(name);
  }
  // The body's type is the server's to say, whatever header the owner named.
  headers['content-type'] = contentType;
  return { url: action.api_endpoint.trim(), method: 'POST', headers, credentialHeaders, body };
}
