import { Link, type LinkState } from './connection.ts';
import { CHAT_ICON, el } from './dom.ts';
import { formatted } from './format.ts';
import { socketUrl, type ServerMessage, type WebchatMessage } from './protocol.ts';
import { VisitorSession } from './session.ts';
import { STYLES } from './styles.ts';

export interface WebchatOptions {
  /** The Web channel's id (the channel's details in the console show it, with this snippet). */
  channelId: string;
  /** The console's API address, such as https://console.example.com/api. */
  api: string;
  /** Where the window is added; the page's body by default. */
  container?: HTMLElement;
  /** Opens the window at once. */
  open?: boolean;
}

export interface WebchatHandle {
  open(): void;
  close(): void;
  /** Removes the window and closes its connection. */
  destroy(): void;
}

/** How long an agent's "typing" shows without another. */
const TYPING_SHOWN_MS = 4_000;
/** The visitor's typing reaches the agents at most this often. */
const TYPING_SENT_EVERY_MS = 2_000;

const STATE_NOTES: Record<LinkState, string> = {
  connecting: 'Connecting…',
  open: '',
  offline: 'Reconnecting…',
  refused: '',
};

interface Pending {
  clientId: string;
  text: string;
  item: HTMLLIElement;
}

/**
 * The chat window on the business's website (decision 017): a launcher button and a panel in a shadow root. It
 * connects at once (so the conversation and a pending rating are there when the visitor opens it), shows the
 * business's messages with who wrote them, the visitor's own with sending/sent/seen, the agent's typing and the
 * bot's suggested replies; it acknowledges delivery at once and reading while the window is open and visible, and
 * asks for a star rating when an agent ends the chat.
 */
export function mountWebchat(options: WebchatOptions): WebchatHandle {
  const session = new VisitorSession(options.channelId);
  const host = el('div', { 'data-parley-webchat': '' });
  const root = host.attachShadow({ mode: 'open' });

  const launcher = el('button', {
    class: 'launcher',
    type: 'button',
    'aria-label': 'Open chat',
    'aria-expanded': 'false',
  });
  launcher.innerHTML = CHAT_ICON;
  const title = el('h2', { id: 'title' }, 'Chat');
  const closeButton = el('button', { type: 'button', 'aria-label': 'Close chat' }, '×');
  const list = el('ol', { class: 'list' });
  const log = el('div', { class: 'log', role: 'log', 'aria-label': 'Conversation' }, list);
  const note = el('p', { class: 'note', 'aria-live': 'polite' });
  const replies = el('div', { class: 'replies', role: 'group', 'aria-label': 'Suggested replies' });
  const rating = el('div', { class: 'rating', role: 'group', 'aria-label': 'Rate this chat', hidden: '' });
  const input = el('textarea', { 'aria-label': 'Message', placeholder: 'Write a message…', maxlength: '4096' });
  const sendButton = el('button', { type: 'submit' }, 'Send');
  const form = el('form', {}, input, sendButton);
  const panel = el(
    'section',
    { class: 'panel', role: 'dialog', 'aria-labelledby': 'title', hidden: '' },
    el('header', {}, title, closeButton),
    log,
    note,
    replies,
    rating,
    form,
  );
  root.append(el('style', {}, STYLES), panel, launcher);
  (options.container ?? document.body).append(host);

  const items = new Map<string, { message: WebchatMessage; item: HTMLLIElement }>();
  const pending = new Map<string, Pending>();
  let greeting = '';
  let seenAt = '';
  let linkState: LinkState = 'connecting';
  let typingTimer: ReturnType<typeof setTimeout> | null = null;
  let typedAt = 0;
  let sequence = 0;
  const acked = new Set<string>();

  const isOpen = () => !panel.hidden;
  const showNote = (text = STATE_NOTES[linkState]) => (note.textContent = text);

  const metaOf = (m: WebchatMessage): string => {
    if (m.from !== 'visitor') return m.from === 'agent' ? (m.name ?? 'Agent') : m.from === 'bot' ? 'Bot' : '';
    return seenAt && m.at <= seenAt ? 'Seen' : 'Sent';
  };

  const render = (m: WebchatMessage, item: HTMLLIElement) => {
    item.className = `msg ${m.from === 'visitor' ? 'me' : 'biz'}`;
    const meta = metaOf(m);
    item.replaceChildren(...formatted(m.text), ...(meta ? [el('span', { class: 'meta' }, meta)] : []));
  };

  const showReplies = (m: WebchatMessage | undefined) => {
    replies.replaceChildren(
      ...(m && m.from !== 'visitor' ? m.replies : []).map((text) => {
        const b = el('button', { type: 'button' }, text);
        b.onclick = () => send(text);
        return b;
      }),
    );
  };

  const showGreeting = () => {
    if (items.size || pending.size || !greeting) return;
    list.replaceChildren(el('li', { class: 'msg biz' }, ...formatted(greeting)));
  };

  const add = (m: WebchatMessage) => {
    if (items.has(m.id)) return;
    if (!items.size && !pending.size) list.replaceChildren();
    const waiting = m.clientId ? pending.get(m.clientId) : undefined;
    const item = waiting?.item ?? el('li', {});
    if (waiting) pending.delete(waiting.clientId);
    else list.append(item);
    items.set(m.id, { message: m, item });
    // An agent answering has seen what the visitor wrote before.
    if (m.from === 'agent') markSeen(m.at);
    render(m, item);
    showReplies(m);
    if (m.from !== 'visitor') {
      ack([m.id], 'delivered');
      readVisible();
    }
    log.scrollTop = log.scrollHeight;
  };

  const markSeen = (at: string) => {
    if (at <= seenAt) return;
    seenAt = at;
    for (const { message, item } of items.values()) if (message.from === 'visitor') render(message, item);
  };

  const ack = (ids: string[], status: 'delivered' | 'read') => {
    const fresh = ids.filter((id) => !acked.has(`${status}:${id}`));
    if (fresh.length && link.send({ action: 'ack', ids: fresh, status }))
      for (const id of fresh) acked.add(`${status}:${id}`);
  };

  /** The business's messages become read while the window is open on a visible page. */
  const readVisible = () => {
    if (!isOpen() || document.visibilityState !== 'visible') return;
    const unread = [...items.values()].filter((i) => i.message.from !== 'visitor').map((i) => i.message.id);
    for (let i = 0; i < unread.length; i += 100) ack(unread.slice(i, i + 100), 'read');
  };

  const send = (raw: string) => {
    const text = raw.trim();
    if (!text) return;
    const clientId = `c${Date.now().toString(36)}${(sequence++).toString(36)}`;
    if (!items.size && !pending.size) list.replaceChildren();
    const item = el('li', { class: 'msg me' }, text, el('span', { class: 'meta' }, 'Sending…'));
    list.append(item);
    log.scrollTop = log.scrollHeight;
    pending.set(clientId, { clientId, text, item });
    replies.replaceChildren();
    if (!link.send({ action: 'send', clientId, text })) failed(clientId, 'Not connected. Try again in a moment.');
  };

  const failed = (clientId: string, reason: string) => {
    const waiting = pending.get(clientId);
    if (!waiting) return;
    pending.delete(clientId);
    waiting.item.className = 'msg me failed';
    waiting.item.replaceChildren(waiting.text, el('span', { class: 'meta', role: 'alert' }, reason));
  };

  const askRating = (chatId: string) => {
    const stars = [1, 2, 3, 4, 5].map((n) => {
      const b = el('button', { type: 'button', 'aria-label': `${n} of 5 stars` }, '★'.repeat(n));
      b.onclick = () => link.send({ action: 'rate', chatId, stars: n });
      return b;
    });
    rating.replaceChildren(el('p', {}, 'How was this chat?'), ...stars);
    rating.hidden = false;
  };

  const onMessage = (message: ServerMessage) => {
    switch (message.action) {
      case 'welcome':
        if (message.token) session.token = message.token;
        title.textContent = message.title;
        greeting = message.greeting;
        for (const m of message.messages) add(m);
        showGreeting();
        if (message.rateChatId) askRating(message.rateChatId);
        break;
      case 'message':
        add(message.message);
        break;
      case 'refused':
        failed(message.clientId, message.message);
        break;
      case 'typing':
        showNote('Typing…');
        if (typingTimer) clearTimeout(typingTimer);
        typingTimer = setTimeout(() => showNote(), TYPING_SHOWN_MS);
        break;
      case 'seen':
        markSeen(message.at);
        break;
      case 'ended':
        askRating(message.chatId);
        break;
      case 'rated':
        rating.replaceChildren(el('p', { role: 'status' }, 'Thank you for your rating.'));
        break;
      case 'error':
        showNote(message.message);
        break;
    }
  };

  const link = new Link(() => socketUrl(options.api, options.channelId, session.token), {
    message: onMessage,
    state: (state, reason) => {
      linkState = state;
      showNote(state === 'refused' ? (reason ?? 'This chat is not available') : undefined);
      sendButton.disabled = state === 'refused';
    },
    tokenRefused: () => {
      session.token = null;
      items.clear();
      list.replaceChildren();
    },
  });

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', open ? 'Hide chat' : 'Open chat');
    session.wasOpen = open;
    if (open) {
      input.focus();
      readVisible();
    }
  };

  launcher.onclick = () => setOpen(!isOpen());
  closeButton.onclick = () => {
    setOpen(false);
    launcher.focus();
  };
  form.onsubmit = (event) => {
    event.preventDefault();
    send(input.value);
    input.value = '';
  };
  input.onkeydown = (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  };
  input.oninput = () => {
    const now = Date.now();
    if (now - typedAt < TYPING_SENT_EVERY_MS) return;
    typedAt = now;
    link.send({ action: 'typing' });
  };
  const onVisibility = () => readVisible();
  document.addEventListener('visibilitychange', onVisibility);

  link.start();
  if (options.open || session.wasOpen) setOpen(true);

  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    destroy: () => {
      link.stop();
      document.removeEventListener('visibilitychange', onVisibility);
      if (typingTimer) clearTimeout(typingTimer);
      host.remove();
    },
  };
}
