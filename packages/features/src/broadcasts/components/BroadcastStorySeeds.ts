import {
  bindEndpoints,
  createApiClient,
  type BroadcastRequest,
  type CarouselCard,
  type MessageTemplate,
  type TemplateComponent,
} from '@parley/api-client';
import { channelsData, fake, seedCustomerMaster } from '@parley/api-client/fake';
import { renameDemoSandbox } from '../../channels/components/ChannelStorySeeds.ts';

/*
 * Channels, templates, customers and broadcasts for the broadcast stories (story code only, never imported by a
 * screen). Every seed goes into the fake's current store, which each story starts afresh.
 */

/** The demo sandbox under a known id, so a story can lock the form to it. */
export const STORY_CHANNEL_ID = 'ch-broadcast';

/** The demo sandbox's welcome template: 'Welcome to {{1}}' over 'Hi {{1}}, thanks for joining *Parley*. …'. */
export const WELCOME_TEMPLATE_ID = 'tpl-welcome';

const SAMPLE_IMAGE = 'https://cdn.example.com/sample.png';
const body = (text: string, example?: string[]) => ({ type: 'BODY' as const, text, ...(example ? { example } : {}) });
const imageCard = (text: string, example: string): CarouselCard => ({
  components: [{ type: 'HEADER', format: 'IMAGE', resourceUrl: SAMPLE_IMAGE }, body(text, [example])],
});

/** Templates that ask for each thing the sender handles, by id (which is also the name). */
export const STORY_TEMPLATES = {
  /** An image header and a body variable. */
  spring_offer: [
    { type: 'HEADER', format: 'IMAGE', resourceUrl: SAMPLE_IMAGE },
    body('Hi {{1}}, our spring sale is on.', ['Asha']),
  ],
  /** A document header (a PDF is required). */
  invoice_ready: [
    { type: 'HEADER', format: 'DOCUMENT', resourceUrl: 'https://cdn.example.com/sample.pdf' },
    body('Your invoice is ready.'),
  ],
  /** A carousel of two cards, each with an image and a body variable. */
  product_carousel: [
    body('Our picks for you'),
    { type: 'CAROUSEL', cards: [imageCard('Shoes for {{1}}', 'Asha'), imageCard('Bags for {{1}}', 'Asha')] },
  ],
  /** A URL button whose address ends in a variable. */
  order_tracking: [
    body('Your order is on its way.'),
    {
      type: 'BUTTONS',
      buttons: [
        {
          type: 'URL',
          text: 'Track order',
          url: 'https://shop.example.com/track/{{1}}',
          example: ['https://shop.example.com/track/A1'],
        },
      ],
    },
  ],
} satisfies Record<string, TemplateComponent[]>;

export type StoryTemplateId = keyof typeof STORY_TEMPLATES;

/**
 * The demo sandbox (STORY_CHANNEL_ID) with its welcome template under WELCOME_TEMPLATE_ID and the story templates,
 * all approved, the customer master's demo customers and custom fields (city, plan, notes), and the fake's two
 * demo broadcasts. Call from a story's beforeEach: the fake answers once the story's loaders ran.
 */
export async function seedBroadcastStory(): Promise<void> {
  const channel = renameDemoSandbox(STORY_CHANNEL_ID);
  const state = channelsData(fake.store);
  const welcome = state.templates.find((template) => template.channelId === channel.id)!;
  welcome.id = WELCOME_TEMPLATE_ID;
  welcome._id = WELCOME_TEMPLATE_ID;
  for (const [id, components] of Object.entries(STORY_TEMPLATES))
    state.templates.push({
      ...structuredClone(welcome),
      id,
      _id: id,
      name: id,
      templateId: id,
      components: structuredClone(components) as MessageTemplate['components'],
    });
  seedCustomerMaster(fake.store);
  // The fake makes its demo broadcasts when its broadcasts are first read: read them now, so what a story sends is
  // newer than they are, as on a server seeded before the story.
  await storyApi().listBroadcasts({ query: {} });
}

/** The fake's API as the signed-in demo administrator. */
function storyApi() {
  const token = fake.signIn();
  return bindEndpoints(createApiClient({ baseUrl: '/api', getToken: () => token }));
}

/** A request for the welcome template to these numbers, its variables mapped to constants. */
export const welcomeRequest = (phoneNumber: string[], name?: string): BroadcastRequest => ({
  channelId: STORY_CHANNEL_ID,
  ...(name ? { name } : {}),
  phoneNumber,
  message: { template: { templateId: 'welcome_message', templateUId: WELCOME_TEMPLATE_ID } },
  columnMapping: [
    { variable: 'header.1', type: 'static', value: 'Parley' },
    { variable: 'body.1', type: 'static', value: 'friend' },
  ],
});

/**
 * Sends broadcasts through the fake's own endpoint, as the sender would (the fake keeps its broadcasts to
 * itself). Call from a story's beforeEach, after seedBroadcastStory.
 */
export async function sendStoryBroadcasts(requests: readonly BroadcastRequest[]): Promise<string[]> {
  const api = storyApi();
  const ids: string[] = [];
  for (const request of requests) ids.push((await api.sendBroadcast({ body: request })).data.id);
  return ids;
}
