import type {
  MessageBubbleButton,
  MessageBubbleCard,
  MessageBubbleContent,
  MessageBubbleList,
} from './messageBubbleContent.ts';

/*
 * Sample messages for the stories of the bubble, the template preview and the phone simulator. Images are
 * inline SVG, so stories never reach the network.
 */

function sampleImage(label: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="320" height="180" fill="url(#g)"/>
<text x="160" y="100" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleImages = {
  shoes: sampleImage('Shoes', '#2f6fed', '#7b61ff'),
  dresses: sampleImage('Dresses', '#d1495b', '#f0a202'),
  hats: sampleImage('Hats', '#1b9e77', '#00a3c4'),
  order: sampleImage('Order #4521', '#1f5bd6', '#1b9e77'),
};

export const quickReplies: MessageBubbleButton[] = [
  { type: 'QUICK_REPLY', text: 'Track my order', payload: 'track' },
  { type: 'QUICK_REPLY', text: 'Talk to an agent', payload: 'agent' },
];

export const callToActions: MessageBubbleButton[] = [
  { type: 'URL', text: 'View order', url: 'https://shop.example.com/orders/4521' },
  { type: 'PHONE_NUMBER', text: 'Call support', payload: '+911234567890' },
];

export const orderTemplate: MessageBubbleContent = {
  header: { format: 'TEXT', text: 'Your order has shipped' },
  body: 'Hi Asha, your order *#4521* is on its way.\nExpected by _Friday, 24 Nov_.',
  footer: 'Reply STOP to opt out',
  buttons: [...quickReplies, ...callToActions],
  templateName: 'order_shipped',
};

export const imageTemplate: MessageBubbleContent = {
  header: { format: 'IMAGE', url: sampleImages.order, fileName: 'Order 4521 packed and ready' },
  body: 'Your order is packed and ready. Choose how you would like it delivered.',
  footer: 'Parley Shop',
  buttons: quickReplies,
};

export const formattingSample =
  'This is *bold*, _italic_, ~struck~ and ```monospace```.\n*_Bold italic_* works too, while * spaced * and 2*3*4 stay as typed.\n\nA new paragraph.';

export const carouselCards: MessageBubbleCard[] = [
  {
    header: { format: 'IMAGE', url: sampleImages.shoes },
    body: 'Running shoes, *30% off* this week',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Shoes please', payload: 'shoes' },
      { type: 'URL', text: 'Shop shoes', url: 'https://shop.example.com/shoes' },
    ],
  },
  {
    header: { format: 'IMAGE', url: sampleImages.dresses },
    body: 'Summer dresses in _every_ colour',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Dresses please', payload: 'dresses' },
      { type: 'URL', text: 'Shop dresses', url: 'https://shop.example.com/dresses' },
    ],
  },
  {
    header: { format: 'IMAGE', url: sampleImages.hats },
    body: 'Sun hats from ~₹999~ ₹699',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Hats please', payload: 'hats' },
      { type: 'URL', text: 'Shop hats', url: 'https://shop.example.com/hats' },
    ],
  },
];

export const carouselMessage: MessageBubbleContent = {
  body: 'Picked for you this week:',
  cards: carouselCards,
};

export const offerMessage: MessageBubbleContent = {
  header: { format: 'IMAGE', url: sampleImages.shoes },
  offer: { text: 'Ends tonight!' },
  body: 'Take *20% off* everything in the store with this code.',
  buttons: [
    { type: 'COPY_CODE', text: 'Copy offer code', payload: 'NIGHT20' },
    { type: 'URL', text: 'Shop now', url: 'https://shop.example.com' },
  ],
};

export const storeList: MessageBubbleList = {
  button: 'Choose a store',
  sections: [
    {
      title: 'Bengaluru',
      rows: [
        { id: 'blr-indiranagar', title: 'Indiranagar', description: '100 Feet Road, open 10 am to 9 pm' },
        { id: 'blr-koramangala', title: 'Koramangala', description: '80 Feet Road, open 11 am to 10 pm' },
      ],
    },
    {
      title: 'Mumbai',
      rows: [{ id: 'bom-bandra', title: 'Bandra West', description: 'Linking Road' }],
    },
  ],
};

/** An interactive list message, as the server records it (header and footer included). */
export const listMessage: MessageBubbleContent = {
  header: { format: 'TEXT', text: 'Pick up in store' },
  body: 'Which store should we keep your order at?',
  footer: 'Parley Shop',
  list: storeList,
};

/** A Flow message: its body and the call to action that opens the Flow. */
export const flowMessage: MessageBubbleContent = {
  header: { format: 'TEXT', text: 'Book a demo' },
  body: 'Tell us a little about your team and pick a time that suits you.',
  flow: { cta: 'Book now', flowId: '1234567890', screen: 'DETAILS' },
};

/** A location message; the record repeats the place's name as the body. */
export const locationMessage: MessageBubbleContent = {
  body: 'Parley Shop, Indiranagar',
  location: {
    latitude: 12.9716,
    longitude: 77.5946,
    name: 'Parley Shop, Indiranagar',
    address: '100 Feet Road, Indiranagar, Bengaluru 560038',
  },
};

export const contactsMessage: MessageBubbleContent = {
  body: '',
  contacts: [
    {
      name: 'Asha Rao',
      organization: 'Parley Shop',
      phones: [{ phone: '+91 98765 43210', type: 'WORK' }],
      emails: [{ email: 'asha@shop.example.com', type: 'WORK' }],
    },
    { name: 'Ben Carter', phones: [{ phone: '+1 415 555 0123', type: 'CELL' }] },
  ],
};
