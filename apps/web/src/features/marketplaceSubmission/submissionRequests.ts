import type { UploadedFileResponse } from '@tessera/contracts';
import { httpClient } from '../../api/httpClient.js';
import { storedAppId } from '../multipage/currentPageStorage.js';
import type { SubmissionRequests } from './submitTemplate.js';

export const submissionRequests: SubmissionRequests = {
  async canSubmitPaid() {
    const response = await httpClient.get<{ can_submit_paid: boolean }>(
      '/api/multipage/marketplace/check-stripe-submit-status',
    );
    return response.data.can_submit_paid === true;
  },
  async upload(field, file) {
    const body = new FormData();
    body.append(field, file, file.name);
    const response = await httpClient.post<UploadedFileResponse>('/api/upload-file', body);
    return response.data.url;
  },
  async submit(form) {
    await httpClient.put('/api/multipage/marketplace/review-request', { form });
  },
  storedAppId: () => storedAppId(),
};
