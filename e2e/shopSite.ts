import { createServer, type Server } from 'node:http';

/**
 * A business's website on its own origin (127.0.0.1:E2E_SHOP_PORT), with the web-chat widget's script tag as the
 * channel's details give it: `?console=<console origin>&channel=<channel id>` name which. Two pages, so a journey
 * can check the visitor keeps their conversation from page to page.
 */
export function startShopSite(port: number): Promise<Server> {
  const page = (title: string, other: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>Fresh coffee, shipped daily.</p><a id="other" href="${other}">${other === '/' ? 'Home' : 'Delivery'}</a></main>
<script>
  var q = new URLSearchParams(location.search);
  document.getElementById('other').search = location.search;
  var tag = document.createElement('script');
  tag.src = q.get('console') + '/webchat.js';
  tag.async = true;
  tag.setAttribute('data-parley-channel', q.get('channel'));
  document.body.appendChild(tag);
</script></body></html>`;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const html = path === '/delivery' ? page('Acme delivery', '/') : page('Acme coffee', '/delivery');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
