import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { ConsoleLink, useConsoleNavigate } from '../../provider/basePath.tsx';
import { Messages } from '@parley/api-client';
import { useCaptcha, useIsEmailUnique, useResendActivation, useSettings, useSignup } from '@parley/api-client/hooks';
import { Alert, Button, Checkbox, PasswordField, TextField, useToast } from '@parley/ui';
import { AuthLayout, StyledAuthForm, StyledAuthHeading, StyledAuthLinks } from '../components/AuthLayout.tsx';
import { CaptchaField } from '../components/CaptchaField.tsx';
import { signupSchema, type SignupValues } from './accountSchemas.ts';

/** Sign-up (platform-shell §2.1, §7.1). Removed by the hideSignup flag: Access Denied, then the login page. */
export function SignupScreen() {
  const { data: settings, isPending: settingsPending } = useSettings();
  const hidden = settings?.featureFlags.hideSignup === true;
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const captcha = useCaptcha('signup');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; emailId: string } | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const signup = useSignup();
  const isEmailUnique = useIsEmailUnique();
  const resendActivation = useResendActivation();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: yupResolver(signupSchema),
    mode: 'onTouched',
    defaultValues: { name: '', emailId: '', password: '', confirmPassword: '', termsOfService: false, captcha: '' },
  });

  useEffect(() => {
    if (!hidden) return;
    toast.error(Messages.accessDenied);
    navigate('/login', { replace: true });
  }, [hidden, navigate, toast]);

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const unique = (await isEmailUnique.mutateAsync({ query: { emailId: values.emailId.trim() } })).data.unique;
      if (!unique) {
        setError(Messages.emailTaken);
        return;
      }
      const result = await signup.mutateAsync({
        body: {
          name: values.name.trim(),
          emailId: values.emailId.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          termsOfService: 'on',
          captcha: values.captcha.trim(),
          captchaId: captcha.data?.captchaId ?? '',
          address: '',
          country: '',
          countryCode: '',
          zipCode: '',
          category: '',
          about: '',
          contactPerson: '',
          jobTitle: '',
          contactNumber: '',
        },
      });
      setDone({ message: result.message || Messages.activationSent, emailId: result.data.emailId });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : Messages.somethingWentWrong);
      refreshCaptcha();
    }
  });

  const resend = async () => {
    if (!done) return;
    const result = await resendActivation.mutateAsync({ body: { emailId: done.emailId } });
    setResent(result.message);
  };

  if (settingsPending || hidden)
    return <AuthLayout>{hidden ? <Alert>{Messages.accessDenied}</Alert> : null}</AuthLayout>;

  return (
    <AuthLayout>
      {done ? (
        <>
          <StyledAuthHeading>Check your email</StyledAuthHeading>
          <Alert tone="info">{done.message}</Alert>
          {resent ? <p>{resent}</p> : null}
          <StyledAuthLinks>
            <Button variant="ghost" size="sm" onClick={() => void resend()}>
              Resend activation mail
            </Button>
            <ConsoleLink to="/login">Sign In</ConsoleLink>
          </StyledAuthLinks>
        </>
      ) : (
        <StyledAuthForm onSubmit={onSubmit} noValidate aria-labelledby="signup-heading">
          <StyledAuthHeading id="signup-heading">Create your account</StyledAuthHeading>
          {error ? <Alert>{error}</Alert> : null}
          <TextField label="Name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.emailId?.message}
            {...register('emailId')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <CaptchaField
            image={captcha.data?.captcha}
            unavailable={captcha.isError}
            refreshing={captcha.isFetching}
            onRefresh={refreshCaptcha}
            error={errors.captcha?.message}
            {...register('captcha')}
          />
          <Checkbox label="I accept the terms of service" {...register('termsOfService')} />
          {errors.termsOfService ? <Alert>{errors.termsOfService.message}</Alert> : null}
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Sign Up
          </Button>
          <StyledAuthLinks>
            <ConsoleLink to="/login">Already have an account? Sign In</ConsoleLink>
          </StyledAuthLinks>
        </StyledAuthForm>
      )}
    </AuthLayout>
  );
}
