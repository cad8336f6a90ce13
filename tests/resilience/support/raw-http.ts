// HTTP/1.1 requests written byte by byte, for what fetch refuses to send: raw bytes that are not
// UTF-8 in a path or query string.
import { connect } from "node:net";

export type RawAnswer = { status: number; text: string };

/**
 * Sends `GET <target>` (or another method with a body) on a fresh connection and reads the answer
 * to the end. `target` goes on the wire as it is, byte for byte.
 */
export function sendRaw(
  baseUrl: string,
  {
    method = "GET",
    target,
    headers = {},
    body,
  }: {
    method?: string;
    target: Buffer;
    headers?: Record<string, string>;
    body?: Buffer;
  },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const head = [
    `Host: ${hostname}:${port}`,
    "Connection: close",
    ...(body ? [`Content-Length: ${body.length}`] : []),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  const request = Buffer.concat([
    Buffer.from(`${method} `, "latin1"),
    target,
    Buffer.from(` HTTP/1.1\r\n${head}\r\n\r\n`, "latin1"),
    body ?? Buffer.alloc(0),
  ]);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer in 15 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    });
  });
}
