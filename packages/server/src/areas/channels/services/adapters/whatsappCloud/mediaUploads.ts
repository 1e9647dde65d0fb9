import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { templateParts, type TemplateComponent } from '@parley/api-client/contract';
import { safeFetch, SafeFetchError } from '../../../../../services/safeFetch.ts';
import { ProviderFailure } from '../providerFailure.ts';
import type { AdapterChannel, OutboundMessage } from '../types.ts';
import type { GraphRequest } from './graphClient.ts';

/*
 * Getting our files to Meta. A library file's address only opens with a short-lived access id and usually not
 * from the internet at all (a console on a private network), so a message's library media is uploaded to the
 * phone number (POST /<PHONE_NUMBER_ID>/media, multipart) and sent by the id Meta answers; ids are kept per channel
 * and file and reused while Meta keeps the upload (30 days). A template's media header needs a sample as an upload
 * handle: the app's resumable upload (POST /<APP_ID>/uploads, then POST /<session> with the bytes) answers one.
 * Addresses outside the library still go by link for messages; for a sample their bytes are fetched, refusing
 * private addresses (services/safeFetch.ts).
 */

/** A file of the enterprise's attachment library. */
export interface LibraryMedia {
  fileId: string;
  name: string;
  mimeType: string;
  size: number;
  open(): Promise<Readable | null>;
}

/** The attachment library and the uploads made from it, as the adapter needs them (libraryMedia.ts). */
export interface MediaLibrary {
  /** The enterprise's library file an address names; null for an address outside the library. */
  find(enterpriseId: string, address: string): Promise<LibraryMedia | null>;
  /** Meta's id of this file's upload to this channel, while it is still usable. */
  uploadedId(channelId: string, fileId: string): Promise<string | null>;
  remember(channel: AdapterChannel, fileId: string, mediaId: string): Promise<void>;
}

export type GraphCaller = <T>(channel: AdapterChannel, request: GraphRequest) => Promise<T>;

/** The largest sample fetched from an address outside the library (Meta's video limit). */
export const SAMPLE_FETCH_MAX_BYTES = 16 * 1024 * 1024;
/** Meta's upload session id: `upload:<opaque>`, possibly with a `?sig=` query. */
const UPLOAD_SESSION = /^upload:[^/?#\s]+(\?[^#\s]*)?$/;

/** The media addresses a message carries: its media, a template's header media, each carousel card's. */
export function mediaAddresses(message: OutboundMessage): string[] {
  if (message.kind === 'media') return [message.media.url];
  if (message.kind !== 'template') return [];
  const { values } = message;
  return [values.media?.url, ...(values.cards ?? []).map((c) => c.media?.url)].filter(
    (a): a is string => typeof a === 'string' && a !== '',
  );
}

/** The media header samples a template's components name (its header, its carousel cards' headers). */
export function sampleAddresses(components: readonly TemplateComponent[]): string[] {
  const parts = templateParts(components);
  const headers = [parts.header, ...(parts.cards ?? []).map((card) => templateParts(card.components).header)];
  return headers
    .filter((h) => h && h.format !== 'TEXT' && h.resourceUrl)
    .map((h) => (h as { resourceUrl: string }).resourceUrl);
}

/**
 * Uploads the message's library media that this channel has no usable upload of, and answers each library
 * address's media id. Addresses outside the library are left to go by link.
 */
export async function uploadLibraryMedia(
  call: GraphCaller,
  library: MediaLibrary,
  channel: AdapterChannel,
  addresses: readonly string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const address of new Set(addresses)) {
    const file = await library.find(channel.enterpriseId, address);
    if (!file) continue;
    ids.set(address, await uploadedOnce(call, library, channel, file));
  }
  return ids;
}

/**
 * Uploads in flight in this process, by channel and file: a broadcast's first sends all carry the same file, and
 * they wait for one upload instead of each making its own. (Another process may upload it too; both ids work.)
 */
const inFlight = new Map<string, Promise<string>>();

async function uploadedOnce(
  call: GraphCaller,
  library: MediaLibrary,
  channel: AdapterChannel,
  file: LibraryMedia,
): Promise<string> {
  const key = `${channel.id}/${file.fileId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const upload = (async () => {
    const known = await library.uploadedId(channel.id, file.fileId);
    if (known) return known;
    const mediaId = await uploadToPhoneNumber(call, channel, file);
    await library.remember(channel, file.fileId, mediaId);
    return mediaId;
  })();
  inFlight.set(key, upload);
  try {
    return await upload;
  } finally {
    inFlight.delete(key);
  }
}

async function uploadToPhoneNumber(call: GraphCaller, channel: AdapterChannel, file: LibraryMedia): Promise<string> {
  const bytes = await file.open();
  if (!bytes) throw new ProviderFailure('mediaUnusable', { detail: `${file.name} is no longer in the library` });
  const form = multipartBody({ messaging_product: 'whatsapp', type: file.mimeType }, file, bytes);
  let answer: { id?: unknown };
  try {
    answer = await call<{ id?: unknown }>(channel, {
      method: 'POST',
      path: [channel.data.phoneNumberId ?? '', 'media'],
      upload: { bytes: form.body, contentType: form.contentType },
    });
  } finally {
    // A refused or failed call may not have read the file to its end: its handle is let go either way.
    bytes.destroy();
  }
  if (typeof answer.id !== 'string' || !answer.id)
    throw new ProviderFailure('providerError', { detail: 'the upload answer named no media id' });
  return answer.id;
}

/** A multipart/form-data body streamed around the file's bytes (Meta's media upload takes `file` last). */
function multipartBody(
  fields: Record<string, string>,
  file: Pick<LibraryMedia, 'name' | 'mimeType'>,
  bytes: Readable,
): { body: Readable; contentType: string } {
  const boundary = `----ParleyUpload${randomBytes(16).toString('hex')}`;
  // A file name cannot break out of its quoted header: quotes and line breaks are replaced.
  const fileName = file.name.replace(/["\r\n\\]/g, '_');
  async function* parts() {
    for (const [name, value] of Object.entries(fields))
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${file.mimeType}\r\n\r\n`,
    );
    yield* bytes;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { body: Readable.from(parts()), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Where a template sample's bytes come from, with their size and type. */
interface SampleBytes {
  body: Readable | Buffer;
  size: number;
  mimeType: string;
  name: string;
}

async function sampleBytes(
  library: MediaLibrary,
  channel: AdapterChannel,
  address: string,
  fetchOptions: { allowPrivate: boolean; timeoutMs: number },
): Promise<SampleBytes> {
  const file = await library.find(channel.enterpriseId, address);
  if (file) {
    const body = await file.open();
    if (!body) throw new ProviderFailure('mediaUnusable', { detail: `${file.name} is no longer in the library` });
    return { body, size: file.size, mimeType: file.mimeType, name: file.name };
  }
  try {
    const fetched = await safeFetch(address, { maxBytes: SAMPLE_FETCH_MAX_BYTES, ...fetchOptions });
    if (!fetched.contentType) throw new SafeFetchError('status', 'no content type');
    return { body: fetched.bytes, size: fetched.bytes.length, mimeType: fetched.contentType, name: fetched.fileName };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    throw new ProviderFailure('mediaUnusable', { detail: sampleRefusal(error) });
  }
}

function sampleRefusal(error: SafeFetchError): string {
  switch (error.reason) {
    case 'address':
      return 'the sample must be an https:// or http:// address';
    case 'blocked':
      return 'the sample address is on a private network; choose the file from the attachment library';
    case 'tooLarge':
      return 'the sample is larger than 16 MB; choose it from the attachment library';
    case 'timedOut':
      return 'the sample address did not answer in time';
    default:
      return `the sample could not be fetched (${error.detail || error.reason})`;
  }
}

/**
 * Upload handles for a template's media samples, by address, through the app's resumable upload. Needs the
 * channel's App id.
 */
export async function uploadSamples(
  call: GraphCaller,
  library: MediaLibrary,
  channel: AdapterChannel,
  addresses: readonly string[],
  fetchOptions: { allowPrivate: boolean; timeoutMs: number },
): Promise<Map<string, string>> {
  const handles = new Map<string, string>();
  if (!addresses.length) return handles;
  const appId = channel.data.appId ?? '';
  if (!/^[0-9]{1,30}$/.test(appId)) throw new ProviderFailure('appIdRequired');
  for (const address of new Set(addresses)) {
    const sample = await sampleBytes(library, channel, address, fetchOptions);
    try {
      handles.set(address, await uploadSample(call, channel, appId, sample));
    } finally {
      if (!Buffer.isBuffer(sample.body)) sample.body.destroy();
    }
  }
  return handles;
}

/** One sample through the app's resumable upload: a session, then the bytes; Meta answers the handle. */
async function uploadSample(call: GraphCaller, channel: AdapterChannel, appId: string, sample: SampleBytes) {
  const session = await call<{ id?: unknown }>(channel, {
    method: 'POST',
    path: [appId, 'uploads'],
    query: { file_name: sample.name.slice(0, 200), file_length: String(sample.size), file_type: sample.mimeType },
  });
  const id = typeof session.id === 'string' ? session.id : '';
  if (!UPLOAD_SESSION.test(id))
    throw new ProviderFailure('providerError', { detail: 'the upload session answer named no session' });
  const [path, query = ''] = id.split('?') as [string, string?];
  const uploaded = await call<{ h?: unknown }>(channel, {
    method: 'POST',
    path: [path],
    query: Object.fromEntries(new URLSearchParams(query)),
    authScheme: 'OAuth',
    upload: {
      bytes: sample.body,
      contentType: 'application/octet-stream',
      headers: { file_offset: '0', 'content-length': String(sample.size) },
    },
  });
  if (typeof uploaded.h !== 'string' || !uploaded.h)
    throw new ProviderFailure('providerError', { detail: 'the upload answer named no handle' });
  return uploaded.h;
}
