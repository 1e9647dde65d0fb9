import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleLink } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { Messages } from '@parley/api-client';
import { useCaptcha, useLogin, useSettings, useStartSso } from '@parley/api-client/hooks';
import { Alert, Button, PasswordField, TextField, theme } from '@parley/ui';
import { AuthLayout, StyledAuthForm, StyledAuthHeading, StyledAuthLinks } from '../components/AuthLayout.tsx';
import { LoginBanner } from '../components/LoginBanner.tsx';
import { CaptchaField } from '../components/CaptchaField.tsx';
import { TwoFactorStep, type TwoFactorStepProps } from '../components/TwoFactorStep.tsx';
import { useFinishSignIn } from '../session/signInOutcome.ts';
import { loginResolver } from './loginResolver.ts';
import type { LoginFormValues } from './loginSchema.ts';

export type { LoginLocationState } from '../session/signInOutcome.ts';

export interface LoginScreenProps {
  /** Where to go after signing in when no protected page was asked for. */
  defaultPath?: string;
  /** Sends the browser to the single sign-on provider; a full page load by default. */
  onSsoRedirect?: (authorizationUrl: string) => void;
}

const goTo = (url: string) => window.location.assign(url);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EMPTY: LoginFormValues = { emailId: '', password: '', captcha: '' };

/** Sign-in (platform-shell §2.3): email, password and captcha, then the two-factor step when asked. */
export function LoginScreen({ defaultPath = '/', onSsoRedirect = goTo }: LoginScreenProps) {
  const finishSignIn = useFinishSignIn(defaultPath);
  const captcha = useCaptcha('login');
  const { data: settings } = useSettings();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState<Pick<TwoFactorStepProps, 'id' | 'authType'> | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: loginResolver, defaultValues: EMPTY });

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const startSso = useStartSso();

  const handleSso = async () => {
    setServerError(null);
    // A typed address travels as a hint so the provider can skip asking for it.
    const typed = getValues('emailId').trim();
    try {
      const email = EMAIL_PATTERN.test(typed) ? typed : undefined;
      onSsoRedirect((await startSso.mutateAsync({ body: email ? { email } : {} })).data.authorizationUrl);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : Messages.somethingWentWrong);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const captchaId = captcha.data?.captchaId;
    if (!captchaId) {
      setServerError(Messages.somethingWentWrong);
      refreshCaptcha();
      return;
    }
    try {
      const result = await login.mutateAsync({
        emailId: values.emailId,
        password: values.password,
        captcha: values.captcha,
        captchaId,
        removeExistingSession: true,
        routePath: '',
        appId: 'parley-console',
      });
      if (result.twoFactorRequired) {
        setTwoFactor({ id: result.id, authType: result.authType });
        return;
      }
      finishSignIn(result);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : Messages.somethingWentWrong);
      // A captcha answers once: any failure needs a new one.
      refreshCaptcha();
    }
  });

  return (
    <AuthLayout>
      <LoginBanner />
      {twoFactor ? (
        <TwoFactorStep
          {...twoFactor}
          onSignedIn={finishSignIn}
          onCancel={() => {
            setTwoFactor(null);
            refreshCaptcha();
          }}
        />
      ) : (
        <StyledAuthForm onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
          <StyledAuthHeading id="login-heading">Sign in to your account</StyledAuthHeading>
          {serverError ? <Alert>{serverError}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.emailId?.message}
            {...register('emailId')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <CaptchaField
            image={captcha.data?.captcha}
            unavailable={captcha.isError}
            refreshing={captcha.isFetching}
            onRefresh={refreshCaptcha}
            error={errors.captcha?.message}
            {...register('captcha')}
          />
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            Sign In
          </Button>
          {settings?.sso ? (
            <>
              <StyledDivider aria-hidden="true">or</StyledDivider>
              <Button type="button" onClick={() => void handleSso()} loading={startSso.isPending}>
                {settings.sso.label}
              </Button>
            </>
          ) : null}
          <StyledAuthLinks>
            <ConsoleLink to="/forgot-password">Forgot password?</ConsoleLink>
            {settings?.featureFlags.hideSignup === true ? null : <ConsoleLink to="/signup">Sign up</ConsoleLink>}
          </StyledAuthLinks>
        </StyledAuthForm>
      )}
    </AuthLayout>
  );
}

const StyledDivider = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.colors.border};
  }
`;
