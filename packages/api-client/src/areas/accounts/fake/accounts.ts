import { signUpFake } from './signUpFake.ts';
import { profileFake } from './profileFake.ts';
import { usersFake } from './usersFake.ts';
import { ssoFake } from './ssoFake.ts';
import { departmentsFake } from './departmentsFake.ts';
import { invitationsFake } from './invitationsFake.ts';

export { assertOwnPassword, fakeLogin, fakeProfileExtras, fakeTotpCode } from './accountsShared.ts';

/** Accounts and access in the fake: one implementation per endpoint group, sharing accountsShared.ts. */
export const accountsImpl = {
  ...signUpFake,
  ...profileFake,
  ...usersFake,
  ...ssoFake,
  ...departmentsFake,
  ...invitationsFake,
};
