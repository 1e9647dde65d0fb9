import styled from 'styled-components';
import { useSettings } from '@parley/api-client/hooks';
import { Carousel, theme } from '@parley/ui';

/** broadcast-and-customer-master §9: the login banner carousel rotates every 3000 ms and pauses on hover. */
export const LOGIN_BANNER_INTERVAL_MS = 3000;

/** The white label's banner addresses: `bannerUrl` may hold several, separated by white space. */
export function bannerUrls(bannerUrl: string | undefined): string[] {
  return (bannerUrl ?? '').split(/\s+/).filter((url) => url.length > 0);
}

/** The operator's login banner(s) from the environment settings; nothing when none is set. */
export function LoginBanner() {
  const { data: settings } = useSettings();
  const urls = bannerUrls(settings?.whiteLabel.bannerUrl);
  if (urls.length === 0) return null;
  const title = settings?.whiteLabel.title || 'Parley';
  return (
    <Carousel
      label="Banner"
      intervalMs={LOGIN_BANNER_INTERVAL_MS}
      slides={urls.map((url, index) => (
        <StyledBanner key={url} src={url} alt={`${title} banner ${index + 1}`} />
      ))}
    />
  );
}

const StyledBanner = styled.img`
  display: block;
  width: 100%;
  max-height: 180px;
  object-fit: cover;
  border-radius: ${theme.radius.md};
`;
