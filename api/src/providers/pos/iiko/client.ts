// The iikoCloud transport API client: one access token per API login, taken before it expires
// (iiko's live about an hour; we renew after `tokenLifetimeMs`, 45 minutes by default) and again
// on a 401 (a token the POS dropped early); a 429 waits the Retry-After it names (capped) and
// tries again. Anything else that is not 2xx is an IikoError; a POS that cannot be reached is an
// IikoUnavailable, which the caller's job retries.
import type {
  AccessTokenResponse,
  CommandStatusResponse,
  DeliveriesByIdResponse,
  DeliveryCreateRequest,
  DeliveryCreateResponse,
  NomenclatureResponse,
  OrganizationsResponse,
  StopListsResponse,
  TerminalGroupsResponse,
} from './types';

export const IIKO_DEFAULT_URL = 'https://api-ru.iiko.services';

export class IikoError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`iikoCloud answered ${status}: ${description}`);
    this.name = 'IikoError';
  }
}

/** The POS is down or too slow: nothing was decided, try again later. */
export class IikoUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IikoUnavailable';
  }
}

export interface IikoClientOptions {
  baseUrl: string;
  apiLogin: string;
  tokenLifetimeMs?: number;
  /** The longest a 429 is waited out before giving up (the job retries later). */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const RATE_LIMIT_TRIES = 3;

export class IikoClient {
  private token: { value: string; takenAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private readonly lifetime: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: IikoClientOptions) {
    this.lifetime = options.tokenLifetimeMs ?? 45 * 60_000;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  organizations(organizationIds?: string[]) {
    return this.call<OrganizationsResponse>('/api/1/organizations', {
      organizationIds: organizationIds ?? null,
      returnAdditionalInfo: false,
      includeDisabled: false,
    });
  }

  terminalGroups(organizationIds: string[]) {
    return this.call<TerminalGroupsResponse>('/api/1/terminal_groups', {
      organizationIds,
      includeDisabled: false,
    });
  }

  nomenclature(organizationId: string, startRevision?: number) {
    return this.call<NomenclatureResponse>('/api/1/nomenclature', { organizationId, startRevision });
  }

  stopLists(organizationIds: string[], terminalGroupsIds?: string[]) {
    return this.call<StopListsResponse>('/api/1/stop_lists', { organizationIds, terminalGroupsIds });
  }

  createDelivery(request: DeliveryCreateRequest) {
    return this.call<DeliveryCreateResponse>('/api/1/deliveries/create', request);
  }

  commandStatus(organizationId: string, correlationId: string) {
    return this.call<CommandStatusResponse>('/api/1/commands/status', { organizationId, correlationId });
  }

  deliveriesById(organizationId: string, orderIds: string[]) {
    return this.call<DeliveriesByIdResponse>('/api/1/deliveries/by_id', { organizationId, orderIds });
  }

  updateWebhookSettings(organizationId: string, webHooksUri: string, authToken: string) {
    return this.call<{ correlationId: string }>('/api/1/webhooks/update_settings', {
      organizationId,
      webHooksUri,
      authToken,
    });
  }

  /** A documented call with a live token, renewed once on 401 and waited on 429. */
  async call<T>(path: string, body: unknown): Promise<T> {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const response = await this.post(path, body, token);
      if (response.status === 401 && !renewed) {
        renewed = true;
        if (this.token?.value === token) this.token = null;
        continue;
      }
      if (response.status === 429 && attempt < RATE_LIMIT_TRIES) {
        const seconds = Number(response.headers.get('retry-after'));
        const wait = Math.min(
          Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000,
          this.options.maxRetryAfterMs ?? 5000,
        );
        await this.sleep(wait);
        continue;
      }
      return this.read<T>(response);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() - this.token.takenAt < this.lifetime) return this.token.value;
    // One renewal at a time: concurrent calls wait for the same token.
    this.pending ??= (async () => {
      try {
        const takenAt = this.now();
        const response = await this.post('/api/1/access_token', { apiLogin: this.options.apiLogin });
        const { token } = await this.read<AccessTokenResponse>(response);
        this.token = { value: token, takenAt };
        return token;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  private async post(path: string, body: unknown, token?: string): Promise<Response> {
    try {
      return await fetch(new URL(path, this.options.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new IikoUnavailable(`iikoCloud could not be reached (${path}).`, { cause: error });
    }
  }

  private async read<T>(response: Response): Promise<T> {
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status >= 500 || response.status === 429)
      throw new IikoUnavailable(`iikoCloud answered ${response.status}.`);
    if (!response.ok) {
      const description =
        (parsed as { errorDescription?: string } | null)?.errorDescription ??
        (text.slice(0, 200) || response.statusText);
      throw new IikoError(response.status, description);
    }
    return parsed as T;
  }
}
