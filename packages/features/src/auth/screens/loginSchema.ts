import * as yup from 'yup';
import { Messages } from '@parley/api-client';

/** Sign-in validation (platform-shell §5): the messages are the spec's, word for word. */
export const loginSchema = yup.object({
  emailId: yup.string().trim().required(Messages.fieldMandatory).email(Messages.invalidEmail),
  password: yup.string().required(Messages.fieldMandatory),
  captcha: yup.string().trim().required(Messages.captchaRequired),
});

export type LoginFormValues = yup.InferType<typeof loginSchema>;
