import type { AgentTrainingData } from '../src/index.ts';

const u = (...xs: string[]) => xs.map((utterance) => ({ utterance }));

/** A small English pizza-and-support agent. */
export function pizzaAgent(): AgentTrainingData {
  return {
    language: 'en',
    modelType: 'SVM',
    confidenceThreshold: 0.5,
    entityExtractRetries: 2,
    outOfScopeMessage: 'Sorry, I can help with pizza orders and deliveries only.',
    entities: [
      {
        id: 'ent-size',
        name: 'size',
        values: [
          { value: 'small', type: 'synonyms', synonyms: ['little', 'personal'] },
          { value: 'medium', type: 'synonyms', synonyms: ['regular'] },
          { value: 'large', type: 'synonyms', synonyms: ['big', 'family size', 'extra large'] },
        ],
      },
      { id: 'ent-order', name: 'orderNumber', values: [{ value: 'order', type: 'pattern', pattern: ['ORD-\\d{5}'] }] },
      {
        id: 'ent-topping',
        name: 'topping',
        values: [
          { value: 'jalapeño', type: 'synonyms', synonyms: ['jalapeno', 'chilli'] },
          { value: 'mushroom', type: 'synonyms', synonyms: ['mushrooms', 'shrooms'] },
        ],
      },
    ],
    intents: [
      {
        id: 'i-order',
        name: 'order_pizza',
        response: 'Great, a {size} pizza for {count} on its way! ($size)',
        parameters: [
          { id: 'p1', name: 'size', entityId: 'ent-size', required: true, prompts: ['What size would you like?', 'Small, medium or large?'] },
          { id: 'p2', name: 'count', entityId: 'sys.number', required: false, prompts: [] },
        ],
        utterances: [
          { utterance: 'I want to order a large pizza', entityRefs: [{ entityId: 'ent-size', entityStartPos: 17, entityEndPos: 21 }] },
          ...u('order a pizza please', 'can I get a pizza', 'I would like to buy a pizza', 'get me two medium pizzas', 'I am hungry, order pizza', 'place a pizza order', 'pizza for dinner please'),
        ],
      },
      {
        id: 'i-track',
        name: 'track_order',
        response: 'Order {orderNumber} is on its way.',
        parameters: [{ id: 'p3', name: 'orderNumber', entityId: 'ent-order', required: true, prompts: ['What is your order number?'] }],
        utterances: u('where is my order', 'track my pizza delivery', 'my order has not arrived yet', 'when will my pizza arrive', 'status of order ORD-12345', 'how long until my delivery'),
      },
      {
        id: 'i-hours',
        name: 'opening_hours',
        response: 'We are open from 11 am to 11 pm every day.',
        utterances: u('when are you open', 'what are your opening hours', 'are you open on sunday', 'what time do you close', 'opening times please'),
      },
      {
        id: 'i-greet',
        name: 'greeting',
        response: 'Hello! How can I help?',
        utterances: u('hello', 'hi there', 'good morning', 'hey', 'hi, anyone there?'),
      },
    ],
  };
}

/** A small Hindi agent (Devanagari phrases). */
export function hindiAgent(): AgentTrainingData {
  return {
    language: 'hi',
    modelType: 'SVM',
    outOfScopeMessage: 'माफ़ कीजिए, मैं समझ नहीं पाया।',
    entities: [{ id: 'ent-city', name: 'city', values: [{ value: 'दिल्ली', type: 'synonyms', synonyms: ['delhi', 'दिल्ली शहर'] }, { value: 'मुंबई', type: 'synonyms', synonyms: ['बंबई', 'mumbai'] }] }],
    intents: [
      { id: 'h-balance', name: 'balance', response: 'आपका बैलेंस ₹5,000 है।', utterances: u('मेरा बैलेंस क्या है', 'खाते में कितने पैसे हैं', 'बैलेंस बताइए', 'मेरे खाते का बैलेंस दिखाओ', 'कितना पैसा बचा है') },
      { id: 'h-card', name: 'block_card', response: 'आपका कार्ड ब्लॉक कर दिया गया है।', utterances: u('मेरा कार्ड ब्लॉक करो', 'कार्ड खो गया है', 'मेरा डेबिट कार्ड चोरी हो गया', 'कार्ड बंद कर दीजिए', 'कार्ड को ब्लॉक करना है') },
      {
        id: 'h-branch', name: 'find_branch', response: '{city} में हमारी शाखा खुली है।',
        parameters: [{ id: 'hp', name: 'city', entityId: 'ent-city', required: true, prompts: ['किस शहर में?'] }],
        utterances: u('सबसे नजदीकी शाखा कहाँ है', 'दिल्ली में शाखा कहाँ है', 'मुंबई में बैंक की शाखा', 'शाखा का पता बताइए', 'नजदीकी ब्रांच कहाँ है'),
      },
    ],
  };
}
