import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { ConsoleLink } from '../../provider/basePath.tsx';
import { Messages, isApiError } from '@parley/api-client';
import { useCaptcha, useRecoverPassword } from '@parley/api-client/hooks';
import { Alert, Button, TextField } from '@parley/ui';
import { AuthLayout, StyledAuthForm, StyledAuthHeading, StyledAuthLinks } from '../components/AuthLayout.tsx';
import { CaptchaField } from '../components/CaptchaField.tsx';
import { forgotPasswordSchema, type ForgotPasswordValues } from './accountSchemas.ts';

/** Forgot password (platform-shell §2.3, §4.2): email and captcha, Proceed, Go Back. */
export function ForgotPasswordScreen() {
  const captcha = useCaptcha('forgetPassword');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const recover = useRecoverPassword();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isValid },
  } = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { emailId: '', captcha: '' },
  });

  const refreshCaptcha = () => {
    setValue('captcha', '', { shouldValidate: false });
    void captcha.refetch();
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await recover.mutateAsync({
        body: {
          emailId: values.emailId.trim(),
          captcha: values.captcha.trim(),
          captchaId: captcha.data?.captchaId ?? '',
        },
      });
      setSent(result.message || Messages.resetMailSent);
    } catch (failure) {
      // Server message when there is one; the catalogue's transport message otherwise (§8).
      setError(isApiError(failure) && failure.kind !== 'network' ? failure.message : Messages.forgotTransportError);
      refreshCaptcha();
    }
  });

  return (
    <AuthLayout>
      {sent ? (
        <>
          <StyledAuthHeading>Check your email</StyledAuthHeading>
          <Alert tone="info">{sent}</Alert>
          <StyledAuthLinks>
            <ConsoleLink to="/login">Go Back</ConsoleLink>
          </StyledAuthLinks>
        </>
      ) : (
        <StyledAuthForm onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading">
          <StyledAuthHeading id="forgot-heading">Forgot your password?</StyledAuthHeading>
          {error ? <Alert>{error}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.emailId?.message}
            {...register('emailId')}
          />
          <CaptchaField
            image={captcha.data?.captcha}
            unavailable={captcha.isError}
            refreshing={captcha.isFetching}
            onRefresh={refreshCaptcha}
            error={errors.captcha?.message}
            {...register('captcha')}
          />
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting || !isValid}>
            Proceed
          </Button>
          <StyledAuthLinks>
            <ConsoleLink to="/login">Go Back</ConsoleLink>
          </StyledAuthLinks>
        </StyledAuthForm>
      )}
    </AuthLayout>
  );
}
