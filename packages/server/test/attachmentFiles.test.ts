import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALLOWED_UPLOADS,
  AttachmentMessages,
  MAX_ATTACHMENT_BYTES,
  MESSAGE_IMAGE_LIMITS,
  fileDownloadPath,
  formatBytes,
} from '@parley/api-client/contract';
import { DiskFileStorage } from '../src/areas/attachments/services/diskFileStorage.ts';
import { contentDisposition } from '../src/http/contentDisposition.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import {
  ARTIFACTS,
  accessId,
  download,
  jpeg,
  mp4,
  pdf,
  png,
  upload,
  uploadGenerated,
} from './support/attachmentFiles.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** Every file under the storage's directory (the half-received ones included), relative to it. */
function filesOnDisk(t: TestServer): string[] {
  const root = (t.server.services.files as DiskFileStorage).root;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

describe('content disposition', () => {
  it('keeps a plain name as it is and any other name safely quoted, with its exact form as filename*', () => {
    expect(contentDisposition('attachment', 'report.pdf')).toBe('attachment; filename="report.pdf"');
    expect(contentDisposition('inline', 'a"b\\c\r\nd.png')).toBe(
      `inline; filename="a_b_cd.png"; filename*=UTF-8''a%22b%5Ccd.png`,
    );
    expect(contentDisposition('inline', "résumé (1)'s.pdf")).toBe(
      `inline; filename="r_sum_ (1)'s.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29%27s.pdf`,
    );
  });
});

describe.each(backends)('attachment files on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  it('keeps uploads in a temporary directory for a database in memory, removed with the server', async () => {
    const other = await startTestServer(backend);
    const root = (other.server.services.files as DiskFileStorage).root;
    const uploaded = await upload(other, await other.login(), pdf(), 'kept.pdf');
    expect(uploaded.status).toBe(200);
    expect(filesOnDisk(other)).toHaveLength(1);
    await other.close();
    expect(() => readdirSync(root)).toThrow(/ENOENT/);
  });

  it('recognises a file by its content, not its name, and reports what it found', async () => {
    const image = png(640, 480);
    const named = await upload(t, token, image, 'holiday.txt');
    expect(named.status).toBe(200);
    expect(named.body.data).toEqual({
      fileId: expect.any(String),
      fileName: 'holiday.txt',
      mimeType: 'image/png',
      dataType: 'IMAGE',
      size: image.length,
      width: 640,
      height: 480,
      url: fileDownloadPath(named.body.data.fileId),
    });
    const photo = await upload(t, token, jpeg(1600, 900), 'photo.bin');
    expect(photo.body.data).toMatchObject({ mimeType: 'image/jpeg', dataType: 'IMAGE', width: 1600, height: 900 });
    const video = await upload(t, token, mp4(), 'clip');
    expect(video.body.data).toMatchObject({ mimeType: 'video/mp4', dataType: 'VIDEO' });
    expect(video.body.data).not.toHaveProperty('width');
    const doc = await upload(t, token, pdf(), 'brochure.pdf');
    expect(doc.body.data).toMatchObject({ mimeType: 'application/pdf', dataType: 'DOC' });
    const notes = await upload(t, token, Buffer.from('Opening hours: 9 to 5\n'), 'notes.txt');
    expect(notes.body.data).toMatchObject({ mimeType: 'text/plain', dataType: 'DOC' });
  });

  it('refuses content of no allowed type, whatever its name says, and keeps nothing of it', async () => {
    const before = filesOnDisk(t);
    for (const [bytes, name] of [
      [Buffer.from('just some words'), 'picture.png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.html'],
      [Buffer.from([0, 1, 2, 3, 0, 0, 0, 9]), 'blob.txt'],
      [Buffer.alloc(0), 'empty.txt'],
    ] as const) {
      const answer = await upload(t, token, bytes, name);
      expect({ name, status: answer.status, message: answer.body.message, errors: answer.body.errors }).toEqual({
        name,
        status: 400,
        message: AttachmentMessages.invalidFileFormat,
        errors: [{ field: 'file', message: AttachmentMessages.invalidFileFormat }],
      });
    }
    const missing = await fetch(t.url + '/api/e/drive/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
    expect(filesOnDisk(t)).toEqual(before);
  });

  it('answers 400 to a multipart body it cannot read (no boundary, cut short), and keeps nothing', async () => {
    const before = filesOnDisk(t);
    const send = (contentType: string, body: string) =>
      fetch(t.url + '/api/e/drive/upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      });
    const noBoundary = await send('multipart/form-data', 'abc');
    expect(noBoundary.status).toBe(400);
    const cut = await send(
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello there',
    );
    expect([cut.status, (await cut.json()).message]).toEqual([400, 'The upload is incomplete or malformed']);
    const twoFiles = await send(
      'multipart/form-data; boundary=xx',
      ['a.txt', 'b.txt']
        .map((name) => `--xx\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\nhello\r\n`)
        .join('') + '--xx--\r\n',
    );
    expect(twoFiles.status).toBe(413);
    const misnamed = await send(
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="document"; filename="a.txt"\r\n\r\nhello\r\n--xx--\r\n',
    );
    expect([misnamed.status, (await misnamed.json()).message]).toEqual([400, AttachmentMessages.invalidFileFormat]);
    expect(filesOnDisk(t)).toEqual(before);
  });

  it('holds an image to the limits the upload names (platform-shell §5), and to nothing otherwise', async () => {
    const limits = {
      imageMaxWidth: String(MESSAGE_IMAGE_LIMITS.width),
      imageMaxHeight: String(MESSAGE_IMAGE_LIMITS.height),
      imageMaxKb: String(MESSAGE_IMAGE_LIMITS.kb),
    };
    const before = filesOnDisk(t);
    const wide = await upload(t, token, png(1100, 1100), 'wide.png', limits);
    expect(wide.status).toBe(400);
    expect(wide.body.message).toBe(AttachmentMessages.imageTooLarge);
    const heavy = await upload(t, token, png(100, 100, 60 * 1024), 'heavy.png', limits);
    expect(heavy.body.message).toBe(AttachmentMessages.imageTooLarge);
    expect(filesOnDisk(t)).toEqual(before);
    // "Exceeds the set height and width together": one side over is still within.
    expect((await upload(t, token, png(1100, 600), 'banner.png', limits)).status).toBe(200);
    expect((await upload(t, token, png(1100, 1100), 'wide.png')).status).toBe(200);
    // The fields may come after the file.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(1100, 1100))]), 'late.png');
    form.append('imageMaxKb', '1');
    const late = await fetch(t.url + '/api/e/drive/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(late.status).toBe(400);
    const wrong = await upload(t, token, png(10, 10), 'x.png', { imageMaxWidth: 'wide' });
    expect(wrong.status).toBe(400);
    const huge = await upload(t, token, png(10, 10), 'x.png', { imageMaxKb: '100001' });
    expect(huge.body.message).toBe('Image max kb must be at most 100000');
  });

  it("refuses a file past its type's limit with 413 while it streams, and leaves nothing on disk", async () => {
    const before = filesOnDisk(t);
    const imageLimit = ALLOWED_UPLOADS['image/png'].maxBytes;
    const bigImage = await uploadGenerated(t, token, png(64, 64), imageLimit + 1, 'big.png');
    expect(bigImage.status).toBe(413);
    expect(bigImage.body.message).toBe(AttachmentMessages.tooLarge(formatBytes(imageLimit)));
    expect(bigImage.body.message).toBe('The file is larger than 5 MB');
    const videoLimit = ALLOWED_UPLOADS['video/mp4'].maxBytes;
    const bigVideo = await uploadGenerated(t, token, mp4(), videoLimit + 4 * 1024 * 1024, 'big.mp4');
    expect(bigVideo.status).toBe(413);
    expect(bigVideo.body.message).toBe('The file is larger than 16 MB');
    // The rest of the body is not read: the connection closes after the answer.
    expect(bigVideo.headers.get('connection')).toBe('close');
    // Exactly at the limit is allowed.
    const atLimit = await uploadGenerated(t, token, png(64, 64), imageLimit, 'full.png');
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data.size).toBe(imageLimit);
    expect(filesOnDisk(t)).toEqual([...before, `${await t.seededEnterpriseId()}/${atLimit.body.data.fileId}`].sort());
  });

  it('refuses a request past the largest upload (MAX_ATTACHMENT_BYTES) with 413 and keeps nothing', async () => {
    const before = filesOnDisk(t);
    const answer = await uploadGenerated(t, token, pdf(), MAX_ATTACHMENT_BYTES + 1, 'huge.pdf');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The file is larger than 100 MB');
    expect(filesOnDisk(t)).toEqual(before);
    // The server still answers on a new connection.
    expect((await t.call('GET', '/healthz')).status).toBe(200);
  });

  it('streams a file back to a valid access id, byte for byte, with headers that keep it inert', async () => {
    const image = png(32, 16);
    const uploaded = (await upload(t, token, image, 'café (menu).png')).body.data;
    expect(uploaded.fileName).toBe('café (menu).png');
    const access = await accessId(t, token);
    const response = await download(t, uploaded.fileId, access);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(image);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(image.length));
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="caf_ (menu).png"; filename*=UTF-8''caf%C3%A9%20%28menu%29.png`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*; sandbox$/);

    const text = Buffer.from('Price list\n');
    const notes = (await upload(t, token, text, 'prices.txt')).body.data;
    const saved = await download(t, notes.fileId, access);
    expect(saved.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(saved.headers.get('content-disposition')).toBe('attachment; filename="prices.txt"');
    expect(await saved.text()).toBe('Price list\n');

    const doc = (await upload(t, token, pdf(), 'menu.pdf')).body.data;
    const shown = await download(t, doc.fileId, access);
    expect(shown.headers.get('content-disposition')).toBe('inline; filename="menu.pdf"');
    expect(shown.headers.get('content-security-policy')).not.toContain('sandbox');
  });

  it('streams a large file back with the same bytes', async () => {
    const size = 20 * 1024 * 1024 + 17;
    const uploaded = await uploadGenerated(t, token, pdf(), size, 'large.pdf');
    expect(uploaded.status).toBe(200);
    const response = await download(t, uploaded.body.data.fileId, await accessId(t, token));
    const reader = response.body!.getReader();
    let received = 0;
    let nonZeroAfterHead = 0;
    const head = pdf();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (let i = 0; i < value.length; i++) {
        const at = received + i;
        if (at < head.length ? value[i] !== head[at] : value[i] !== 0) nonZeroAfterHead += 1;
      }
      received += value.length;
    }
    expect({ received, differing: nonZeroAfterHead }).toEqual({ received: size, differing: 0 });
  });

  it('answers 403 to an unknown or expired access id, and 404 for a file of another enterprise', async () => {
    const uploaded = (await upload(t, token, pdf(), 'private.pdf')).body.data;
    const unknown = await download(t, uploaded.fileId, 'not-a-real-access-id');
    expect(unknown.status).toBe(403);
    expect((await unknown.json()).message).toBe(AttachmentMessages.accessExpired);
    const access = await accessId(t, token);
    await t.server.db.query("UPDATE download_access SET expires_at = now() - interval '1 second'");
    const expired = await download(t, uploaded.fileId, access);
    expect(expired.status).toBe(403);
    expect((await expired.json()).code).toBe(1403);
    const foreign = await t.login(await t.addForeignAdmin());
    const foreignAccess = await accessId(t, foreign);
    const elsewhere = await download(t, uploaded.fileId, foreignAccess);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).message).toBe(AttachmentMessages.fileNotFound);
    // Only a hash of an access id is kept.
    const stored = await t.server.db.query<{ id_hash: string }>('SELECT id_hash FROM download_access');
    expect(stored.map((r) => r.id_hash)).not.toContain(foreignAccess);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('stops an access id when its user is deactivated', async () => {
    const user = await t.addUser([6]);
    const userToken = await t.login(user);
    const uploaded = (await upload(t, userToken, pdf(), 'mine.pdf')).body.data;
    const access = await accessId(t, userToken);
    expect((await download(t, uploaded.fileId, access)).status).toBe(200);
    await t.server.db.query('UPDATE users SET active = false WHERE id = $1', [user.id]);
    expect((await download(t, uploaded.fileId, access)).status).toBe(403);
  });

  it('deletes a file from disk with the last attachment that uses it', async () => {
    const uploaded = (await upload(t, token, pdf(), 'shared.pdf')).body.data;
    const key = `${await t.seededEnterpriseId()}/${uploaded.fileId}`;
    const save = (name: string) =>
      t.call('POST', ARTIFACTS, {
        token,
        json: { visibility: 'private', data: { type: 'DOC', name, fileId: uploaded.fileId } },
      });
    const first = (await save('First use')).body.data;
    const second = (await save('Second use')).body.data;
    await t.call('DELETE', `${ARTIFACTS}/${first.id}`, { token });
    expect(filesOnDisk(t)).toContain(key);
    expect((await download(t, uploaded.fileId, await accessId(t, token))).status).toBe(200);
    await t.call('DELETE', `${ARTIFACTS}/${second.id}`, { token });
    expect(filesOnDisk(t)).not.toContain(key);
    expect((await download(t, uploaded.fileId, await accessId(t, token))).status).toBe(404);
    const [row] = await t.server.db.query('SELECT 1 FROM stored_files WHERE id = $1', [uploaded.fileId]);
    expect(row).toBeUndefined();
  });

  it('clears away uploads no attachment used for a day, on a later upload of the enterprise', async () => {
    const enterprise = await t.seededEnterpriseId();
    const abandoned = (await upload(t, token, pdf(), 'abandoned.pdf')).body.data;
    const used = (await upload(t, token, pdf(), 'used.pdf')).body.data;
    await t.call('POST', ARTIFACTS, {
      token,
      json: { visibility: 'private', data: { type: 'DOC', name: 'Used', fileId: used.fileId } },
    });
    await t.server.db.query("UPDATE stored_files SET created_at = now() - interval '25 hours' WHERE id = ANY($1)", [
      [abandoned.fileId, used.fileId],
    ]);
    await upload(t, token, pdf(), 'fresh.pdf');
    expect(filesOnDisk(t)).not.toContain(`${enterprise}/${abandoned.fileId}`);
    expect(filesOnDisk(t)).toContain(`${enterprise}/${used.fileId}`);
  });

  it('deletes a file when its only attachment stops naming it (a document turned into a link)', async () => {
    const uploaded = (await upload(t, token, pdf(), 'was-a-file.pdf')).body.data;
    const artifact = (
      await t.call('POST', ARTIFACTS, {
        token,
        json: { visibility: 'private', data: { type: 'DOC', name: 'Menu', fileId: uploaded.fileId } },
      })
    ).body.data;
    const changed = await t.call('PUT', `${ARTIFACTS}/${artifact.id}`, {
      token,
      json: { visibility: 'private', data: { type: 'URL', name: 'Menu', url: 'https://example.com/menu' } },
    });
    expect(changed.status).toBe(200);
    expect(filesOnDisk(t)).not.toContain(`${await t.seededEnterpriseId()}/${uploaded.fileId}`);
  });
});
