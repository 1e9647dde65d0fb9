import type { Visibility } from '@parley/api-client';
import {
  attachmentsData,
  fake,
  seedArtifact,
  seedBucket,
  type FakeArtifact,
  type FakeBucket,
} from '@parley/api-client/fake';

/*
 * Attachments, buckets and file bytes for the attachment stories (story code only, never imported by a screen).
 * Every seed goes into the fake's current store, which each story starts afresh.
 */

/** A 1 × 1 PNG that browsers draw: the seeded images' thumbnails show a picture. */
const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * A PNG's signature and header chunk (IHDR) for an image of this size, and nothing more: the upload reads the
 * type and the size from these bytes alone, so a story can claim any size in 33 bytes.
 */
export function pngHeaderBytes(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A real, drawable 1 × 1 PNG file. */
export const pngFile = (name = 'storefront.png') => new File([PIXEL_PNG], name, { type: 'image/png' });

/** A PNG that claims to be `width` × `height`: bigger than the message limits when asked. */
export const largePngFile = (name = 'banner.png', width = 2000, height = 2000) =>
  new File([pngHeaderBytes(width, height) as BlobPart], name, { type: 'image/png' });

/** Plain text named and typed as a PNG: the browser accepts it, its content does not. */
export const textNamedPng = (name = 'notes.png') =>
  new File(['These are meeting notes, not a picture.'], name, { type: 'image/png' });

/** A tiny PDF (its signature is what counts). */
export const pdfFile = (name = 'price-list.pdf') =>
  new File(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], name, { type: 'application/pdf' });

/** Plain text: a document, but not a PDF. */
export const textFile = (name = 'notes.txt') => new File(['Opening hours: 9 to 5.'], name, { type: 'text/plain' });

let seededFiles = 0;

/** Stores a file in the fake, as an upload would, and returns its id. */
function storeFile(name: string, mimeType: string, bytes: Uint8Array, size?: { width: number; height: number }) {
  const id = `file-story-${(seededFiles += 1)}`;
  attachmentsData(fake.store).files.push({ id, eId: 'ent1', name, mimeType, bytes, ...(size ?? {}) });
  return id;
}

type SeedOptions = { visibility?: Visibility; bucketId?: string | null; createdBy?: string; desc?: string };

function fileArtifact(
  type: 'IMAGE' | 'VIDEO' | 'AUDIO' | 'DOC',
  name: string,
  mimeType: string,
  bytes: Uint8Array,
  { desc, ...options }: SeedOptions = {},
): FakeArtifact {
  const size = type === 'IMAGE' ? { width: 1, height: 1 } : undefined;
  const fileId = storeFile(name, mimeType, bytes, size);
  return seedArtifact(
    fake.store,
    {
      type,
      name,
      ...(desc ? { desc } : {}),
      fileId,
      fileName: name,
      mimeType,
      size: bytes.length,
      url: `e/drive/files/${fileId}`,
      ...(size ?? {}),
    },
    options,
  );
}

export const seedImage = (name: string, options?: SeedOptions) =>
  fileArtifact('IMAGE', name, 'image/png', PIXEL_PNG, options);

export const seedVideo = (name: string, options?: SeedOptions) =>
  fileArtifact('VIDEO', name, 'video/mp4', new TextEncoder().encode('\0\0\0\x18ftypmp42'), options);

export const seedPdf = (name: string, options?: SeedOptions) =>
  fileArtifact('DOC', name, 'application/pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), options);

export const seedTextDocument = (name: string, options?: SeedOptions) =>
  fileArtifact('DOC', name, 'text/plain', new TextEncoder().encode('Opening hours: 9 to 5.'), options);

export const seedLocation = (name: string, address: string, options?: SeedOptions) =>
  seedArtifact(
    fake.store,
    { type: 'LOCATION', name, address, ...(options?.desc ? { desc: options.desc } : {}) },
    options,
  );

export const seedMessage = (name: string, text: string, options?: SeedOptions) =>
  seedArtifact(fake.store, { type: 'MSG', name, text, ...(options?.desc ? { desc: options.desc } : {}) }, options);

export const seedLink = (name: string, url: string, options?: SeedOptions) =>
  seedArtifact(fake.store, { type: 'URL', name, url, ...(options?.desc ? { desc: options.desc } : {}) }, options);

export const seedTag = (name: string, options?: SeedOptions) =>
  seedArtifact(fake.store, { type: 'TAG', name }, options);

/** Numbered public messages, for paging. */
export function seedManyMessages(count: number, visibility: Visibility = 'public'): void {
  for (let n = 1; n <= count; n++) seedMessage(`Greeting ${n}`, `Hello number ${n}`, { visibility });
}

export { seedBucket, type FakeBucket };

/**
 * A library of every kind: public ones of the enterprise's administrator and private ones of the signed-in
 * administrator, some in buckets. Oldest first: the lists answer newest first.
 */
export function seedLibrary() {
  const offers = seedBucket(fake.store, 'Spring offers');
  const drafts = seedBucket(fake.store, 'My drafts', 'private');
  const storefront = seedImage('storefront-photo-taken-at-the-spring-opening-2026.png', {
    desc: 'The shop front on opening day',
    bucketId: offers.id,
  });
  const video = seedVideo('welcome-tour.mp4', { desc: 'A one-minute tour' });
  const priceList = seedPdf('price-list.pdf', { desc: 'Prices for 2026', bucketId: offers.id });
  const store = seedLocation('Main store', '12 Harbour Road, Kochi');
  const greeting = seedMessage('Greeting', 'Hello! How can we help you today?');
  const site = seedLink('Website', 'https://shop.example.com/spring');
  const draft = seedMessage('Draft reply', 'We will call you back within the hour.', {
    visibility: 'private',
    bucketId: drafts.id,
  });
  const vip = seedTag('VIP', { visibility: 'private' });
  return { offers, drafts, storefront, video, priceList, store, greeting, site, draft, vip };
}
