// A stand-in for store websites that need a browser (issue 16): pages whose price appears only
// after their JavaScript runs, a bot-check page, a page whose price only a store rule can find,
// and redirects and subresources that lead to another host. Served on 127.0.0.1 (the store) and
// 127.0.0.2 (another host, which tests may forbid to check the address rule).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type JsStoreServer = {
  /** `http://127.0.0.1:port` (host 1, the store) or `http://127.0.0.2:port` (host 2). */
  origin(host?: 1 | 2): string;
  /** Requests received per path (any host), e.g. `/secret.js`. */
  hits(path: string): number;
  close(): Promise<void>;
};

const shell = (title: string, script: string, extra = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><div id="root"></div>${extra}<script>${script}</script></body></html>`;

/** The product block a script writes in: a heading, the price, and an in-stock line. */
const RENDER = `function show(price){document.getElementById('root').innerHTML='<main><h1>Kettle Pro 1.7 L</h1><p class="price">'+price+' ر.س</p><p class="stock">متوفر - In stock</p><button class="buy">Add to cart</button></main>';}`;

export const JS_PAGES = {
  /** The price injected by script 800 ms after load. */
  delayed: { path: "/delayed", price: "249.00" },
  /** A single-page app that fetches its price from a JSON endpoint. */
  spa: { path: "/spa", price: "1899.00" },
  /** The price shows only once `.price-box` appears (after 1.2 s); a decoy amount shows first. */
  waitFor: { path: "/wait-for", price: "579.00", selector: ".price-box" },
  /** A captcha wall answered with 403. */
  botCheck: { path: "/bot-check" },
  /** Two equal-looking amounts: only the rule `#pdp .b1 .v` names the charged one. */
  ruleOnly: { path: "/rule-only", price: "4299.00", rule: "#pdp .b1 .v" },
  /** Served as is: a server-rendered price (no browser needed). */
  served: { path: "/served", price: "99.00" },
} as const;

export async function startJsStoreServer(): Promise<JsStoreServer> {
  const hits = new Map<string, number>();
  let port = 0;
  const html = (response: ServerResponse, body: string, status = 200) => {
    response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    response.end(body);
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://x");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    switch (url.pathname) {
      case JS_PAGES.delayed.path:
        return html(response, shell("Kettle", `${RENDER}setTimeout(()=>show('249.00'),800);`));
      case JS_PAGES.spa.path:
        return html(
          response,
          shell(
            "Phone",
            `${RENDER}fetch('/api/product.json').then(r=>r.json()).then(p=>show(p.price.toFixed(2)));`,
          ),
        );
      case "/api/product.json":
        response.writeHead(200, { "content-type": "application/json" });
        return response.end(JSON.stringify({ price: 1899 }));
      case JS_PAGES.waitFor.path:
        return html(
          response,
          shell(
            "Blender",
            `document.getElementById('root').innerHTML='<h1>Blender 900 W</h1><p class="loading">Loading price…</p>';
             setTimeout(()=>{document.getElementById('root').innerHTML='<h1>Blender 900 W</h1><div class="price-box"><span class="price">579.00 ر.س</span></div>';},1200);`,
          ),
        );
      case JS_PAGES.botCheck.path:
        return html(
          response,
          `<!doctype html><html><head><title>Just a moment...</title></head><body>
           <h1>Checking your browser</h1><p>Please complete the captcha to continue.</p>
           <div class="g-recaptcha" data-sitekey="x"></div><p>Price 10 SAR</p></body></html>`,
          403,
        );
      case JS_PAGES.ruleOnly.path:
        return html(
          response,
          `<!doctype html><html><body><h1>Laptop 14</h1>
           <div id="pdp"><div class="box b1"><span class="v">SAR 4,299.00</span></div>
           <div class="box b2"><span class="v">SAR 4,599.00</span></div></div>
           <p>In stock</p></body></html>`,
        );
      case JS_PAGES.served.path:
        return html(
          response,
          `<!doctype html><html><head><script type="application/ld+json">{"@type":"Product","name":"Mug","offers":{"@type":"Offer","price":"99.00","priceCurrency":"SAR","availability":"https://schema.org/InStock"}}</script></head><body><h1>Mug</h1><p>SAR 99.00</p></body></html>`,
        );
      case "/redirect-away":
        // The page itself redirects to the other host.
        response.writeHead(302, { location: `http://127.0.0.2:${port}${JS_PAGES.served.path}` });
        return response.end();
      case "/with-foreign-script":
        // A page whose script comes from the other host, directly and through a redirect.
        return html(
          response,
          `<!doctype html><html><body><h1>Desk lamp</h1><p class="price">SAR 120.00</p>
           <script src="http://127.0.0.2:${port}/secret.js"></script>
           <script src="/bounce.js"></script>
           <script>fetch('http://127.0.0.2:${port}/secret-api').catch(()=>{});</script></body></html>`,
        );
      case "/bounce.js":
        response.writeHead(302, { location: `http://127.0.0.2:${port}/secret-bounced.js` });
        return response.end();
      case "/secret.js":
      case "/secret-bounced.js":
      case "/secret-api":
        response.writeHead(200, { "content-type": "text/javascript" });
        return response.end("document.title='leaked';");
      case "/slow-shell":
        return html(response, shell("Never", ""));
      default:
        response.writeHead(404);
        return response.end();
    }
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: (host = 1) => `http://127.0.0.${host}:${port}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
