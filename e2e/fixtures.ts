/** The server under test runs with NODE_ENV=test and a fixed captcha text, the only way to pass one unattended. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3411);
export const E2E_CAPTCHA = 'e2e42';
export const E2E_ADMIN = { emailId: 'admin@parley.local', password: 'e2e-admin-password-1' };

/** The SMTP server the e2e global setup starts; the Parley server under test sends its mail there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3412);

/** The example host app (examples/host-app, built from the packed tarballs) is served here by `vite preview`. */
export const E2E_HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 3413);

/** The WhatsApp Cloud API fake the e2e global setup starts; the server under test calls it as Meta's Graph API. */
export const E2E_CLOUD_PORT = Number(process.env.E2E_CLOUD_PORT ?? 3414);
export const E2E_CLOUD_URL = `http://127.0.0.1:${E2E_CLOUD_PORT}`;

/** A business's website carrying the web-chat widget (e2e/shopSite.ts), on an origin of its own. */
export const E2E_SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3415);
export const E2E_SHOP_URL = `http://127.0.0.1:${E2E_SHOP_PORT}`;
