import { e2eServer } from "../support/server";
import { expect, test } from "../support/test";

// The contact endpoint on the production server, as any client (or bot) calls it.
const valid = { name: "Anna", email: "anna@example.org", message: "Hallo", agreed_to_agbs: true };
const headers = { "content-type": "application/json", "x-api-key": e2eServer.apiKey };

test("each rule answers with its status and a JSON error", async ({ request }) => {
  const cases = [
    { name: "GET", call: () => request.get("/api/send-email"), status: 405 },
    { name: "no key", call: () => request.post("/api/send-email", { data: valid }), status: 401 },
    {
      name: "wrong key",
      call: () => request.post("/api/send-email", { headers: { ...headers, "x-api-key": "falsch" }, data: valid }),
      status: 401,
    },
    {
      name: "a form post that names no page of the site",
      call: () => request.post("/api/send-email", { headers: { "x-api-key": headers["x-api-key"] }, form: { name: "Anna" } }),
      status: 403,
    },
    {
      name: "plain text",
      call: () => request.post("/api/send-email", { headers: { ...headers, "content-type": "text/plain" }, data: "Hallo" }),
      status: 415,
    },
    {
      name: "over 16 KB",
      call: () => request.post("/api/send-email", { headers, data: { ...valid, message: "x".repeat(17 * 1024) } }),
      status: 413,
    },
    {
      name: "invalid e-mail",
      call: () => request.post("/api/send-email", { headers, data: { ...valid, email: "keine-adresse" } }),
      status: 422,
    },
  ];
  for (const { name, call, status } of cases) {
    const response = await call();
    expect(response.status(), name).toBe(status);
    expect(response.headers()["content-type"], name).toContain("application/json");
    expect(await response.json(), name).toHaveProperty("error");
  }
});

test("405 names the allowed method and 422 names the wrong fields", async ({ request }) => {
  expect((await request.put("/api/send-email", { headers, data: valid })).headers()["allow"]).toBe("POST");
  const response = await request.post("/api/send-email", { headers, data: { ...valid, name: "", agreed_to_agbs: false } });
  expect(Object.keys((await response.json()).fields).sort()).toEqual(["agreed_to_agbs", "name"]);
});

test("malformed JSON is refused with a JSON 400, not a server error", async ({ request }) => {
  const response = await request.post("/api/send-email", { headers, data: '{"name": "Anna",' });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: expect.any(String) });
});

test("the endpoint's answers are never cached and never sniffed", async ({ request }) => {
  const response = await request.post("/api/send-email", { headers, data: { ...valid, name: "" } });
  expect(response.headers()).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
});
