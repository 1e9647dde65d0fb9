import { describe, expect, it } from 'vitest';
import { CHAT_STATES, ChatMessages, NOTIFICATION_TYPES } from './chatConstants.ts';
import { customerProfileOf, profileNumbers } from './customerProfile.ts';
import {
  CHAT_MOVES,
  NO_CHAT_COUNTS,
  PICKUP_MOVES,
  applyCounterEvent,
  chatMove,
  chatMoveSources,
  chatRecipients,
  dashboardBucketOf,
  dashboardBuckets,
  isJitRequired,
  totalChatCount,
} from './chatRules.ts';

describe('chat counters', () => {
  it('sums the five kinds into the total', () => {
    expect(
      totalChatCount({
        newChatCount: 1,
        invitedChatCount: 2,
        transferredChatCount: 3,
        assignedChatCount: 4,
        missedChatCount: 5,
      }),
    ).toBe(15);
    expect(totalChatCount(NO_CHAT_COUNTS)).toBe(0);
  });

  it('raises the matching counter for each waiting event, and lowers it for a pickup of that kind', () => {
    let counts = NO_CHAT_COUNTS;
    for (const action of [
      'customerStartChat',
      'waitingInviteAccept',
      'waitingTransferAccept',
      'waitingAssignAccept',
    ] as const) {
      const next = applyCounterEvent(counts, { action });
      expect(next).not.toBe('recount');
      counts = next as typeof counts;
    }
    expect(counts).toEqual({
      newChatCount: 1,
      invitedChatCount: 1,
      transferredChatCount: 1,
      assignedChatCount: 1,
      missedChatCount: 0,
    });
    for (const t of NOTIFICATION_TYPES) {
      const after = applyCounterEvent({ ...counts, missedChatCount: 1 }, { action: 'chatPickedUp', pickup: t.pickup });
      expect(after).not.toBe('recount');
      expect((after as typeof counts)[t.counter]).toBe(0);
      // The same when the chat went to another agent.
      const gone = applyCounterEvent({ ...counts, missedChatCount: 1 }, { action: 'offerWithdrawn', type: t.type });
      expect(gone).toEqual(after);
    }
    // Never below zero, whatever arrives late.
    expect(applyCounterEvent(NO_CHAT_COUNTS, { action: 'chatPickedUp', pickup: 'agentPickupChat' })).toEqual(
      NO_CHAT_COUNTS,
    );
  });

  it('takes every count from the opening message, and recounts after a missed chat or a withdrawn invitation', () => {
    const counts = { ...NO_CHAT_COUNTS, newChatCount: 4, missedChatCount: 2 };
    expect(applyCounterEvent(NO_CHAT_COUNTS, { action: 'onOpen', counts })).toEqual(counts);
    expect(applyCounterEvent(counts, { action: 'chatMissedNotify' })).toBe('recount');
    expect(applyCounterEvent(counts, { action: 'decrementInvitedChat' })).toBe('recount');
  });

  it('names the spec’s pickup action and empty-count toast per kind', () => {
    expect(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.type, t.pickup]))).toEqual({
      Transferred: 'acceptTransfer',
      Live: 'agentPickupChat',
      Invited: 'acceptInvite',
      Assigned: 'acceptAssign',
      Missed: 'agentMissedChatPickup',
    });
    expect(NOTIFICATION_TYPES.find((t) => t.type === 'Missed')!.empty).toBe('No missed chats to Accept!');
  });
});

describe('isJITRequired', () => {
  it('is set only by a failed message whose channel error is a closed customer-service window', () => {
    expect(isJitRequired({ status: 3, channelErrorCode: 470 })).toBe(true);
    expect(isJitRequired({ status: 'failed', channelErrorCode: 131047 })).toBe(true);
    expect(isJitRequired({ status: 3, channelErrorCode: 131026 })).toBe(false);
    expect(isJitRequired({ status: 1, channelErrorCode: 470 })).toBe(false);
    expect(isJitRequired({ status: 3 })).toBe(false);
  });
});

describe('chat moves', () => {
  it('lets a waiting chat be picked up once: an ongoing one cannot be picked up again', () => {
    expect(chatMove(CHAT_STATES.STARTED, 'pickUp')).toEqual({ ok: true, state: CHAT_STATES.ONGOING });
    expect(chatMove(CHAT_STATES.ONGOING, 'pickUp')).toEqual({
      ok: false,
      message: ChatMessages.wrongState('picked up', 'ONGOING'),
    });
    expect(chatMove(CHAT_STATES.MISSED, 'pickUpMissed')).toEqual({ ok: true, state: CHAT_STATES.ONGOING });
  });

  it('suspends and resumes only an ongoing chat, closes any open one, and rates only a closed one', () => {
    expect(chatMove(CHAT_STATES.ONGOING, 'suspend')).toEqual({ ok: true, state: CHAT_STATES.SUSPEND });
    expect(chatMove(CHAT_STATES.SUSPEND, 'resume')).toEqual({ ok: true, state: CHAT_STATES.ONGOING });
    expect(chatMove(CHAT_STATES.STARTED, 'suspend').ok).toBe(false);
    for (const state of [CHAT_STATES.CREATED, CHAT_STATES.STARTED, CHAT_STATES.ONGOING, CHAT_STATES.SUSPEND])
      expect(chatMove(state, 'close')).toEqual({ ok: true, state: CHAT_STATES.CLOSED });
    expect(chatMove(CHAT_STATES.CLOSED, 'close').ok).toBe(false);
    expect(chatMove(CHAT_STATES.CLOSED, 'rate').ok).toBe(true);
    expect(chatMove(CHAT_STATES.ONGOING, 'rate').ok).toBe(false);
  });

  it('gives every move its source states as codes, and every pickup a move', () => {
    expect(chatMoveSources('close')).toEqual([0, 1, 2, 5, 4]);
    for (const move of Object.values(PICKUP_MOVES)) expect(CHAT_MOVES[move]).toBeDefined();
  });
});

describe('chatRecipients', () => {
  const agent = (id: string, online: boolean, inDepartment = false) => ({ id, online, inDepartment });
  it('offers to the online agents of the department, else of the enterprise, else to all so the chat waits', () => {
    expect(chatRecipients([agent('a', true, true), agent('b', false, true), agent('c', true)])).toEqual(['a']);
    expect(chatRecipients([agent('a', false, true), agent('b', false, true), agent('c', true)])).toEqual(['a', 'b']);
    expect(chatRecipients([agent('a', false), agent('b', true)])).toEqual(['b']);
    expect(chatRecipients([agent('a', false), agent('b', false)])).toEqual(['a', 'b']);
    expect(chatRecipients([])).toEqual([]);
  });
});

describe('dashboardBuckets', () => {
  it('draws each day, or each hour of one day, within 31 days', () => {
    expect(dashboardBuckets('2026-02-27', '2026-03-01', 'day')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(dashboardBuckets('2026-03-01', '2026-03-01', 'hour')).toHaveLength(24);
    expect(dashboardBuckets('2026-03-01', '2026-03-31', 'day')).toHaveLength(31);
    expect(dashboardBuckets('2026-03-01', '2026-04-01', 'day')).toBeNull();
    expect(dashboardBuckets('2026-03-02', '2026-03-01', 'day')).toBeNull();
    expect(dashboardBuckets('2026-03-01', '2026-03-02', 'hour')).toBeNull();
    expect(dashboardBucketOf('2026-03-02T20:00:00Z', 330, 'day')).toBe('2026-03-03');
    expect(dashboardBucketOf('2026-03-02T20:00:00Z', 0, 'hour')).toBe('2026-03-02T20');
  });
});

describe('customerProfileOf', () => {
  it('names tags and groups, and labels the custom fields that have a value, in the definitions’ order', () => {
    const profile = customerProfileOf(
      {
        id: 'c1',
        name: 'Asha',
        phoneNumber: '+919812345670',
        whatsAppNumber: '',
        facebookId: '',
        instaId: '',
        twitterId: '',
        tags: ['t1', 'gone'],
        groups: ['g1'],
        data: [
          { id: 'f2', value: 'Pune' },
          { id: 'f1', value: 'Gold' },
          { id: 'f3', value: '' },
        ],
      },
      { tags: new Map([['t1', 'VIP']]), groups: new Map([['g1', 'Newsletter']]) },
      [
        { _id: 'f1', fieldName: 'tier', fieldLabel: 'Tier' },
        { _id: 'f2', fieldName: 'city', fieldLabel: '' },
        { _id: 'f3', fieldName: 'note', fieldLabel: 'Note' },
      ],
    );
    expect(profile).toEqual({
      id: 'c1',
      name: 'Asha',
      phoneNumber: '+919812345670',
      tags: ['VIP'],
      groups: ['Newsletter'],
      fields: [
        { label: 'Tier', value: 'Gold' },
        { label: 'city', value: 'Pune' },
      ],
    });
    expect(profileNumbers('919812345670')).toEqual(['919812345670', '+919812345670']);
    expect(profileNumbers('+919812345670')).toEqual(['+919812345670']);
  });
});
