import type { DataOf, EndpointDef, InputOf } from '../contract/endpoint.ts';
import { ACCESS_DENIED_CODE, SUCCESS_CODE } from '../contract/envelopeCodes.ts';
import type { Endpoints, EndpointId } from '../contract/index.ts';
import { SERVICE_PREFIXES, type EndpointRoute, type Service } from '../contract/endpointRoute.ts';
import { ENDPOINT_ROUTES } from '../contract/endpointRoutes.ts';
import { Messages } from '../contract/messages.ts';
import { fillPath, toFormData, toSearchParams } from './encode.ts';
import { ApiError, type FieldError } from './errors.ts';

export interface ApiClientConfig {
  /** Where the API lives, e.g. `/api` or `https://console.example.com/api`. */
  baseUrl: string;
  /** URL prefix of each service below baseUrl; defaults: api '', nlp 'nlp', chat 'chat'. */
  prefixes?: Partial<Record<Service, string>>;
  /** Reads the current session token (or API key); null when signed out. */
  getToken?: () => string | null | undefined;
  /** The token header; our server reads `Authorization: Bearer <token>`. */
  authHeader?: { name: string; format: (token: string) => string };
  fetch?: typeof fetch;
  /** Called once per failed call that means the session is over (401 login_required, 403 without 1403). */
  onSessionExpired?: (message: string) => void;
  /** Called when a call fails because the browser is offline. */
  onOffline?: (message: string) => void;
}

export interface ApiResult<D> {
  data: D;
  message: string;
  code: number;
  /** Binary answers only: their headers, which carry what the file itself cannot (e.g. export warnings). */
  headers?: Headers;
}

export interface ApiClient {
  readonly config: ApiClientConfig;
  /** The absolute or root-relative URL of an endpoint, with path parameters filled. */
  url(endpoint: EndpointDef, params?: Record<string, unknown>, query?: Record<string, unknown>): string;
  call<E extends EndpointDef>(endpoint: E, input?: InputOf<E>): Promise<ApiResult<DataOf<E>>>;
}

/** The client's default prefixes: the server's own (contract SERVICE_PREFIXES). */
export const DEFAULT_PREFIXES: Readonly<Record<Service, string>> = SERVICE_PREFIXES;

const DEFAULT_AUTH_HEADER = { name: 'Authorization', format: (token: string) => `Bearer ${token}` };

interface EnvelopeLike {
  status?: boolean;
  code?: number | string;
  message?: string;
  data?: unknown;
  login_required?: boolean;
  errors?: FieldError[];
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const prefixes = { ...DEFAULT_PREFIXES, ...config.prefixes };
  const authHeader = config.authHeader ?? DEFAULT_AUTH_HEADER;
  const doFetch = (...args: Parameters<typeof fetch>) => (config.fetch ?? globalThis.fetch)(...args);

  function url(endpoint: EndpointDef, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
    const base = config.baseUrl.replace(/\/+$/, '');
    const prefix = prefixes[endpoint.service].replace(/^\/+|\/+$/g, '');
    const path = fillPath(endpoint.path, params);
    const search = toSearchParams(query).toString();
    return [base, prefix, path].filter(Boolean).join('/') + (search ? `?${search}` : '');
  }

  async function call<E extends EndpointDef>(endpoint: E, input?: InputOf<E>): Promise<ApiResult<DataOf<E>>> {
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: Record<string, unknown>;
      signal?: AbortSignal;
    };
    const headers = new Headers({ Accept: 'application/json' });
    const token = config.getToken?.();
    if (token) headers.set(authHeader.name, authHeader.format(token));

    let requestBody: BodyInit | undefined;
    if (endpoint.encoding === 'json') {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body ?? {});
    } else if (endpoint.encoding === 'form') {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      requestBody = toSearchParams(body).toString();
    } else if (endpoint.encoding === 'multipart') {
      // The browser sets the multipart boundary itself, so no content-type here.
      requestBody = toFormData(body);
    }

    const target = url(endpoint, params, query);
    let response: Response;
    try {
      response = await doFetch(target, {
        method: endpoint.method,
        headers,
        body: requestBody,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (offline) config.onOffline?.(Messages.offline);
      throw new ApiError(offline ? Messages.offline : Messages.somethingWentWrong, { kind: 'network' });
    }
    return readResponse(endpoint, response);
  }

  async function readResponse<E extends EndpointDef>(endpoint: E, response: Response): Promise<ApiResult<DataOf<E>>> {
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    if (response.ok && endpoint.responseKind === 'text' && !isJson) {
      return { data: (await response.text()) as DataOf<E>, message: '', code: SUCCESS_CODE };
    }
    if (response.ok && endpoint.responseKind === 'binary' && !isJson) {
      return { data: (await response.blob()) as DataOf<E>, message: '', code: SUCCESS_CODE, headers: response.headers };
    }
    const envelope = (isJson ? await response.json().catch(() => null) : null) as EnvelopeLike | null;
    const code = envelope?.code === undefined ? undefined : Number(envelope.code);

    if (
      response.status === 401 ||
      envelope?.login_required === true ||
      (response.status === 403 && code !== ACCESS_DENIED_CODE)
    ) {
      config.onSessionExpired?.(Messages.sessionExpired);
      throw new ApiError(Messages.sessionExpired, { kind: 'session-expired', httpStatus: response.status, code });
    }
    if (code === ACCESS_DENIED_CODE) {
      throw new ApiError(envelope?.message || Messages.accessDenied, {
        kind: 'access-denied',
        code,
        httpStatus: response.status,
      });
    }
    if (!envelope) throw new ApiError(Messages.somethingWentWrong, { httpStatus: response.status });
    const succeeded = code === undefined ? envelope.status === true && response.ok : code === SUCCESS_CODE;
    if (!succeeded) {
      throw new ApiError(envelope.message ?? Messages.somethingWentWrong, {
        code,
        httpStatus: response.status,
        errors: envelope.errors,
      });
    }
    return { data: envelope.data as DataOf<E>, message: envelope.message ?? '', code: SUCCESS_CODE };
  }

  return { config, url, call };
}

/** One typed function per endpoint id: `api.listAgents({ query })`. */
export type BoundApi = {
  [K in EndpointId]: (input?: InputOf<Endpoints[K]>) => Promise<ApiResult<DataOf<Endpoints[K]>>>;
};

/**
 * Binds every endpoint through its route (ENDPOINT_ROUTES): what a call needs, without the contract's schemas,
 * which would otherwise come with the client into every page of the console.
 */
export function bindEndpoints(client: ApiClient): BoundApi {
  const bound: Record<string, unknown> = {};
  for (const [id, route] of Object.entries(ENDPOINT_ROUTES) as [string, EndpointRoute][]) {
    bound[id] = (input?: InputOf<EndpointDef>) => client.call(route as EndpointDef, input);
  }
  return bound as BoundApi;
}
