/** What the contract suite needs from a backend under test: the fake or the real server. */
export interface Credentials {
  emailId: string;
  password: string;
}

export interface ContractHarness {
  /** The API root, e.g. `http://127.0.0.1:4321/api`. */
  baseUrl: string;
  admin: Credentials;
  /** The captcha's text, as a person reads it off the image. */
  solveCaptcha(captchaId: string): Promise<string>;
  /** A user of the admin's enterprise with these roles. */
  createUser(roles: number[]): Promise<Credentials>;
  /** An administrator of a second enterprise. */
  createForeignAdmin(): Promise<Credentials>;
  /** Gives an agent a story, so deleting it must answer code 101. */
  addStoryToAgent(agentId: string): Promise<void>;
  /** The latest mail sent to this address (subject and plain text), as the recipient reads it. */
  readMail(to: string): Promise<{ subject: string; text: string } | undefined>;
  /** The code an authenticator app shows for this secret, `offsetSteps` 30 s steps from now. */
  totpCode(secret: string, offsetSteps?: number): Promise<string>;
  close(): Promise<void>;
}
