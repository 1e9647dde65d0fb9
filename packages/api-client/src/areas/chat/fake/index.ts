/** Live chat in the fake: its tables per store (chatState.ts), its rules in the area's contract. */
export { chatFake } from './chatFake.ts';
export { fakeChatCounters, fakePickUp } from './chatFake.ts';
export { chatData, seedWaitingChat, type FakeChat } from './chatState.ts';
