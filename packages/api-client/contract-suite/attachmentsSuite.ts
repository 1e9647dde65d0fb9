import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import { NotFoundMessages } from '../src/contract/messages.ts';
import {
  ARTIFACT_TYPES,
  AttachmentMessages,
  MESSAGE_IMAGE_LIMITS,
  fileDownloadPath,
  type ArtifactSave,
} from '../src/areas/attachments/contract.ts';
import type { AccountsSuiteContext } from './accountsSuite.ts';
import { failure, notFound } from './failure.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A PNG's signature and header chunk: what tells its type and pixel size (the checksum is not read). */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33 + 12);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 0, 0, 0, 0], 24);
  bytes.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44], 33);
  return bytes;
}

const file = (bytes: BlobPart, name: string) => new File([bytes], name);
const tag = (name: string, visibility = 'public'): ArtifactSave => ({ visibility, data: { type: 'TAG', name } });

/**
 * The attachment library: uploads judged by content, attachments and their visibility, buckets, downloads by access
 * id, and one enterprise's library closed to another, the same on both backends.
 */
export function defineAttachmentsSuite(ctx: Pick<AccountsSuiteContext, 'harness' | 'signIn'>) {
  describe('attachments', () => {
    let api: BoundApi;
    let agent: BoundApi;
    let foreign: BoundApi;
    beforeAll(async () => {
      api = await ctx.signIn(ctx.harness().admin);
      agent = await ctx.signIn(await ctx.harness().createUser([4]));
      foreign = await ctx.signIn(await ctx.harness().createForeignAdmin());
    });

    it('recognises an upload by its content and holds images to the limits asked for', async () => {
      const { data: image } = await api.uploadFile({ body: { file: file(pngHeader(640, 480), 'photo.txt') } });
      expect(image).toMatchObject({
        fileName: 'photo.txt',
        mimeType: 'image/png',
        dataType: 'IMAGE',
        width: 640,
        height: 480,
        url: fileDownloadPath(image.fileId),
      });
      const text = await failure(api.uploadFile({ body: { file: file('plain words', 'photo.png') } }));
      expect(text).toMatchObject({ httpStatus: 400, message: AttachmentMessages.invalidFileFormat });
      const limits = {
        imageMaxWidth: MESSAGE_IMAGE_LIMITS.width,
        imageMaxHeight: MESSAGE_IMAGE_LIMITS.height,
        imageMaxKb: MESSAGE_IMAGE_LIMITS.kb,
      };
      const large = await failure(
        api.uploadFile({ body: { file: file(pngHeader(2000, 2000), 'big.png'), ...limits } }),
      );
      expect(large.message).toBe(AttachmentMessages.imageTooLarge);
      const { data: notes } = await api.uploadFile({ body: { file: file('Opening hours\n', 'notes.txt') } });
      expect(notes).toMatchObject({ mimeType: 'text/plain', dataType: 'DOC', size: 14 });
    });

    it('saves attachments with the file facts of their upload, and the rules of each kind', async () => {
      const { data: upload } = await api.uploadFile({ body: { file: file(pngHeader(300, 200), 'shop.png') } });
      const { data: saved, message } = await api.createArtifact({
        body: {
          visibility: 'public',
          data: { type: 'VIDEO', name: '  Shop  front ', fileId: upload.fileId, width: 1, fileName: 'x.exe' },
        },
      });
      expect(message).toBe(AttachmentMessages.created);
      expect(saved).toMatchObject({
        type: ARTIFACT_TYPES.media,
        visibility: 'public',
        bucketId: null,
        editable: true,
        data: {
          type: 'IMAGE',
          name: 'Shop front',
          fileName: 'shop.png',
          mimeType: 'image/png',
          width: 300,
          height: 200,
        },
      });
      const noUrl = await failure(
        api.createArtifact({ body: { visibility: 'public', data: { type: 'URL', name: 'x' } } }),
      );
      expect(noUrl).toMatchObject({ httpStatus: 400, message: AttachmentMessages.urlRequired });
      expect(noUrl.errors).toEqual([{ field: 'data.url', message: AttachmentMessages.urlRequired }]);
      const noFile = await failure(
        api.createArtifact({ body: { visibility: 'public', data: { type: 'DOC', name: 'x' } } }),
      );
      expect(noFile.message).toBe(AttachmentMessages.fileRequired);
      const unknownFile = await failure(
        api.createArtifact({ body: { visibility: 'public', data: { type: 'DOC', name: 'x', fileId: 'nofile1' } } }),
      );
      expect(unknownFile).toMatchObject(notFound(AttachmentMessages.fileNotFound));
      const unknownDept = await failure(api.createArtifact({ body: { ...tag('x'), deptId: 'nodept1' } }));
      expect(unknownDept).toMatchObject(notFound(NotFoundMessages.department));
    });

    it('shows a private attachment to its creator only, and a public one to everyone, changed by its owner', async () => {
      const name = `Private ${unique()}`;
      const { data: mine } = await agent.createArtifact({ body: tag(name, 'private') });
      const { data: theirs } = await api.createArtifact({ body: tag(`Public ${unique()}`) });
      const seen = async (who: BoundApi, desc: string) =>
        (await who.listArtifacts({ query: { desc, perPage: -1 } })).data.artifacts.map((a) => a.id);
      expect(await seen(agent, name)).toEqual([mine.id]);
      expect(await seen(api, name)).toEqual([]);
      expect(await failure(api.deleteArtifact({ params: { id: mine.id } }))).toMatchObject(
        notFound(AttachmentMessages.notFound),
      );
      const listed = (await agent.listArtifacts({ query: { desc: theirs.data.name } })).data.artifacts[0];
      expect(listed).toMatchObject({ id: theirs.id, editable: false });
      // Refused with 403 (how the console reads it is the client's business).
      expect((await failure(agent.deleteArtifact({ params: { id: theirs.id } }))).httpStatus).toBe(403);
      const { data: gone } = await agent.deleteArtifact({ params: { id: mine.id } });
      expect(gone).toEqual({ id: mine.id });
    });

    it('pages and searches, with `more` and `total`', async () => {
      const word = `Paged${unique()}`;
      for (const n of [1, 2, 3]) await api.createArtifact({ body: tag(`${word} ${n}`) });
      const { data: first } = await api.listArtifacts({ query: { desc: word.toLowerCase(), perPage: 2 } });
      expect(first.artifacts.map((a) => a.data.name)).toEqual([`${word} 3`, `${word} 2`]);
      expect([first.more, first.total]).toEqual([true, 3]);
      const { data: rest } = await api.listArtifacts({ query: { desc: word, perPage: 2, from: 2 } });
      expect([rest.artifacts.length, rest.more]).toEqual([1, false]);
    });

    it('groups attachments in buckets; deleting a bucket keeps its attachments', async () => {
      const name = `Shelf ${unique()}`;
      const { data: shelf, message } = await api.createBucket({ body: { name, visibility: 'public' } });
      expect(message).toBe(AttachmentMessages.bucketCreated);
      expect(shelf).toMatchObject({ name, visibility: 'public', count: 0, editable: true });
      const twin = await failure(api.createBucket({ body: { name: name.toUpperCase() } }));
      expect(twin).toMatchObject({ httpStatus: 409, message: AttachmentMessages.bucketDuplicate });
      const { data: item } = await api.createArtifact({ body: tag(`Shelved ${unique()}`) });
      const { data: moved } = await api.moveToBucket({ body: { bucketId: shelf.id, artifactIds: [item.id] } });
      expect(moved).toEqual({ moved: 1 });
      const { data: inShelf } = await api.listArtifacts({ query: { bucketId: shelf.id } });
      expect(inShelf.artifacts.map((a) => a.id)).toEqual([item.id]);
      const { data: buckets } = await api.listBuckets({ query: { desc: name } });
      expect(buckets.list).toMatchObject([{ id: shelf.id, count: 1 }]);
      const { data: renamed } = await api.editBucket({ body: { id: shelf.id, name: `${name} 2` } });
      expect(renamed.name).toBe(`${name} 2`);
      expect((await agent.editBucket({ body: { id: shelf.id, name: 'x' } }).catch((e) => e)).httpStatus).toBe(403);
      await api.deleteBucket({ body: { id: shelf.id } });
      const { data: after } = await api.listArtifacts({ query: { desc: item.data.name } });
      expect(after.artifacts[0]).toMatchObject({ id: item.id, bucketId: null });
      const { data: out } = await api.removeFromBucket({ params: { id: item.id } });
      expect(out.bucketId).toBeNull();
    });

    it('opens a file with an access id of its enterprise, and deletes it with its last attachment', async () => {
      const bytes = pngHeader(10, 10);
      const { data: upload } = await api.uploadFile({ body: { file: file(bytes, 'dot.png') } });
      const { data: access } = await api.getDownloadAccessId({});
      expect(new Date(access.expiresAt).getTime()).toBeGreaterThan(Date.now());
      const fetched = (await api.downloadFile({
        params: { fileId: upload.fileId },
        query: { 'x-access-id': access.accessId },
      })) as { data: Blob };
      expect(new Uint8Array(await fetched.data.arrayBuffer())).toEqual(bytes);
      const unknown = await failure(
        api.downloadFile({ params: { fileId: upload.fileId }, query: { 'x-access-id': 'not-an-access-id' } }),
      );
      expect(unknown.httpStatus).toBe(403);
      const { data: theirAccess } = await foreign.getDownloadAccessId({});
      const elsewhere = await failure(
        foreign.downloadFile({ params: { fileId: upload.fileId }, query: { 'x-access-id': theirAccess.accessId } }),
      );
      expect(elsewhere).toMatchObject(notFound(AttachmentMessages.fileNotFound));
      const { data: saved } = await api.createArtifact({
        body: { visibility: 'private', data: { type: 'IMAGE', name: 'Dot', fileId: upload.fileId } },
      });
      await api.deleteArtifact({ params: { id: saved.id } });
      const deleted = await failure(
        api.downloadFile({ params: { fileId: upload.fileId }, query: { 'x-access-id': access.accessId } }),
      );
      expect(deleted).toMatchObject(notFound(AttachmentMessages.fileNotFound));
    });

    it("hides one enterprise's library from another, nested ids included", async () => {
      const { data: upload } = await api.uploadFile({ body: { file: file(pngHeader(5, 5), 'ours.png') } });
      const { data: shelf } = await api.createBucket({ body: { name: `Ours ${unique()}`, visibility: 'public' } });
      const { data: item } = await api.createArtifact({ body: tag(`Ours ${unique()}`) });
      expect(await failure(foreign.updateArtifact({ params: { id: item.id }, body: tag('Taken') }))).toMatchObject(
        notFound(AttachmentMessages.notFound),
      );
      expect(await failure(foreign.deleteBucket({ body: { id: shelf.id } }))).toMatchObject(
        notFound(AttachmentMessages.bucketNotFound),
      );
      expect(
        await failure(
          foreign.createArtifact({
            body: { visibility: 'public', data: { type: 'IMAGE', name: 'x', fileId: upload.fileId } },
          }),
        ),
      ).toMatchObject(notFound(AttachmentMessages.fileNotFound));
      expect(await failure(foreign.createArtifact({ body: { ...tag('x'), bucketId: shelf.id } }))).toMatchObject(
        notFound(AttachmentMessages.bucketNotFound),
      );
      const { data: theirs } = await foreign.listArtifacts({ query: { perPage: -1 } });
      expect(theirs.artifacts.map((a) => a.id)).not.toContain(item.id);
      const { data: theirBuckets } = await foreign.listBuckets({ query: {} });
      expect(theirBuckets.list.map((b) => b.id)).not.toContain(shelf.id);
    });
  });
}
