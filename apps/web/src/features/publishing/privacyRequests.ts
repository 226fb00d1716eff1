import type { AppDto } from '@tessera/contracts';
import { httpClient } from '../../api/httpClient.js';
import type { PrivacyRequests } from './privacySaga.js';

export const privacyRequests: PrivacyRequests = {
  currentLocation: () => ({
    protocol: window.location.protocol,
    host: window.location.host,
    pathname: window.location.pathname,
  }),
  async appInfo(appName) {
    const response = await httpClient.post<{ app: { id: string; name: string } }>(
      '/api/app/app-info',
      { appName },
    );
    return response.data.app;
  },
  async savePrivacy(appId, body) {
    const response = await httpClient.put<{ app: AppDto }>(
      `/api/apps/${encodeURIComponent(appId)}`,
      body,
    );
    return response.data.app;
  },
  async issueHandoff(appId) {
    const response = await httpClient.get<{ token: string }>('/api/auth/handoff', {
      params: { appId },
    });
    return response.data;
  },
  navigate: (url) => window.location.assign(url),
};
