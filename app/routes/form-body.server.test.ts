import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { FORM_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from "~/utils/form-limits";
import { createPageActionLookup, readForm } from "./form-body.server";

const post = (body: BodyInit, contentType?: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/login", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
  });
const URLENCODED = "application/x-www-form-urlencoded";

/** The 400 readForm throws, as the error boundary receives it. */
async function refusalOf(request: Request) {
  const thrown = await readForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  const response = thrown as { init?: { status?: number }; data?: unknown } | null;
  return { status: response?.init?.status, message: response?.data };
}

describe("readForm", () => {
  it("reads what browsers send, in any language", async () => {
    const form = await readForm(post(new URLSearchParams({ name: "سارة القحطاني", q: "50% off & more" })));
    expect(form.get("name")).toBe("سارة القحطاني");
    expect(form.get("q")).toBe("50% off & more");
    const upload = new FormData();
    upload.append(
      "avatar",
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
      "a.png",
    );
    expect(((await readForm(post(upload))).get("avatar") as File).name).toBe("a.png");
    expect([...(await readForm(post("", URLENCODED))).keys()]).toEqual([]);
  });

  it("refuses bytes that are not UTF-8, raw or percent-encoded, in the asker's language", async () => {
    expect(await refusalOf(post(new Uint8Array([0x61, 0x3d, 0xff, 0xfe]), URLENCODED))).toEqual({
      status: 400,
      message: "We could not read what was sent. Please go back and submit the form again.",
    });
    const arabic = await refusalOf(post("password=secret%FF%FE", URLENCODED, { cookie: "lang=ar" }));
    expect(arabic.status).toBe(400);
    expect(arabic.message).toMatch(/[\u0600-\u06ff]/);
  });

  it("refuses multipart bodies that do not parse, and bodies that are not forms", async () => {
    expect((await refusalOf(post("--x\r\ngarbage", "multipart/form-data; boundary=x"))).status).toBe(400);
    expect((await refusalOf(post('{"email":"a@b.co"}', "application/json"))).status).toBe(400);
  });
});

describe("createPageActionLookup", () => {
  const route = (id: string, extra: Record<string, unknown>, module: Record<string, unknown> = {}) => ({
    id,
    ...extra,
    module,
  });
  const build = {
    routes: {
      root: route("root", { path: "" }),
      layout: route("layout", { parentId: "root" }),
      home: route("home", { parentId: "layout", index: true }),
      login: route("login", { parentId: "layout", path: "login" }, { action: () => null }),
      profile: route(
        "profile",
        { parentId: "layout", path: "profile" },
        { action: () => null, handle: { maxBodyBytes: UPLOAD_BODY_MAX_BYTES } },
      ),
      product: route("product", { parentId: "layout", path: "products/:id" }, { action: () => null }),
      unknown: route("unknown", { parentId: "root", path: "*" }),
    },
  } as unknown as ServerBuild;
  const lookup = createPageActionLookup(build);
  const at = (address: string) => lookup(new URL(address, "http://localhost"));

  it("knows which pages take a form, and how large", () => {
    expect(at("/login")).toEqual({ hasAction: true, maxBodyBytes: FORM_BODY_MAX_BYTES });
    expect(at("/login.data")).toEqual({ hasAction: true, maxBodyBytes: FORM_BODY_MAX_BYTES });
    expect(at("/profile")).toEqual({ hasAction: true, maxBodyBytes: UPLOAD_BODY_MAX_BYTES });
    expect(at("/products/6d9b1698-a33a-416a-a526-2e180fac5d0e").hasAction).toBe(true);
  });

  it("says no for pages without an action, unknown addresses and the home page", () => {
    expect(at("/").hasAction).toBe(false);
    expect(at("/_root.data").hasAction).toBe(false);
    expect(at("/?index").hasAction).toBe(false);
    expect(at("/no/such/page").hasAction).toBe(false);
  });
});
