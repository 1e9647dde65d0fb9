import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthBrand } from './AuthBrand.tsx';
import { theme } from '@parley/ui';

export interface AuthLayoutProps {
  children: ReactNode;
}

/** The centred card the public account pages share (sign-in, sign-up, recovery, activation, invitation). */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <StyledPage>
      <StyledCard>
        <AuthBrand />
        {children}
      </StyledCard>
    </StyledPage>
  );
}

export const StyledAuthForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

export const StyledAuthHeading = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightMedium};
  color: ${theme.colors.text};
`;

export const StyledAuthLinks = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[3]};
  font-size: ${theme.font.sizeSm};
  a {
    color: ${theme.colors.primaryHover};
  }
`;

const StyledPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space[6]};
  background:
    radial-gradient(circle at 20% 10%, ${theme.colors.primarySubtle}, transparent 45%), ${theme.colors.surfaceMuted};
`;

const StyledCard = styled.div`
  width: 100%;
  max-width: 420px;
  display: grid;
  gap: ${theme.space[6]};
  padding: ${theme.space[7]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow[2]};
`;
