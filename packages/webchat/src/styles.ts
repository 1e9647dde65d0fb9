/** The window's look, inside its shadow root: the host page's styles cannot reach it, nor it theirs. */
export const STYLES = `
:host{all:initial}
*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.launcher{position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%;border:0;background:#1b5fc1;color:#fff;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);display:grid;place-items:center;z-index:2147483000}
.launcher:focus-visible,button:focus-visible,textarea:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.panel{position:fixed;right:20px;bottom:88px;width:min(370px,calc(100vw - 40px));height:min(540px,calc(100vh - 120px));background:#fff;color:#1d2430;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.25);display:flex;flex-direction:column;overflow:hidden;z-index:2147483000;font-size:14px}
.panel[hidden]{display:none}
header{background:#1b5fc1;color:#fff;padding:12px 14px;display:flex;align-items:center;gap:8px}
h2{font-size:16px;margin:0;flex:1;font-weight:600}
header button{background:transparent;border:0;color:#fff;font-size:20px;cursor:pointer;line-height:1;padding:4px 8px}
.log{flex:1;overflow-y:auto;padding:12px}
.list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.msg{max-width:80%;padding:8px 11px;border-radius:12px;white-space:pre-wrap;word-wrap:break-word;line-height:1.4}
.msg.biz{align-self:flex-start;background:#eef1f6}
.msg.me{align-self:flex-end;background:#1b5fc1;color:#fff}
.meta{display:block;font-size:11px;margin-top:3px}
.msg.failed{background:#fde8e8;color:#8a1c1c}
.note{font-size:12px;color:#4a5568;padding:0 12px 6px;min-height:18px}
.replies,.rating{display:flex;flex-wrap:wrap;gap:6px;padding:0 12px 8px}
.replies button,.rating button{border:1px solid #1b5fc1;background:#fff;color:#1b5fc1;border-radius:16px;padding:5px 11px;cursor:pointer;font-size:13px}
.rating p{width:100%;margin:0 0 2px}
form{display:flex;gap:8px;border-top:1px solid #dde3ec;padding:10px}
textarea{flex:1;resize:none;border:1px solid #b8c2d1;border-radius:8px;padding:8px;font-size:14px;height:40px;color:#1d2430}
form button{background:#1b5fc1;color:#fff;border:0;border-radius:8px;padding:0 14px;cursor:pointer;font-size:14px}
form button:disabled{background:#7a8699;cursor:default}
`;
