import type { UploadMedia } from '@tessera/blocks/settings';
import type { BlockMediaResponse } from '@tessera/contracts';
import { httpClient } from '../../../api/httpClient.js';
import { errorMessageOf } from '../../../api/errorMessage.js';

/**
 * POST /api/block-media/{kind}: a file for a block's settings, kept by the media service. The
 * server's refusal (a file of another kind, too large, a full workspace) becomes the error's message.
 */
export const uploadBlockMedia: UploadMedia = async (kind, file) => {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const response = await httpClient.post<BlockMediaResponse>(`/api/block-media/${kind}`, body);
    return { url: response.data.url, content_type: response.data.content_type };
  } catch (error) {
    throw new Error(errorMessageOf(error));
  }
};
