import { describe, expect, it } from "vitest";
import { checkFormBody } from "./form-body.server";

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://localhost/login", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });
const URLENCODED = "application/x-www-form-urlencoded";

describe("checkFormBody", () => {
  it("accepts what browsers send, in any language, and leaves the body to the action", async () => {
    const request = post(new URLSearchParams({ name: "سارة القحطاني", q: "50% off & more" }));
    expect(await checkFormBody(request)).toBe("ok");
    expect((await request.formData()).get("name")).toBe("سارة القحطاني");
    const upload = new FormData();
    upload.append(
      "avatar",
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
      "a.png",
    );
    expect(await checkFormBody(post(upload))).toBe("ok");
    expect(await checkFormBody(post("", URLENCODED))).toBe("ok");
  });

  it("refuses bytes that are not UTF-8, raw or percent-encoded", async () => {
    expect(await checkFormBody(post(new Uint8Array([0x61, 0x3d, 0xff, 0xfe]), URLENCODED))).toBe("malformed");
    expect(await checkFormBody(post("password=secret%FF%FE", URLENCODED))).toBe("malformed");
  });

  it("refuses multipart bodies that do not parse", async () => {
    expect(await checkFormBody(post("--x\r\ngarbage", "multipart/form-data; boundary=x"))).toBe("malformed");
  });

  it("refuses bodies that are not forms", async () => {
    expect(await checkFormBody(post('{"email":"a@b.co"}', "application/json"))).toBe("unsupportedType");
    expect(await checkFormBody(new Request("http://localhost/products/1", { method: "DELETE" }))).toBe(
      "unsupportedType",
    );
  });
});
