/** CSV uploads: the sample, the upload and its header mapping, the background import, the uploads and their errors (broadcast-and-customer-master §7). */
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import {
  CsvEncodingDetector,
  CustomerMessages,
  Messages,
  UPLOAD_ERROR_PAGE_SIZE,
  UPLOAD_PAGE_SIZE,
  SAMPLE_CSV_NAME,
  buildSampleCsv,
  csvHead,
  decodeCsvText,
  type CsvEncoding,
  type Endpoints,
} from '@parley/api-client/contract';
import { newId } from '../../../db/ids.ts';
import { BinaryFile } from '../../../http/binary.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { UPLOAD_COLUMNS, loadDefinitions, toUpload, type UploadDbRow } from '../services/customerMaster.ts';
import { NotFoundMessages } from '@parley/api-client/contract';
import { CHUNK_BYTES, HEAD_BYTES } from './shared.ts';

export const downloadSampleCsv: Handler<Endpoints['downloadSampleCsv']> = async (ctx) => {
  const defs = await loadDefinitions(ctx.db, currentUser(ctx).enterpriseId);
  return new BinaryFile(buildSampleCsv(defs), 'text/csv; charset=utf-8', SAMPLE_CSV_NAME);
};

/** A column name as shown and stored: trimmed, without U+0000 (which PostgreSQL cannot store). */
const headerName = (field: string) => field.replaceAll('\u0000', '').trim();

const fileRefused = (message: string) => badRequest(message, [{ field: 'file', message }]);

// A file part sent with an empty file name reaches us without one (busboy leaves it undefined).
const isCsv = (fileName: string | undefined, mimeType: string) =>
  (fileName ?? '').toLowerCase().endsWith('.csv') &&
  /^(text\/csv|text\/plain|application\/(vnd\.ms-excel|csv|octet-stream))/.test(mimeType || 'text/csv');

export const uploadCustomerCsv: Handler<Endpoints['uploadCustomerCsv']> = async (ctx) => {
  const { enterpriseId, id: userId } = currentUser(ctx);
  const request = ctx.request;
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let uploadId: string | null = null;
  let userHeaders: string[] | null = null;
  let fileEncoding: CsvEncoding | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || uploadId) {
        part.file.resume();
        continue;
      }
      if (!isCsv(part.filename, part.mimetype)) {
        part.file.resume();
        throw fileRefused(CustomerMessages.csvOnly);
      }
      const id = newId();
      uploadId = id;
      await ctx.db.query('INSERT INTO cm_uploads (id, enterprise_id, user_id, file_name) VALUES ($1, $2, $3, $4)', [
        id,
        enterpriseId,
        userId,
        part.filename.slice(0, 255),
      ]);
      const hash = createHash('sha256');
      const encoding = new CsvEncodingDetector(isUtf8);
      // The file's first bytes, read for its header row once its encoding is known (the file's end).
      const head: Buffer[] = [];
      let headBytes = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let seq = 0;
      let size = 0;
      const writeChunk = async () => {
        if (pendingBytes === 0) return;
        const bytes = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        // As base64 text: PGlite turns a bytea parameter into hex a byte at a time in JavaScript (seconds per 10 MB).
        await ctx.db.query(
          "INSERT INTO cm_upload_chunks (upload_id, seq, bytes) VALUES ($1, $2, decode($3, 'base64'))",
          [id, seq, bytes.toString('base64')],
        );
        seq += 1;
      };
      for await (const data of part.file as AsyncIterable<Buffer>) {
        hash.update(data);
        size += data.length;
        encoding.push(data);
        if (headBytes < HEAD_BYTES) {
          head.push(data.subarray(0, HEAD_BYTES - headBytes));
          headBytes += head[head.length - 1]!.length;
        }
        pending.push(data);
        pendingBytes += data.length;
        if (pendingBytes >= CHUNK_BYTES) await writeChunk();
      }
      if (part.file.truncated) throw new ApiError(413, 413, CustomerMessages.fileTooLarge);
      await writeChunk();
      fileEncoding = encoding.end();
      if (!fileEncoding) throw fileRefused(CustomerMessages.notText);
      // decodeCsvText drops a byte-order mark, which is not part of the first header's name.
      const headText = decodeCsvText(Buffer.concat(head, headBytes), fileEncoding);
      const { header, hasRows } = csvHead(headText, headBytes >= size);
      userHeaders = header?.map(headerName) ?? null;
      if (userHeaders?.some((h) => h !== '') && !hasRows) throw fileRefused(CustomerMessages.noRows);
      await ctx.db.query('UPDATE cm_uploads SET file_size = $2, file_sha256 = $3, encoding = $4 WHERE id = $1', [
        id,
        size,
        hash.digest('hex'),
        fileEncoding,
      ]);
    }
    if (!uploadId) throw badRequest(CustomerMessages.csvOnly, [{ field: 'file', message: CustomerMessages.required }]);
    if (!userHeaders || userHeaders.every((h) => h === '')) throw badRequest(CustomerMessages.noHeaderRow);
    const segmentId = fields.segmentId ?? '';
    const [segment] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM cm_tags WHERE id = $1 AND enterprise_id = $2',
      [segmentId, enterpriseId],
    );
    if (!segment) throw notFound(NotFoundMessages.segment);
    await ctx.db.query('UPDATE cm_uploads SET segment_id = $2, user_headers = $3::jsonb, replace = $4 WHERE id = $1', [
      uploadId,
      segmentId,
      JSON.stringify(userHeaders),
      fields.replace === 'true',
    ]);
  } catch (error) {
    if (uploadId) await ctx.db.query('DELETE FROM cm_uploads WHERE id = $1', [uploadId]).catch(() => undefined);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 413, CustomerMessages.fileTooLarge);
    throw error;
  }
  const defs = await loadDefinitions(ctx.db, enterpriseId);
  return withMessage(
    {
      uploadId,
      parsedHeaders: { systemHeaders: ['phoneNumber', 'name', ...defs.map((d) => d.fieldName)], userHeaders },
      encoding: fileEncoding ?? 'utf-8',
    },
    'File uploaded successfully',
  );
};

export const startCustomerImport: Handler<Endpoints['startCustomerImport']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { uploadId, headerMapping } = ctx.body;
  const defs = await loadDefinitions(ctx.db, enterpriseId);
  const system = new Set(['phoneNumber', 'name', ...defs.map((d) => d.fieldName)]);
  const [upload] = await ctx.db.query<{ state: string; user_headers: string[]; replace: boolean }>(
    'SELECT state, user_headers, replace FROM cm_uploads WHERE id = $1 AND enterprise_id = $2 AND segment_id IS NOT NULL',
    [uploadId, enterpriseId],
  );
  if (!upload) throw notFound(NotFoundMessages.upload);
  const mapping = headerMapping.filter((m) => m.src !== '');
  for (const m of mapping) {
    if (!system.has(m.des)) throw badRequest(CustomerMessages.unknownHeader(m.des));
    if (!upload.user_headers.includes(m.src)) throw badRequest(CustomerMessages.unknownHeader(m.src));
  }
  if (!mapping.some((m) => m.des === 'phoneNumber')) {
    throw badRequest(CustomerMessages.phoneNotMapped, [
      { field: 'phoneNumber', message: CustomerMessages.phoneNotMapped },
    ]);
  }
  const [row] = await ctx.db.query<UploadDbRow>(
    `UPDATE cm_uploads SET state = 'WAITING', header_mapping = $3::jsonb, replace = $4
      WHERE id = $1 AND enterprise_id = $2 AND state = 'PARSED' RETURNING ${UPLOAD_COLUMNS}`,
    [uploadId, enterpriseId, JSON.stringify(mapping), ctx.body.replace ?? upload.replace],
  );
  if (!row) throw conflict(CustomerMessages.uploadNotParsed);
  ctx.customerImports.enqueue(uploadId);
  return withMessage({ upload: toUpload(row) }, 'Uploaded Succesfully');
};

export const listUploads: Handler<Endpoints['listUploads']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  // Dates are inclusive at millisecond precision, as clients see them: created_at keeps
  // microseconds, so a toDate equal to an upload's createdOn must still include it.
  const from = ctx.query.from ?? 0;
  const perPage = ctx.query.perPage ?? UPLOAD_PAGE_SIZE;
  const limit = perPage + 1;
  const rows = await ctx.db.query<UploadDbRow>(
    `SELECT ${UPLOAD_COLUMNS} FROM cm_uploads
      WHERE enterprise_id = $1 AND state <> 'PARSED'
        AND ($2::text IS NULL OR segment_id = $2::text)
        AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
        AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz + interval '1 millisecond')
      ORDER BY created_at DESC, id LIMIT $5 OFFSET $6`,
    [enterpriseId, ctx.query.segmentId ?? null, ctx.query.fromDate ?? null, ctx.query.toDate ?? null, limit, from],
  );
  const hasMore = rows.length > perPage;
  return { customerCSVs: (hasMore ? rows.slice(0, perPage) : rows).map(toUpload), hasMore };
};

export const getUpload: Handler<Endpoints['getUpload']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [row] = await ctx.db.query<UploadDbRow>(
    `SELECT ${UPLOAD_COLUMNS} FROM cm_uploads WHERE id = $1 AND enterprise_id = $2`,
    [ctx.params.id, enterpriseId],
  );
  if (!row) throw notFound(NotFoundMessages.upload);
  return { upload: toUpload(row) };
};

export const listUploadErrors: Handler<Endpoints['listUploadErrors']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const [upload] = await ctx.db.query<{ error_lines: number }>(
    'SELECT error_lines FROM cm_uploads WHERE id = $1 AND enterprise_id = $2',
    [ctx.query.entryId, enterpriseId],
  );
  if (!upload) throw notFound(Messages.notFound);
  const from = ctx.query.from ?? 0;
  const perPage = ctx.query.perPage ?? UPLOAD_ERROR_PAGE_SIZE;
  const limit = perPage + 1;
  const rows = await ctx.db.query<{ line: number; line_text: string; messages: { message: string }[] }>(
    'SELECT line, line_text, messages FROM cm_upload_errors WHERE upload_id = $1 ORDER BY line LIMIT $2 OFFSET $3',
    [ctx.query.entryId, limit, from],
  );
  const hasMore = rows.length > perPage;
  return {
    errors: (hasMore ? rows.slice(0, perPage) : rows).map((r) => ({
      line: r.line,
      lineStr: r.line_text,
      errors: r.messages,
    })),
    hasMore,
    total: upload.error_lines,
  };
};
