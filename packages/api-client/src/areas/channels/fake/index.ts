import { channelsFake as channelsImpl } from './channelsFake.ts';
import { messagingFake } from './messagingFake.ts';
import { templatesFake } from './templatesFake.ts';

/** The channels area in the fake: its tables per store (channelsState.ts), its rules in the area's contract. */
export const channelsFake = { ...channelsImpl, ...templatesFake, ...messagingFake };
