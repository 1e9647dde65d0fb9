/**
 * Files: the upload (platform-shell §7.3 "POST e/drive/upload", §5 upload rules) and the download opened by an
 * access id (§7.1 "download/getId … x-access-id").
 */
import {
  ALLOWED_UPLOADS,
  AttachmentMessages,
  DOWNLOAD_ACCESS_SECONDS,
  ErrorCodes,
  MAX_ATTACHMENT_BYTES,
  fileDownloadPath,
  formatBytes,
  withinImageLimits,
  type Endpoints,
} from '@parley/api-client/contract';
import { BinaryFile } from '../../../http/binary.ts';
import { currentUser, type Handler, type Handlers } from '../../../http/context.ts';
import { ApiError, fieldError, notFound } from '../../../http/errors.ts';
import { createDownloadAccess, enterpriseOfAccess } from '../services/downloadAccess.ts';
import { FileTooLarge } from '../services/fileStorage.ts';
import { findStoredFile, insertStoredFile } from '../services/storedFiles.ts';
import { receiveFile, type ReceivedFile } from '../services/uploadIntake.ts';
import { sweepUnusedFiles } from '../services/unusedFileSweep.ts';
import { UploadRefusal } from '../services/uploadInspection.ts';
import { imageLimitsOf } from './uploadFields.ts';

/**
 * This request's multipart bounds: one file, one byte past the largest upload (so the stream itself, not busboy's
 * silent truncation, is what finds a file too large), and a few short fields.
 */
const UPLOAD_LIMITS = { fileSize: MAX_ATTACHMENT_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 };

const tooLarge = (maxBytes: number) => new ApiError(413, 413, AttachmentMessages.tooLarge(formatBytes(maxBytes)));

/** The contract's answer to an upload refused on the way in; other errors pass unchanged. */
function refusalOf(error: unknown): unknown {
  if (error instanceof UploadRefusal)
    return error.reason === 'format'
      ? fieldError('file', AttachmentMessages.invalidFileFormat)
      : tooLarge(error.maxBytes);
  if (error instanceof FileTooLarge) return tooLarge(error.maxBytes);
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(MAX_ATTACHMENT_BYTES);
  return error;
}

export const uploadFile: Handler<Endpoints['uploadFile']> = async (ctx) => {
  const user = currentUser(ctx);
  const request = ctx.request;
  if (!request.isMultipart()) throw fieldError('file', AttachmentMessages.invalidFileFormat);
  const fields: Record<string, unknown> = {};
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      // A file under another name is refused rather than read to its end (busboy would keep reading past a limit).
      if (part.fieldname !== 'file' || received) throw fieldError('file', AttachmentMessages.invalidFileFormat);
      received = await receiveFile(ctx.files, user.enterpriseId, part);
    }
    if (!received) throw fieldError('file', AttachmentMessages.invalidFileFormat);
    // The fields may follow the file in the body, so the image rule is applied once the whole request is read.
    const limits = imageLimitsOf(fields);
    if (limits && received.dimensions && !withinImageLimits(received.dimensions, received.size, limits))
      throw fieldError('file', AttachmentMessages.imageTooLarge);
    await insertStoredFile(ctx.db, {
      id: received.fileId,
      enterpriseId: user.enterpriseId,
      uploadedBy: user.id,
      name: received.name,
      mimeType: received.mimeType,
      size: received.size,
      dimensions: received.dimensions,
      storageKey: received.storageKey,
    });
  } catch (error) {
    if (received) await ctx.files.delete(received.storageKey).catch(() => undefined);
    // Refused before the body ended: the rest is not read, and the connection closes after the answer.
    if (!request.raw.readableEnded) ctx.reply.header('connection', 'close');
    throw refusalOf(error);
  }
  // Each upload clears away the enterprise's abandoned ones, so they cannot pile up unseen.
  await sweepUnusedFiles(ctx.db, ctx.files, ctx.request.log, user.enterpriseId).catch((error: unknown) => {
    ctx.request.log.warn({ reason: (error as Error).message }, 'unused file sweep failed');
  });
  return {
    fileId: received.fileId,
    fileName: received.name,
    mimeType: received.mimeType,
    dataType: ALLOWED_UPLOADS[received.mimeType].dataType,
    size: received.size,
    ...(received.dimensions ?? {}),
    url: fileDownloadPath(received.fileId),
  };
};

export const getDownloadAccessId: Handler<Endpoints['getDownloadAccessId']> = async (ctx) =>
  createDownloadAccess(ctx.db, currentUser(ctx));

/**
 * What a browser may do with a file it opens: nothing active. `sandbox` makes the document an inert, unique origin;
 * PDFs go without it because Chrome's and Safari's viewers refuse to run in a sandboxed document (the sniffed type
 * and nosniff keep a PDF from being read as anything else).
 */
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const PDF_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Shown in the browser: pictures, sound, video and PDFs; everything else is saved. */
const shownInline = (mimeType: keyof typeof ALLOWED_UPLOADS) =>
  mimeType === 'application/pdf' || ALLOWED_UPLOADS[mimeType].dataType !== 'DOC';

export const downloadFile: Handler<Endpoints['downloadFile']> = async (ctx) => {
  const enterpriseId = await enterpriseOfAccess(ctx.db, ctx.query['x-access-id']);
  // 403 with the access-denied code: an expired link is no expired session (platform-shell §4.1).
  if (!enterpriseId) throw new ApiError(403, ErrorCodes.accessDenied, AttachmentMessages.accessExpired);
  const file = await findStoredFile(ctx.db, enterpriseId, ctx.params.fileId);
  const body = file && (await ctx.files.get(file.storage_key));
  if (!file || !body) throw notFound(AttachmentMessages.fileNotFound);
  const contentType = file.mime_type === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime_type;
  return new BinaryFile(body, contentType, file.name, {
    disposition: shownInline(file.mime_type) ? 'inline' : 'attachment',
    headers: {
      'content-length': String(file.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': file.mime_type === 'application/pdf' ? PDF_POLICY : FILE_POLICY,
      // A file's bytes never change (a new upload is a new id); the address carries a short-lived access id.
      'cache-control': `private, max-age=${DOWNLOAD_ACCESS_SECONDS}`,
    },
  });
};

type FileIds = 'uploadFile' | 'getDownloadAccessId' | 'downloadFile';

export const fileHandlers: Pick<Handlers, FileIds> = { uploadFile, getDownloadAccessId, downloadFile };
