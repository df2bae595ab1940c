import { readFileSync } from "fs";
import path from "path";
import { brand } from "../tokens";

describe("the brand colours", () => {
  it("are the tokens in the favicon too, which as a static file cannot import them", () => {
    const favicon = readFileSync(path.join(__dirname, "..", "..", "..", "static", "favicon.svg"), "utf8");
    const stops = [...favicon.matchAll(/stop-color="(#[0-9a-f]{6})"/gi)].map((match) => match[1].toLowerCase());
    expect(stops).toEqual([brand.indigo, brand.violet]);
  });
});
