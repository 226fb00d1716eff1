import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, SECRET_BOX, type SecretBox, type TesseraConfig } from '@tessera/platform';
import {
  parseServiceAccountKey,
  refreshTokenCredential,
  serviceAccountCredential,
  type GoogleCredential,
} from '../connectors/google/google-credentials.js';
import { googleEndpoints, googleOAuthClient } from '../connectors/google/google-settings.js';
import { GoogleConnectionsError } from './google-connections.errors.js';
import type { GoogleConnectionRecord } from './google-connections.repository.js';

/** Opens a stored connection's sealed secret into an authorised Google client (server side only). */
@Injectable()
export class GoogleCredentials {
  constructor(
    @Inject(SECRET_BOX) private readonly secrets: SecretBox,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  async of(record: GoogleConnectionRecord): Promise<GoogleCredential> {
    const secret = await this.secrets.open(record.secret);
    const endpoints = googleEndpoints(this.config);
    if (record.kind === 'service_account')
      return serviceAccountCredential(parseServiceAccountKey(secret), endpoints);
    const client = googleOAuthClient(this.config);
    if (!client) throw GoogleConnectionsError.oauthUnavailable();
    return refreshTokenCredential(client, secret, record.label, endpoints);
  }
}
