import { Badge, type BadgeTone } from '@parley/ui';

/** Meta's quality rating of a WhatsApp number, in words: the badge's colour only repeats what the words say. */
const QUALITY: Record<string, { tone: BadgeTone; label: string }> = {
  GREEN: { tone: 'success', label: 'High (green)' },
  YELLOW: { tone: 'warning', label: 'Medium (yellow)' },
  RED: { tone: 'danger', label: 'Low (red)' },
};

export const qualityLabel = (rating: string | undefined): string =>
  QUALITY[(rating ?? '').toUpperCase()]?.label ?? 'Unknown';

export interface ChannelQualityBadgeProps {
  /** GREEN, YELLOW, RED or UNKNOWN. */
  rating: string | undefined;
}

export function ChannelQualityBadge({ rating }: ChannelQualityBadgeProps) {
  const quality = QUALITY[(rating ?? '').toUpperCase()];
  return <Badge tone={quality?.tone ?? 'neutral'}>{quality?.label ?? 'Unknown'}</Badge>;
}
