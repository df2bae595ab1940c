/** @jest-environment node */
import { readFileSync } from "fs";
import path from "path";
import { markRequestComplete, REQUEST_BODY_END } from "../netlify-adapter";

describe("markRequestComplete", () => {
  // The template the adapter writes each function's handler from.
  const template = readFileSync(path.join(path.dirname(require.resolve("gatsby-adapter-netlify")), "lambda-handler.js"), "utf8");

  it("finds the end of the request body, once, in the handler the installed adapter writes", () => {
    expect(template.split(REQUEST_BODY_END)).toHaveLength(2);
    expect(markRequestComplete(template)).toContain('req.once("end", () => { req.complete = true })');
  });

  it("stops the build with the reason when the adapter's handler changed", () => {
    expect(() => markRequestComplete("const req = createRequest(event)")).toThrow(/function handler changed/);
  });
});
