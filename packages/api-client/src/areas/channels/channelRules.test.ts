import { describe, expect, it } from 'vitest';
import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE, secretKeys, vendorById } from './channelCatalog.ts';
import {
  CHANNEL_NAME_MAX,
  ChannelAdminMessages,
  SANDBOX_REVIEW_SECONDS,
  checkChannel,
  checkVendorField,
  sandboxSettings,
  type ChannelInput,
} from './channelRules.ts';

const CLOUD = {
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  accessToken: 'EAAGtoken',
  appSecret: '0123456789abcdef',
  verifyToken: 'verify-me',
};
const cloud = (data: Record<string, string> = CLOUD, extra: Partial<ChannelInput> = {}): ChannelInput => ({
  name: 'Cloud',
  type: WHATSAPP_CHANNEL_TYPE,
  vendor: VENDOR_IDS.whatsappCloud,
  data,
  ...extra,
});
const refusal = (input: ChannelInput, storedVendor?: number) => {
  const result = checkChannel(input, storedVendor);
  return result.ok ? null : { field: result.field, message: result.message };
};

describe('checkChannel', () => {
  it('accepts a channel and tidies it: name spaces, number punctuation, vendor fields', () => {
    const result = checkChannel({
      ...cloud(),
      name: '  Support   line ',
      contactId: '+1 (415) 555-0100',
      type: '4',
      vendor: '2',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Support line',
        type: 4,
        vendor: 2,
        deptId: null,
        contactId: '+14155550100',
        data: { ...CLOUD, appId: '' },
      },
    });
  });

  it('requires a name of at most 100 characters, a type and a vendor', () => {
    expect(refusal(cloud(CLOUD, { name: ' ' }))).toEqual({ field: 'name', message: ChannelAdminMessages.nameRequired });
    expect(refusal(cloud(CLOUD, { name: 'n'.repeat(CHANNEL_NAME_MAX) }))).toBeNull();
    expect(refusal(cloud(CLOUD, { name: 'n'.repeat(CHANNEL_NAME_MAX + 1) }))).toEqual({
      field: 'name',
      message: ChannelAdminMessages.nameTooLong,
    });
    expect(refusal(cloud(CLOUD, { type: '' }))).toEqual({ field: 'type', message: ChannelAdminMessages.typeRequired });
    expect(refusal(cloud(CLOUD, { type: 2 }))).toEqual({ field: 'type', message: ChannelAdminMessages.typeRequired });
    expect(refusal(cloud(CLOUD, { vendor: '' }))).toEqual({
      field: 'vendor',
      message: ChannelAdminMessages.vendorRequired,
    });
    expect(refusal(cloud(CLOUD, { vendor: 19 }))).toEqual({
      field: 'vendor',
      message: ChannelAdminMessages.vendorRequired,
    });
    expect(refusal(cloud(CLOUD, { type: 0 }))).toEqual({
      field: 'vendor',
      message: ChannelAdminMessages.vendorNotForType,
    });
  });

  it('checks the contact number against the pattern', () => {
    for (const good of ['9812345670', '+919812345670', '09812345670', '+33612345678', '+1 415 555 0100'])
      expect(refusal(cloud(CLOUD, { contactId: good }))).toBeNull();
    for (const bad of ['12345', 'phone', '+0123456789', '+1234567890123456'])
      expect(refusal(cloud(CLOUD, { contactId: bad }))).toEqual({
        field: 'contactId',
        message: ChannelAdminMessages.invalidNumber,
      });
  });

  it('gives each required vendor field its required error, in the form’s order', () => {
    expect(refusal(cloud({ ...CLOUD, phoneNumberId: '' }))).toEqual({
      field: 'data.phoneNumberId',
      message: 'Phone number id is required',
    });
    expect(refusal(cloud({ ...CLOUD, accessToken: ' ' }))).toEqual({
      field: 'data.accessToken',
      message: 'Access token is required',
    });
    expect(refusal(cloud({}))).toEqual({ field: 'data.phoneNumberId', message: 'Phone number id is required' });
  });

  it('gives a vendor field its pattern error', () => {
    expect(refusal(cloud({ ...CLOUD, phoneNumberId: '12ab' }))).toEqual({
      field: 'data.phoneNumberId',
      message: 'Phone number id is a number',
    });
    expect(refusal(cloud({ ...CLOUD, appSecret: 'short' }))).toEqual({
      field: 'data.appSecret',
      message: 'App secret is 16 to 128 letters and digits',
    });
    expect(refusal(cloud({ ...CLOUD, verifyToken: 'has space' }))).toEqual({
      field: 'data.verifyToken',
      message: 'Verify token is 8 to 200 visible characters without spaces',
    });
    const sandbox = { name: 'S', type: 4, vendor: VENDOR_IDS.sandbox };
    expect(refusal({ ...sandbox, data: { failureRate: '100', reviewSeconds: '60' } })).toBeNull();
    expect(refusal({ ...sandbox, data: { failureRate: '101' } })).toEqual({
      field: 'data.failureRate',
      message: 'Enter a whole number from 0 to 100',
    });
    expect(refusal({ ...sandbox, data: { reviewSeconds: '61' } })).toEqual({
      field: 'data.reviewSeconds',
      message: 'Enter a whole number of seconds from 0 to 60',
    });
  });

  it('lets empty secrets keep the stored ones while the vendor stays, and only then', () => {
    const blank = { ...CLOUD, accessToken: '', appSecret: '', verifyToken: '' };
    expect(refusal(cloud(blank), VENDOR_IDS.whatsappCloud)).toBeNull();
    expect(refusal(cloud(blank), VENDOR_IDS.sandbox)).toEqual({
      field: 'data.accessToken',
      message: 'Access token is required',
    });
    expect(refusal(cloud(blank))).toEqual({ field: 'data.accessToken', message: 'Access token is required' });
    // Clear fields stay required.
    expect(refusal(cloud({ ...blank, wabaId: '' }), VENDOR_IDS.whatsappCloud)).toEqual({
      field: 'data.wabaId',
      message: 'WhatsApp Business Account id is required',
    });
  });

  it('bounds every vendor field by its length', () => {
    const field = vendorById(VENDOR_IDS.whatsappCloud)!.fields.find((f) => f.key === 'accessToken')!;
    expect(checkVendorField(field, 'a'.repeat(field.maxLength))).toBeNull();
    expect(checkVendorField(field, 'a'.repeat(field.maxLength + 1))).toBe(
      `Access token must be at most ${field.maxLength} characters`,
    );
  });

  it('knows which fields are secret', () => {
    expect(secretKeys(vendorById(VENDOR_IDS.whatsappCloud)!)).toEqual(['accessToken', 'appSecret', 'verifyToken']);
    expect(secretKeys(vendorById(VENDOR_IDS.sandbox)!)).toEqual([]);
  });
});

describe('sandboxSettings', () => {
  it('reads the sandbox fields with defaults and bounds', () => {
    expect(sandboxSettings({})).toEqual({ failureRate: 0, rejectWord: '', reviewSeconds: SANDBOX_REVIEW_SECONDS });
    expect(sandboxSettings({ failureRate: '25', rejectWord: ' no ', reviewSeconds: '0' })).toEqual({
      failureRate: 25,
      rejectWord: 'no',
      reviewSeconds: 0,
    });
    expect(sandboxSettings({ failureRate: '500', reviewSeconds: 'soon' })).toEqual({
      failureRate: 100,
      rejectWord: '',
      reviewSeconds: SANDBOX_REVIEW_SECONDS,
    });
  });
});
