import { broadcastsFake as broadcastsImpl } from './broadcastsFake.ts';
import { estimateFake } from './estimateFake.ts';

/** The broadcasts area in the fake: its tables per store (broadcastsState.ts), its rules in the area's contract. */
export const broadcastsFake = { ...broadcastsImpl, ...estimateFake };
