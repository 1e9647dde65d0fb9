/** User-visible messages quoted from the specs, shared by server and console so they cannot drift. */
export const Messages = {
  sessionExpired: 'Session Expired! Please login',
  accessDenied: 'Access Denied',
  somethingWentWrong: 'Something went wrong',
  offline: 'Network is offline,Please Turn On Internet!',
  dataNotSynced: 'Data not Synced,Please Turn On Internet!',
  backOnline: 'Network is Back!',
  agentDuplicateName: 'duplication of name ',
  agentHasChildren: 'Agent has Stories and Intents attached to it. Cannot be deleted',
  fieldMandatory: 'This field is mandatory.',
  invalidEmail: 'Please enter a valid email address',
  captchaRequired: 'Please enter captcha.',
  invalidCaptcha: 'Invalid captcha',
  invalidCredentials: 'Invalid email or password',
  loginRequired: 'Login required',
  notFound: 'Not found',
} as const;
