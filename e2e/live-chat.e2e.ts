import { expect, test } from './test.ts';
import { submitSignIn } from './signIn.ts';

test('live chat: a customer writes on the sandbox → the agent’s bell counts it → pickup → they exchange messages → the agent closes → history, monitor and analytics show it', async ({
  page: agent,
  context,
}) => {
  test.setTimeout(120_000);
  await agent.goto('/login');
  await submitSignIn(agent);
  await expect(agent).toHaveURL(/\/chat\/conversation$/);
  const bell = agent.getByRole('button', { name: /^Chat notifications, \d+ waiting$/ });
  await expect(bell).toBeVisible();

  // The customer, on the sandbox channel's simulator in another tab.
  const customer = await context.newPage();
  await customer.goto('/admin/channels');
  await customer.getByRole('table', { name: 'Channels' }).getByRole('link', { name: 'Sandbox' }).click();
  await customer.getByRole('button', { name: 'Open simulator' }).click();
  const number = `+1415${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await customer.getByRole('button', { name: 'Add customer' }).click();
  const add = customer.getByRole('dialog', { name: 'Add simulated customer' });
  await add.getByLabel('Name').fill('Lena Live');
  await add.getByLabel('Mobile number').fill(number);
  await add.getByRole('button', { name: 'Save' }).click();
  const phone = customer.getByRole('region', { name: 'Chat with Lena Live' });
  await phone.getByRole('textbox', { name: 'Message' }).fill('I need help with my order');
  await phone.getByRole('textbox', { name: 'Message' }).press('Enter');

  // The agent's bell hears of it (no bot is chosen: the chat goes to the agents at once) and blinks.
  await expect(agent.locator('[data-blinking="true"]').first()).toBeAttached();
  await bell.click();
  await agent.getByRole('menuitem', { name: /^New\/Live chats, [1-9]\d*$/ }).click();
  const table = agent.getByRole('dialog', { name: 'Chat Notification' });
  await expect(table.getByText('I need help with my order').first()).toBeVisible();
  await table.getByRole('button', { name: `Pickup ${number}` }).click();
  const confirm = agent.getByRole('dialog', { name: 'Live chat' });
  await expect(confirm.getByText('Do you want pickup this chat ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Pickup' }).click();

  // The conversation screen shows the chat; the agent answers.
  await agent
    .getByRole('list', { name: 'My chats' })
    .getByRole('button', { name: new RegExp(`^\\${number}`) })
    .click();
  const pane = agent.getByRole('region', { name: `Chat with ${number}` });
  await expect(pane.getByRole('list', { name: 'Conversation' })).toContainText('I need help with my order');
  await pane.getByLabel('Reply').fill('Happy to help. What is the order number?');
  await pane.getByRole('button', { name: 'Send' }).click();
  await expect(pane.getByRole('list', { name: 'Conversation' })).toContainText('What is the order number?');

  // The customer's phone shows the answer; the customer's reply reaches the agent's screen without a reload.
  await customer.bringToFront();
  await expect(phone.getByRole('group', { name: 'Sent message' }).last()).toContainText('What is the order number?', {
    timeout: 15_000,
  });
  await phone.getByRole('textbox', { name: 'Message' }).fill('It is PX-2044');
  await phone.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(pane.getByRole('list', { name: 'Conversation' })).toContainText('It is PX-2044', { timeout: 15_000 });

  await agent.bringToFront();
  await pane.getByRole('button', { name: 'Close chat' }).click();
  await expect(agent.getByText('Chat closed')).toBeVisible();
  await expect(agent.getByRole('region', { name: `Chat with ${number}` })).toHaveCount(0);

  // The closed chat is in the history, its conversation readable; the monitor and the analytics count it.
  await agent.goto('/chat/history');
  await agent.getByRole('searchbox', { name: 'Search chats by customer name or number' }).fill(number.slice(-6));
  const ended = agent.getByRole('table', { name: 'Ended chats' });
  await expect(ended.getByRole('row')).toHaveCount(2);
  await ended.getByRole('button', { name: number }).click();
  const read = agent.getByRole('dialog', { name: `Chat with ${number}` });
  await expect(read.getByRole('list', { name: 'Conversation' })).toContainText('It is PX-2044');
  await read.getByRole('button', { name: 'Close' }).first().click();

  await agent.goto('/chat/monitor');
  await expect(agent.getByRole('list', { name: 'Chats by state' })).toBeVisible();
  await expect(agent.getByRole('table', { name: 'Agents' })).toContainText('Online');

  await agent.goto('/chat/analytics');
  await agent.getByRole('combobox', { name: 'Period' }).selectOption('1 Day');
  await expect(agent.getByRole('list', { name: 'The period in figures' })).toContainText(/[1-9][0-9]* Chats/);
  await expect(agent.getByRole('img', { name: 'Attended and missed chats, 1 Day' })).toBeVisible();
});
