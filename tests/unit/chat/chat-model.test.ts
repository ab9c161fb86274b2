import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../src/domain/messaging/conversation.schema';
import type { Message } from '../../../src/domain/messaging/message.schema';
import {
  applyIncomingMessage,
  applyReadCount,
  filterConversations,
  providerSummary,
  splitByStarted,
  totalUnread,
  truncate,
} from '../../../src/features/chat/model/conversation-list';
import { dateLabel, timeOfDay } from '../../../src/features/chat/model/date-label';
import { linkify } from '../../../src/features/chat/model/linkify';
import { isReadBy, isShownEnough, mergeMessages, showsNewestAtEnd, unsentOnly } from '../../../src/features/chat/model/message-timeline';
import { statusWhileDown } from '../../../src/features/chat/model/connection-status';
import { conversationIdFrom } from '../../../src/features/chat/model/initial-conversation';
import { patientOffsetMinutes, serverOrigin } from '../../../src/features/chat/model/connection-target';
import { browserTimezoneOffset } from '../../../src/core/session/after-login';

const conversation = (patch: Partial<Conversation>): Conversation => ({
  convId: 1,
  careProviders: 'Jordan Alvarez',
  cpIds: '1',
  patientName: 'Pat Doe',
  topic: 'Refill question',
  latestTimeStamp: '2026-11-20T10:00:00.000Z',
  unreadMsgCount: 0,
  ...patch,
});

const message = (patch: Partial<Message>): Message => ({
  msgId: 1,
  convId: 1,
  msgBody: 'hi',
  senderName: 'Jordan Alvarez',
  timeCreated: '2026-11-20T10:00:00.000Z',
  readByProvider: '',
  readByPatient: '',
  uId: null,
  cpId: 1,
  clientMsgId: null,
  ...patch,
});

describe('conversation list rules', () => {
  it('cuts names at 25 characters with an ellipsis, counting code points', () => {
    expect(truncate('A'.repeat(25))).toBe('A'.repeat(25));
    expect(truncate('A'.repeat(26))).toBe(`${'A'.repeat(25)}…`);
    expect(truncate('😀'.repeat(26))).toBe(`${'😀'.repeat(25)}…`);
  });

  it('names up to two providers, then two names and "N others"', () => {
    expect(providerSummary(conversation({ careProviders: 'A,B' }))).toEqual({ names: ['A', 'B'], others: 0 });
    expect(providerSummary(conversation({ careProviders: 'A,B,C,D' }))).toEqual({ names: ['A', 'B'], others: 2 });
  });

  it('searches provider names and topic, case-insensitively', () => {
    const list = [conversation({ convId: 1, careProviders: 'Maya Chen', topic: 'Check-in' }), conversation({ convId: 2, careProviders: 'Jordan', topic: 'Insurance' })];
    expect(filterConversations(list, 'MAYA').map((c) => c.convId)).toEqual([1]);
    expect(filterConversations(list, 'insur').map((c) => c.convId)).toEqual([2]);
    expect(filterConversations(list, '  ').map((c) => c.convId)).toEqual([1, 2]);
    expect(filterConversations(list, 'nobody')).toEqual([]);
  });

  it('splits started (newest first) from not started', () => {
    const list = [
      conversation({ convId: 1, latestTimeStamp: '2026-11-19T10:00:00.000Z' }),
      conversation({ convId: 2, latestTimeStamp: null }),
      conversation({ convId: 3, latestTimeStamp: '2026-11-20T10:00:00.000Z' }),
    ];
    const { started, notStarted } = splitByStarted(list);
    expect(started.map((c) => c.convId)).toEqual([3, 1]);
    expect(notStarted.map((c) => c.convId)).toEqual([2]);
  });

  it('moves a conversation to the top on a new message, starts it, and counts others’ messages as unread', () => {
    const list = [conversation({ convId: 1 }), conversation({ convId: 2, latestTimeStamp: null })];
    const after = applyIncomingMessage(list, message({ convId: 2, msgId: 9, timeCreated: '2026-11-21T10:00:00.000Z' }), { uId: 7 });
    expect(after.map((c) => [c.convId, c.unreadMsgCount, c.latestTimeStamp])).toEqual([
      [2, 1, '2026-11-21T10:00:00.000Z'],
      [1, 0, '2026-11-20T10:00:00.000Z'],
    ]);
    const own = applyIncomingMessage(list, message({ convId: 1, uId: 7, cpId: null }), { uId: 7 });
    expect(own[0]!.unreadMsgCount).toBe(0);
    expect(applyIncomingMessage(list, message({ convId: 99 }), { uId: 7 })).toEqual(list);
  });

  it('takes read messages off the badge, never below zero, and totals the badges', () => {
    const list = [conversation({ convId: 1, unreadMsgCount: 3 }), conversation({ convId: 2, unreadMsgCount: 2 })];
    expect(applyReadCount(list, 1, 2).map((c) => c.unreadMsgCount)).toEqual([1, 2]);
    expect(applyReadCount(list, 2, 5).map((c) => c.unreadMsgCount)).toEqual([3, 0]);
    expect(totalUnread(list)).toBe(5);
  });
});

describe('date labels in the patient’s time zone', () => {
  const now = Date.parse('2026-11-24T03:30:00.000Z'); // Monday 22:30 in UTC-5 (offset 300)
  it('says Today and Yesterday by the patient’s calendar, not UTC', () => {
    expect(dateLabel('2026-11-24T01:00:00.000Z', now, 300)).toEqual({ kind: 'today' });
    expect(dateLabel('2026-11-23T04:00:00.000Z', now, 300)).toEqual({ kind: 'yesterday' });
    expect(dateLabel('2026-11-23T04:00:00.000Z', now, 0)).toEqual({ kind: 'yesterday' });
    expect(dateLabel('2026-11-24T01:00:00.000Z', now, 0)).toEqual({ kind: 'today' });
  });
  it('names the weekday within a week and the date before that', () => {
    expect(dateLabel('2026-11-20T15:00:00.000Z', now, 300)).toEqual({ kind: 'weekday', weekday: 5 });
    expect(dateLabel('2026-11-01T15:00:00.000Z', now, 300)).toEqual({ kind: 'date', date: '2026-11-01' });
    expect(timeOfDay('2026-11-24T01:05:00.000Z', 300)).toBe('20:05');
  });
});

describe('links in messages', () => {
  it('links only http and https, leaving everything else as text', () => {
    expect(linkify('see https://example.com/a?b=1. thanks')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. thanks' },
    ]);
    for (const body of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '<a href="javascript:x">y</a>', 'mailto:a@b.c']) {
      expect(linkify(body).every((part) => part.kind === 'text')).toBe(true);
      expect(linkify(body).map((part) => part.text).join('')).toBe(body);
    }
  });
});

describe('timeline', () => {
  it('merges pages without duplicates, oldest first with msgId breaking ties', () => {
    const a = message({ msgId: 2, timeCreated: '2026-11-20T10:00:00.000Z' });
    const b = message({ msgId: 1, timeCreated: '2026-11-20T10:00:00.000Z' });
    const c = message({ msgId: 3, timeCreated: '2026-11-19T10:00:00.000Z' });
    expect(mergeMessages([a, b], [b, c]).map((m) => m.msgId)).toEqual([3, 1, 2]);
  });
  it('drops pending messages the server stored and knows what the patient has read', () => {
    const pending = [{ clientMsgId: 'x', convId: 1, msgBody: 'a', createdAt: '', state: 'sending' as const }, { clientMsgId: 'y', convId: 1, msgBody: 'b', createdAt: '', state: 'sending' as const }];
    expect(unsentOnly(pending, [message({ clientMsgId: 'x' })]).map((p) => p.clientMsgId)).toEqual(['y']);
    expect(isReadBy(message({ readByPatient: '3,7' }), 7)).toBe(true);
    expect(isReadBy(message({ readByPatient: '17' }), 7)).toBe(false);
    expect(isReadBy(message({ uId: 7, cpId: null }), 7)).toBe(true);
  });
  it('paints a conversation just opened only once its newest row, measured, ends the rows and the view is at its end', () => {
    expect(showsNewestAtEnd({ distanceFromEnd: 0, lastRowBottom: 900, rowsBottom: 900 })).toBe(true);
    expect(showsNewestAtEnd({ distanceFromEnd: 0.5, lastRowBottom: 899.5, rowsBottom: 900 })).toBe(true);
    // The newest row is not rendered yet (the rows in view are older ones).
    expect(showsNewestAtEnd({ distanceFromEnd: 0, lastRowBottom: null, rowsBottom: 900 })).toBe(false);
    // Measured rows made the list taller: the view is no longer at its end.
    expect(showsNewestAtEnd({ distanceFromEnd: 640, lastRowBottom: 1540, rowsBottom: 1540 })).toBe(false);
    // The newest row is still placed from estimated heights above it.
    expect(showsNewestAtEnd({ distanceFromEnd: 0, lastRowBottom: 700, rowsBottom: 900 })).toBe(false);
  });
});

describe('what counts as seen, and the status while down', () => {
  it('counts a message seen when half of it was shown, or half of the timeline for a taller one', () => {
    expect(isShownEnough(50, 100, 400)).toBe(true);
    expect(isShownEnough(49, 100, 400)).toBe(false);
    expect(isShownEnough(200, 900, 400)).toBe(true);
    expect(isShownEnough(199, 900, 400)).toBe(false);
    expect(isShownEnough(0, 100, 400)).toBe(false);
    expect(isShownEnough(100, 100, 0)).toBe(false);
  });

  it('says offline when the browser has no network, else reconnecting', () => {
    expect(statusWhileDown(false)).toBe('offline');
    expect(statusWhileDown(true)).toBe('reconnecting');
    expect(statusWhileDown(undefined)).toBe('reconnecting');
  });
});

describe('where the chat connects and what it opens', () => {
  it('connects to the API’s origin, or this page’s for a relative API base', () => {
    expect(serverOrigin('/api', 'https://portal.example/chat')).toBe('');
    expect(serverOrigin('https://api.example/api', 'https://portal.example/chat')).toBe('https://api.example');
  });
  it('uses the user record’s offset when valid, else the browser’s', () => {
    // The user record stores the offset east positive (New York in winter: -300), as sign-in saves it.
    expect(patientOffsetMinutes({ timezone: -300 })).toBe(300);
    expect(patientOffsetMinutes({ timezone: 120 })).toBe(-120);
    expect(Object.is(patientOffsetMinutes({ timezone: 0 }), 0)).toBe(true);
    expect(patientOffsetMinutes({ timezone: browserTimezoneOffset(new Date('2026-01-01T00:00:00Z')) }, new Date('2026-01-01T00:00:00Z'))).toBe(
      new Date('2026-01-01T00:00:00Z').getTimezoneOffset(),
    );
    expect(patientOffsetMinutes({ timezone: 'x' }, new Date('2026-01-01T00:00:00Z'))).toBe(new Date('2026-01-01T00:00:00Z').getTimezoneOffset());
  });
  it('opens the attribute’s conversation, then the link’s, then ?conv_id=', () => {
    expect(conversationIdFrom('12', 5, '?conv_id=9')).toBe(12);
    expect(conversationIdFrom(undefined, 5, '?conv_id=9')).toBe(5);
    expect(conversationIdFrom(undefined, undefined, '?conv_id=9')).toBe(9);
    expect(conversationIdFrom('abc', '0', '?conv_id=-1')).toBeUndefined();
  });
});
