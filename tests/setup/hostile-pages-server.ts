// Store pages that try to harm the reader (issue 30): one page per trick, served on 127.0.0.1 for
// the built-in browser. A page that can still show a price after its trick shows `HOSTILE_PRICE`,
// so a test can tell "survived and read" from "survived and refused". Also listens for WebRTC on
// loopback (a STUN server on UDP and a TURN port on TCP), to tell whether a page's peer connection
// ever left the browser.
import { createSocket } from "node:dgram";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Socket } from "node:net";

export const HOSTILE_PRICE = "349.00";

const SHOW_PRICE = `document.getElementById('root').innerHTML='<main><h1>Air purifier</h1><p class="price">${HOSTILE_PRICE} ر.س</p><p>In stock</p><button>Add to cart</button></main>';`;

/** An application shell (no price as served, so auto mode opens it in the browser) running `script`. */
const shell = (script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Air purifier</title></head>
<body><div id="root"></div><script>${script}</script></body></html>`;

/** Each trick, by path: what the page does once it runs. */
export const HOSTILE_PAGES = {
  /** Opens windows, by script and by a link it clicks (issue 30's crash), then shows its price. */
  popup: "/popup",
  /** alert, confirm, prompt, print and an "are you sure you want to leave" prompt, then the price. */
  dialogs: "/dialogs",
  /** Starts downloads (a link with `download`, an attachment navigation), never a price. */
  download: "/download",
  /** Allocates memory until the tab's renderer dies. */
  crash: "/crash",
  /** A script that never returns: the tab's renderer is busy for good. */
  hang: "/hang",
  /** A response that never ends: a byte now and then, forever. */
  neverLoads: "/never-loads",
  /** 200,000 elements and no price. */
  hugeDom: "/huge-dom",
  /** Replaces itself with another address, over and over. */
  navigatesAway: "/navigates-away",
  /** Opens WebRTC connections to STUN and TURN servers on loopback, then shows its price. */
  webrtc: "/webrtc",
  /** Never shows a price (a reading to kill the browser side in the middle of). */
  slow: "/slow",
  /** A plain application shell that shows its price: the reading after a trick. */
  good: "/good",
} as const;

export type HostilePagesServer = {
  origin: string;
  url(path: string): string;
  /** Requests received per path. */
  hits(path: string): number;
  /** UDP datagrams and TCP connections that reached the WebRTC listeners. */
  webrtcContacts(): number;
  close(): Promise<void>;
};

export async function startHostilePagesServer(): Promise<HostilePagesServer> {
  const hits = new Map<string, number>();
  const openResponses = new Set<ServerResponse>();
  let contacts = 0;

  const stun = createSocket("udp4");
  stun.on("message", () => {
    contacts++;
  });
  await new Promise<void>((resolve) => stun.bind(0, "127.0.0.1", resolve));
  const turnSockets = new Set<Socket>();
  const turn = createTcpServer((socket) => {
    contacts++;
    turnSockets.add(socket);
    socket.on("close", () => turnSockets.delete(socket));
    socket.destroy();
  });
  await new Promise<void>((resolve) => turn.listen(0, "127.0.0.1", resolve));
  const stunPort = stun.address().port;
  const turnPort = (turn.address() as AddressInfo).port;

  const html = (response: ServerResponse, body: string) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(body);
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    switch (path) {
      case HOSTILE_PAGES.popup:
        return html(
          response,
          shell(`window.open('/opened-by-script');
            const link = document.createElement('a'); link.href = '/opened-by-link'; link.target = '_blank';
            document.body.append(link); link.click();
            setTimeout(() => { window.open('/opened-later', 'x', 'popup'); ${SHOW_PRICE} }, 100);`),
        );
      case HOSTILE_PAGES.dialogs:
        return html(
          response,
          shell(`window.addEventListener('beforeunload', (e) => { e.preventDefault(); e.returnValue = 'stay'; });
            alert('hello'); confirm('sure?'); prompt('name?'); print();
            ${SHOW_PRICE}`),
        );
      case HOSTILE_PAGES.download:
        return html(
          response,
          shell(`const link = document.createElement('a'); link.href = '/file.bin'; link.download = 'file.bin';
            document.body.append(link); link.click();
            setTimeout(() => { location.href = '/attachment'; }, 200);`),
        );
      case "/file.bin":
      case "/attachment":
        response.writeHead(200, {
          "content-type": "application/octet-stream",
          "content-disposition": 'attachment; filename="file.bin"',
        });
        return response.end(Buffer.alloc(64 * 1024));
      case HOSTILE_PAGES.crash:
        return html(
          response,
          shell(
            `setTimeout(() => { const kept = []; for (;;) kept.push(new Array(1e6).fill(Math.random())); }, 50);`,
          ),
        );
      case HOSTILE_PAGES.hang:
        return html(response, shell(`setTimeout(() => { for (;;) {} }, 50);`));
      case HOSTILE_PAGES.neverLoads: {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write(`<!doctype html><html><body><div id="root"></div><p>Loading`);
        openResponses.add(response);
        const timer = setInterval(() => response.write("."), 200);
        response.on("close", () => {
          clearInterval(timer);
          openResponses.delete(response);
        });
        return;
      }
      case HOSTILE_PAGES.hugeDom:
        return html(
          response,
          // Through the browser's own parser: a loop of createElement calls took longer than the
          // page's time limit on a loaded machine, and the page was refused as unresponsive instead.
          shell(`const block = '<div>' + Array.from({ length: 1000 }, (_, i) => '<span>item ' + i + '</span>').join('') + '</div>';
            document.getElementById('root').innerHTML = block.repeat(200);`),
        );
      case HOSTILE_PAGES.navigatesAway:
        return html(
          response,
          shell(`setTimeout(() => location.replace('/navigates-away?' + Math.random()), 30);`),
        );
      case HOSTILE_PAGES.webrtc:
        return html(
          response,
          shell(`const servers = { iceServers: [
              { urls: 'stun:127.0.0.1:${stunPort}' },
              { urls: 'turn:127.0.0.1:${turnPort}?transport=tcp', username: 'u', credential: 'p' },
              { urls: 'turn:127.0.0.1:${stunPort}?transport=udp', username: 'u', credential: 'p' } ] };
            const tries = [];
            const frame = document.createElement('iframe'); document.body.append(frame);
            for (const Peer of [window.RTCPeerConnection, window.webkitRTCPeerConnection,
                frame.contentWindow && frame.contentWindow.RTCPeerConnection]) {
              if (typeof Peer !== 'function') continue;
              try {
                const peer = new Peer(servers); peer.createDataChannel('x');
                tries.push(peer.createOffer().then((offer) => peer.setLocalDescription(offer)).catch(() => {}));
              } catch {}
            }
            Promise.all(tries).then(() => setTimeout(() => { ${SHOW_PRICE} }, 1500));`),
        );
      case HOSTILE_PAGES.slow:
        return html(response, shell(""));
      case HOSTILE_PAGES.good:
        return html(response, shell(`setTimeout(() => { ${SHOW_PRICE} }, 100);`));
      default:
        response.writeHead(404);
        return response.end();
    }
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    hits: (path) => hits.get(path) ?? 0,
    webrtcContacts: () => contacts,
    close: async () => {
      for (const response of openResponses) response.destroy();
      for (const socket of turnSockets) socket.destroy();
      server.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => turn.close(() => resolve())),
        new Promise<void>((resolve) => stun.close(() => resolve())),
      ]);
    },
  };
}
