import { expect, test } from './test.ts';
import { E2E_SHOP_URL } from './fixtures.ts';
import { submitSignIn } from './signIn.ts';

test('web chat: a visitor opens the widget on a website → the bot answers → they ask for a human → the agent’s bell counts and blinks → pickup → they talk, typing and seen shown → the agent closes → the visitor rates', async ({
  page: agent,
  browser,
}) => {
  test.setTimeout(180_000);
  await agent.goto('/login');
  await submitSignIn(agent);
  await expect(agent).toHaveURL(/\/chat\/conversation$/);
  const bell = agent.getByRole('button', { name: /^Chat notifications, \d+ waiting$/ });
  await expect(bell).toBeVisible();
  const origin = new URL(agent.url()).origin;

  // The business's web channel, allowed on the shop's website, and its embed code.
  await agent.goto('/admin/channels/create');
  await agent.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme website');
  await agent.getByLabel('Channel type').selectOption({ label: 'Web' });
  await agent.getByLabel('Vendor').selectOption({ label: 'Web chat' });
  await agent.getByRole('textbox', { name: 'Window title', exact: true }).fill('Acme help');
  await agent.getByRole('textbox', { name: 'Welcome message', exact: true }).fill('Hi! Ask us anything.');
  await agent.getByRole('textbox', { name: 'Allowed websites', exact: true }).fill(E2E_SHOP_URL);
  await agent.getByRole('button', { name: 'Save' }).click();
  await expect(agent).toHaveURL(/\/admin\/channels$/);
  await agent.getByRole('table', { name: 'Channels' }).getByRole('link', { name: 'Acme website' }).click();
  const channelId = /\/admin\/channels\/([^/]+)\/details/.exec(agent.url())![1]!;
  await expect(agent.getByLabel('Embed code')).toHaveText(
    `<script src="${origin}/webchat.js" data-parley-channel="${channelId}" async></script>`,
  );

  // The demo bot answers first; "human" hands the chat over.
  await agent.goto('/admin/chatConfig');
  await agent.getByLabel('Bot that answers first').selectOption({ label: 'Customer Support' });
  await agent.getByRole('button', { name: 'Save' }).click();
  await expect(agent.getByText('Chat settings saved').first()).toBeVisible();
  await agent.goto('/chat/conversation');

  // The visitor, in a browser of their own, on the shop's website.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const shop = `${E2E_SHOP_URL}/?console=${encodeURIComponent(origin)}&channel=${channelId}`;
  await visitor.goto(shop);
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const window = visitor.getByRole('dialog', { name: 'Acme help' });
  const log = window.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('Hi! Ask us anything.');
  const say = async (text: string) => {
    await window.getByRole('textbox', { name: 'Message' }).fill(text);
    await window.getByRole('textbox', { name: 'Message' }).press('Enter');
  };
  await say('hello');
  await expect(log).toContainText('I can track orders', { timeout: 30_000 });
  await expect(log.locator('strong', { hasText: 'track orders' })).toBeVisible();
  await say('Can I talk to a human please?');

  // The agent's bell counts the hand-over and blinks; the agent picks up.
  await expect(agent.locator('[data-blinking="true"]').first()).toBeAttached({ timeout: 15_000 });
  await bell.click();
  await agent.getByRole('menuitem', { name: /^New\/Live chats, [1-9]\d*$/ }).click();
  const table = agent.getByRole('dialog', { name: 'Chat Notification' });
  await expect(table.getByText('Can I talk to a human please?').first()).toBeVisible();
  await table.getByRole('button', { name: 'Pickup Website visitor' }).first().click();
  await agent.getByRole('dialog', { name: 'Live chat' }).getByRole('button', { name: 'Pickup' }).click();
  const pane = agent.getByRole('region', { name: 'Chat with Website visitor' });
  await expect(pane.getByRole('list', { name: 'Conversation' })).toContainText('Can I talk to a human please?');

  // The visitor sees their message was seen, then the agent typing, then the answer with the agent's name.
  await expect(log.getByText('Seen').last()).toBeVisible({ timeout: 15_000 });
  await pane.getByLabel('Reply').fill('Hi, this is Demo Admin. How can I help?');
  await expect(window.getByText('Typing…')).toBeVisible({ timeout: 10_000 });
  await pane.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText('How can I help?', { timeout: 15_000 });
  await expect(log).toContainText('Demo Admin');

  // The visitor answers; the agent's thread shows it, and the visitor's typing before it.
  await window.getByRole('textbox', { name: 'Message' }).pressSequentially('My order');
  await expect(pane.getByRole('status', { name: 'Customer activity' })).toHaveText('Website visitor is typing…', {
    timeout: 10_000,
  });
  await say('My order PX-2044 is late');
  await expect(pane.getByRole('list', { name: 'Conversation' })).toContainText('My order PX-2044 is late', {
    timeout: 15_000,
  });

  // Another page of the website: the same visitor, the window still open, the conversation kept.
  await visitor.getByRole('link', { name: 'Delivery' }).click();
  await expect(visitor.getByRole('heading', { name: 'Acme delivery' })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Acme help' }).getByRole('log')).toContainText(
    'My order PX-2044 is late',
  );

  // The agent closes; the visitor is asked for a rating and gives four stars; the history shows them.
  await pane.getByRole('button', { name: 'Close chat' }).click();
  await expect(agent.getByText('Chat closed')).toBeVisible();
  const rating = visitor.getByRole('group', { name: 'Rate this chat' });
  await expect(rating).toContainText('How was this chat?', { timeout: 15_000 });
  await rating.getByRole('button', { name: '4 of 5 stars' }).click();
  await expect(rating).toContainText('Thank you for your rating.');
  await agent.goto('/chat/history');
  const ended = agent.getByRole('table', { name: 'Ended chats' });
  await expect(ended.getByRole('img', { name: 'Customer rating: 4 out of 5' })).toBeVisible();

  // A website the channel does not allow gets no chat.
  const elsewhere = await visitorContext.newPage();
  await elsewhere.goto(
    `http://localhost:${new URL(E2E_SHOP_URL).port}/?console=${encodeURIComponent(origin)}&channel=${channelId}`,
  );
  await elsewhere.getByRole('button', { name: 'Open chat' }).click();
  await expect(elsewhere.getByText('This website may not open this chat')).toBeVisible();

  // Back to no bot, as the other journeys expect.
  await agent.goto('/admin/chatConfig');
  await agent.getByLabel('Bot that answers first').selectOption({ index: 0 });
  await agent.getByRole('button', { name: 'Save' }).click();
  await expect(agent.getByText('Chat settings saved').first()).toBeVisible();
  await visitorContext.close();
});
