import { mountWebchat } from './widget.ts';

/**
 * The script-tag build: `<script src="https://console.example.com/webchat.js" data-parley-channel="…" async>`
 * mounts the window by itself, talking to the server the script came from (or `data-parley-api`). The page may
 * also call `ParleyWebchat.mount({ channelId, api })` itself.
 */
const script = document.currentScript as HTMLScriptElement | null;
const channelId = script?.dataset.parleyChannel;
if (script && channelId) {
  const api = script.dataset.parleyApi ?? new URL('/api', script.src).href;
  const start = () => mountWebchat({ channelId, api, open: script.dataset.parleyOpen === 'true' });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

export { mountWebchat as mount };
