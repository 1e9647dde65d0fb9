import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX, TEMPLATE_LIMITS, TemplateMessages } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { TEMPLATES, bodyTemplate, createSandboxChannel, createTemplate } from './support/channelFixtures.ts';


describe.each(backends)('message templates on $name', (backend) => {
  let t: TestServer;
  let token: string;
  let channel: { id: string };

  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
    channel = await createSandboxChannel(t, token, 'Templates');
  });
  afterAll(async () => t?.close());

  const save = (json: unknown) => t.call('POST', TEMPLATES, { token, json });
  const withComponents = (name: string, components: unknown[], extra: Record<string, unknown> = {}) => ({
    ...bodyTemplate(channel.id, name),
    components,
    ...extra,
  });

  it('submits a template for review: PENDING until the review delay is over, then APPROVED', async () => {
    const slow = await createSandboxChannel(t, token, 'Slow review', { reviewSeconds: '60' });
    const res = await save(bodyTemplate(slow.id, 'order_ready'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TemplateMessages.created);
    expect(res.body.data).toMatchObject({
      name: 'order_ready',
      templateId: 'order_ready',
      channelId: slow.id,
      status: 'PENDING',
      rejectedReason: null,
    });
    const id = res.body.data.id;
    expect((await t.call('GET', `${TEMPLATES}/${id}`, { token })).body.data.status).toBe('PENDING');
    // The review ends: moved into the past here rather than waited for, so a slow machine cannot race it.
    await t.server.db.query("UPDATE message_templates SET review_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await t.call('GET', `${TEMPLATES}/${id}`, { token })).body.data.status).toBe('APPROVED');
  });

  it("rejects a template whose body holds the channel's rejection word, whatever its case", async () => {
    const res = await save(bodyTemplate(channel.id, 'rejected_one', 'Please REJECTED this {{1}}'));
    expect(res.body.data.status).toBe('PENDING');
    const listed = await t.call('GET', `${TEMPLATES}?channelId=${channel.id}&status=REJECTED`, { token });
    expect(listed.body.data.templates).toHaveLength(1);
    expect(listed.body.data.templates[0]).toMatchObject({
      id: res.body.data.id,
      status: 'REJECTED',
      rejectedReason: 'The body contains the word “reject”',
    });
  });

  it('checks the template rules at and past their limits', async () => {
    const body = (text: string, example?: string[]) => [{ type: 'BODY', text, ...(example ? { example } : {}) }];
    const ok = async (name: string, components: unknown[]) => {
      const res = await save(withComponents(name, components));
      expect({ name, status: res.status, message: res.body.message }).toEqual({
        name,
        status: 200,
        message: TemplateMessages.created,
      });
    };
    const refused = async (components: unknown[], field: string, message: string, extra = {}) => {
      const res = await save(withComponents('refused_one', components, extra));
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      expect(res.body.errors).toContainEqual({ field, message });
    };
    await ok('body_at_limit', body('b'.repeat(TEMPLATE_LIMITS.body)));
    await refused(body('b'.repeat(TEMPLATE_LIMITS.body + 1)), 'body.text', TemplateMessages.bodyTooLong);
    await ok('header_at_limit', [
      { type: 'HEADER', format: 'TEXT', text: 'h'.repeat(TEMPLATE_LIMITS.header) },
      ...body('x'),
    ]);
    await refused(
      [{ type: 'HEADER', format: 'TEXT', text: 'h'.repeat(TEMPLATE_LIMITS.header + 1) }, ...body('x')],
      'header.text',
      TemplateMessages.headerTooLong,
    );
    const quick = (text: string) => ({ type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text }] });
    await ok('quick_at_limit', [...body('x'), quick('q'.repeat(TEMPLATE_LIMITS.quickButtonText))]);
    await refused(
      [...body('x'), quick('q'.repeat(TEMPLATE_LIMITS.quickButtonText + 1))],
      'buttons.0.text',
      TemplateMessages.quickButtonTooLong,
    );
    await refused(body('Hi {{2}}', ['a', 'b']), 'body.text', TemplateMessages.variablesInOrder);
    await refused(body('Hi {{1}}'), 'body.example.0', TemplateMessages.exampleRequired(1));
    await refused(body('x'), 'name', TemplateMessages.nameFormat, { name: 'Not Valid' });
    await refused(body('x'), 'category', TemplateMessages.marketingOnly, { type: 'CAROUSEL' });
  });

  it('refuses a second template of the same name and language on the channel, not on another language', async () => {
    await createTemplate(t, token, bodyTemplate(channel.id, 'twin_template'));
    const again = await save(bodyTemplate(channel.id, 'twin_template'));
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: TemplateMessages.duplicate,
    });
    const other = await save({ ...bodyTemplate(channel.id, 'twin_template'), language: 'hi' });
    expect(other.status).toBe(200);
  });

  it('updates a template back into review, keeping its channel, name and language', async () => {
    const slow = await createSandboxChannel(t, token, 'Edits', { reviewSeconds: '60' });
    const template = await createTemplate(t, token, bodyTemplate(slow.id, 'editable'));
    await t.server.db.query("UPDATE message_templates SET status = 'APPROVED' WHERE id = $1", [template.id]);
    const changed = { ...bodyTemplate(slow.id, 'editable', 'Changed {{1}} text'), category: 'MARKETING' };
    const res = await t.call('PUT', `${TEMPLATES}/${template.id}`, { token, json: changed });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TemplateMessages.updated);
    expect(res.body.data).toMatchObject({ status: 'PENDING', category: 'MARKETING', name: 'editable' });
    expect(res.body.data.components[0].text).toBe('Changed {{1}} text');
    const renamed = await t.call('PUT', `${TEMPLATES}/${template.id}`, {
      token,
      json: { ...changed, name: 'renamed' },
    });
    expect({ status: renamed.status, message: renamed.body.message }).toEqual({
      status: 400,
      message: TemplateMessages.keepsIdentity,
    });
  });

  it('lists templates by channel, status and name, newest change first, with a total and a page cap', async () => {
    const listing = await createSandboxChannel(t, token, 'Listing');
    for (const name of ['list_alpha', 'list_beta', 'list_gamma'])
      await createTemplate(t, token, bodyTemplate(listing.id, name));
    const list = async (query: string) =>
      (await t.call('GET', `${TEMPLATES}?channelId=${listing.id}&${query}`, { token })).body.data;
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.templates.map((x: any) => x.name)).toEqual(['list_gamma', 'list_beta', 'list_alpha']);
    expect((await list('name=BETA')).templates.map((x: any) => x.name)).toEqual(['list_beta']);
    expect((await list('name=_a')).templates.map((x: any) => x.name)).toEqual(['list_alpha']);
    expect((await list('status=APPROVED&perPage=1&from=1')).templates.map((x: any) => x.name)).toEqual(['list_beta']);
    expect((await list('status=PAUSED')).total).toBe(0);
    const capped = await t.call('GET', `${TEMPLATES}?perPage=${PAGE_SIZE_MAX + 1}`, { token });
    expect(capped.status).toBe(400);
  });

  it('syncs a sandbox channel: its due reviews settle, nothing else changes', async () => {
    const synced = await createSandboxChannel(t, token, 'Synced', { reviewSeconds: '60' });
    await createTemplate(t, token, bodyTemplate(synced.id, 'sync_me'));
    await t.server.db.query(
      "UPDATE message_templates SET review_at = now() - interval '1 second' WHERE name = 'sync_me'",
    );
    const res = await t.call('POST', `${TEMPLATES}/sync`, { token, json: { channelId: synced.id } });
    expect(res.body).toMatchObject({ message: TemplateMessages.synced, data: { added: 0, updated: 1, removed: 0 } });
  });

  it('deletes a template', async () => {
    const template = await createTemplate(t, token, bodyTemplate(channel.id, 'delete_me'));
    const res = await t.call('DELETE', `${TEMPLATES}/${template.id}`, { token });
    expect(res.body).toMatchObject({ message: TemplateMessages.deleted, data: { id: template.id } });
    expect((await t.call('GET', `${TEMPLATES}/${template.id}`, { token })).body.message).toBe(
      TemplateMessages.notFound,
    );
  });
});
