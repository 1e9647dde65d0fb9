import styled from 'styled-components';
import { useSettings } from '@parley/api-client/hooks';
import { theme } from '@parley/ui';

/** The product mark and title from the white-label settings (Parley by default). */
export function AuthBrand() {
  const { data: settings } = useSettings();
  const title = settings?.whiteLabel.title || 'Parley';
  const logoUrl = settings?.whiteLabel.logoUrl;
  return (
    <StyledBrand>
      {logoUrl ? (
        <StyledLogo src={logoUrl} alt={`${title} logo`} />
      ) : (
        <StyledMark aria-hidden="true">{title.slice(0, 1).toUpperCase()}</StyledMark>
      )}
      <StyledTitle>{title}</StyledTitle>
    </StyledBrand>
  );
}

const StyledBrand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
`;

const StyledLogo = styled.img`
  max-height: 48px;
  max-width: 200px;
  object-fit: contain;
`;

const StyledMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
  color: ${theme.colors.text};
`;
