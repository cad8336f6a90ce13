// Page forms post urlencoded or multipart bodies, and every action reads them with
// request.formData(). A body that is neither, that does not parse, or whose text is not UTF-8 is
// refused before any action sees it: the action would fail on it with a 500, or store text whose
// broken bytes were quietly replaced.

export type FormBodyVerdict = "ok" | "unsupportedType" | "malformed";

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** Whether urlencoded text is UTF-8 all through: its bytes, and the bytes its %XX escapes stand for. */
function isUtf8FormText(bytes: Uint8Array): boolean {
  try {
    for (const pair of UTF8.decode(bytes).split("&")) decodeURIComponent(pair.replaceAll("+", " "));
    return true;
  } catch {
    return false;
  }
}

/** Reads a copy of the request's body (the action still reads the original) and judges it. */
export async function checkFormBody(request: Request): Promise<FormBodyVerdict> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    return isUtf8FormText(new Uint8Array(await request.clone().arrayBuffer())) ? "ok" : "malformed";
  }
  if (type === "multipart/form-data") {
    try {
      await request.clone().formData();
      return "ok";
    } catch {
      return "malformed";
    }
  }
  return "unsupportedType";
}
