import { usesToken, type ActionButton } from './action-buttons.js';
import { headerNameProblem } from './http-headers.js';

export const API_CALL_NEEDS_TOKEN =
  'This API call has no token stored: enter it in the action button, or it is not sent.';

/**
 * Why a saved API call button cannot be sent as it is, or null when it can: what the server
 * answers a visitor who uses it, and what the owner's editor says beside the button (visitors
 * still see the button, and get this message). `tokenStored`: a sealed token is kept for it.
 */
export function apiCallProblem(
  action: Pick<ActionButton, 'api_endpoint' | 'authorization_method' | 'custom_header'>,
  tokenStored: boolean,
): string | null {
  if (!/^https?:\/\//i.test(action.api_endpoint.trim()))
    return 'This API call has no endpoint: enter one starting with http:// or https://';
  if (action.authorization_method === 'Custom Header') {
    const header = action.custom_header.trim();
    if (!header) return 'This API call has no custom header name: enter it, or it is not sent.';
    const problem = headerNameProblem(header);
    if (problem) return problem;
    if (header.toLowerCase() === 'content-type')
      return 'The Content-Type header is set by the server from the body type: put the token in another header.';
  }
  if (usesToken(action.authorization_method) && !tokenStored) return API_CALL_NEEDS_TOKEN;
  return null;
}
