/** Parley's web-chat widget as a module: `mountWebchat({ channelId, api })` puts the chat window on the page. */
export { mountWebchat, type WebchatHandle, type WebchatOptions } from './widget.ts';
