import type { BroadcastStatus } from '@parley/api-client';
import type { BadgeTone } from '@parley/ui';

/** How a broadcast's status reads at a glance: going, done, done with failures, or failed. */
export function broadcastStatusTone(status: BroadcastStatus): BadgeTone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'completed_with_failures':
      return 'warning';
    case 'failed':
      return 'danger';
    default:
      return 'info';
  }
}
