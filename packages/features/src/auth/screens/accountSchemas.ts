import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH, Messages } from '@parley/api-client';

/** Leading whitespace or whitespace only is refused (platform-shell §5). */
const noLeadingWhitespace = (value: string | undefined) => !value || !/^\s/.test(value);

export const newPasswordFields = {
  password: yup
    .string()
    .required(Messages.fieldMandatory)
    .test('whitespace', Messages.fieldMandatory, noLeadingWhitespace)
    .min(MIN_PASSWORD_LENGTH, Messages.passwordTooShort),
  confirmPassword: yup
    .string()
    .required(Messages.fieldMandatory)
    .min(MIN_PASSWORD_LENGTH, Messages.passwordTooShort)
    .oneOf([yup.ref('password')], Messages.passwordsDoNotMatch),
};

/** Reset password (§5): both required, at least 8 characters, and equal. */
export const resetPasswordSchema = yup.object(newPasswordFields);
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

/** Forgot password (§5): email required and valid; captcha required. */
export const forgotPasswordSchema = yup.object({
  emailId: yup.string().trim().required(Messages.fieldMandatory).email(Messages.invalidEmail),
  captcha: yup.string().trim().required(Messages.captchaRequired),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const signupSchema = yup.object({
  name: yup
    .string()
    .required(Messages.fieldMandatory)
    .test('whitespace', Messages.fieldMandatory, noLeadingWhitespace)
    .max(100),
  emailId: yup.string().trim().required(Messages.fieldMandatory).email(Messages.invalidEmail),
  ...newPasswordFields,
  termsOfService: yup.boolean().oneOf([true], 'Please accept the terms of service.').required(),
  captcha: yup.string().trim().required(Messages.captchaRequired),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

export const invitationSchema = yup.object({
  name: yup
    .string()
    .required(Messages.fieldMandatory)
    .test('whitespace', Messages.fieldMandatory, noLeadingWhitespace)
    .max(100),
  ...newPasswordFields,
});
export type InvitationValues = yup.InferType<typeof invitationSchema>;
