import { Inject, Injectable } from '@nestjs/common';
import {
  apiCallProblem,
  blockActionFor,
  sealedSecretKey,
  settingAt,
  type ActionButton,
} from '@tessera/domain';
import {
  CACHE,
  CONFIG,
  OutboundAddressPolicy,
  OutboundError,
  RateLimiter,
  SECRET_BOX,
  sendOutbound,
  signInAddress,
  DEFAULT_OUTBOUND_LIMITS,
  type CachePort,
  type OutboundLimits,
  type SecretBox,
  type TesseraConfig,
} from '@tessera/platform';
import type { RowWriter } from '../row-writes/row-writes.service.js';
import { SheetAccess } from '../sheet-data/sheet-access.js';
import { SheetSnapshots } from '../sheet-data/sheet-snapshots.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { visibleRow } from '../sheet-data/visible-row.js';
import { apiCallRequest } from './api-call-request.js';

const API_CALL_WINDOW_MS = 60_000;
/** One visitor's share of a workspace's calls per minute: one cannot use them all up. */
const API_CALLS_PER_ADDRESS_SHARE = 3;

/**
 * API call buttons (block-configuration §3, §7), run on the server: the caller names the block,
 * which of its action buttons, and the row; the server checks that the button is an API call this
 * caller may use on a row the block shows them, builds the POST from the row's values, opens the
 * sealed token, and sends it to the owner's endpoint through the outbound guard (public addresses
 * only, on every hop). Only whether it worked is answered: never the endpoint's reply.
 */
@Injectable()
export class ApiCallsService {
  private readonly limiter: RateLimiter;
  private readonly policy: OutboundAddressPolicy;
  private readonly limits: OutboundLimits;

  constructor(
    private readonly access: SheetAccess,
    private readonly snapshots: SheetSnapshots,
    @Inject(SECRET_BOX) private readonly secrets: SecretBox,
    @Inject(CACHE) cache: CachePort,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {
    this.limiter = new RateLimiter(cache);
    this.policy = new OutboundAddressPolicy(config.API_CALL_ALLOWED_ADDRESSES);
    this.limits = { ...DEFAULT_OUTBOUND_LIMITS, timeoutMs: config.API_CALL_TIMEOUT_MS };
  }

  async send(
    { context, viewer }: RowWriter,
    title: string,
    rowId: string,
    blockId: string,
    index: number,
    ip: string,
  ): Promise<{ sent: true }> {
    const block = await this.access.block(context, blockId);
    const action =
      block.settings['sheet_title'] === title
        ? blockActionFor(block, index, 'API call', { admin: context.member })
        : null;
    if (!action) throw SheetsError.actionRefused();
    const sealed = settingAt(block.settings, ['actions', index, sealedSecretKey('token')]);
    const problem = apiCallProblem(action, typeof sealed === 'string');
    if (problem) throw SheetsError.apiCallNotReady(problem);

    const sheet = await this.snapshots.current({
      workspaceId: context.workspaceId,
      spreadsheetId: context.spreadsheetId,
      title,
    });
    const row = visibleRow(sheet, rowId, block, viewer);
    await this.takeTurn(context.workspaceId, ip);
    const token = await this.tokenOf(action, sealed);
    const request = await apiCallRequest(action, row.values, token);
    const status = await this.sent(request);
    if (status < 200 || status > 299)
      throw SheetsError.apiCallFailed(`the endpoint answered ${status}.`);
    return { sent: true };
  }

  private async tokenOf(action: ActionButton, sealed: unknown): Promise<string | null> {
    if (action.authorization_method === 'No Auth' || typeof sealed !== 'string') return null;
    try {
      return await this.secrets.open(sealed);
    } catch {
      // Sealed with a key this server no longer has: as good as no token.
      throw SheetsError.apiCallNotReady(
        "This API call's token can no longer be read: its owner must enter it again.",
      );
    }
  }

  private async sent(request: Parameters<typeof sendOutbound>[0]): Promise<number> {
    try {
      return (await sendOutbound(request, this.policy, this.limits)).status;
    } catch (error) {
      if (error instanceof OutboundError)
        throw SheetsError.apiCallFailed(lowerFirst(error.message));
      throw error;
    }
  }

  /**
   * Calls are counted per workspace, all its apps, boards and visitors together, and per address
   * within it (a third of the workspace's, at least one), so one visitor cannot use them all up.
   */
  private async takeTurn(workspaceId: string, ip: string): Promise<void> {
    const perMinute = this.config.API_CALLS_PER_MINUTE;
    const visitor = await this.limiter.consume(
      `api-calls:${workspaceId}:${signInAddress(ip)}`,
      Math.max(1, Math.floor(perMinute / API_CALLS_PER_ADDRESS_SHARE)),
      API_CALL_WINDOW_MS,
    );
    if (!visitor.allowed) throw SheetsError.tooManyApiCalls(visitor.retryAfterMs);
    const workspace = await this.limiter.consume(
      `api-calls:${workspaceId}`,
      perMinute,
      API_CALL_WINDOW_MS,
    );
    if (!workspace.allowed) throw SheetsError.tooManyApiCalls(workspace.retryAfterMs);
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
