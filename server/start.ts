import { transportFor } from "../src/lib/contact/mail-transport";
import { createServer } from "./create-server";
import { readServerSettings, ServerSettingsError } from "./settings";
import { loadSiteFiles } from "./site-files";

/**
 * `npm run serve`: the production server over the built site in public/. Every setting is
 * read here, from the environment, when the process starts (see README, "Configuration"):
 * changing one needs a restart, not a new build.
 */
async function start() {
  const settings = readServerSettings(process.env);
  const site = await loadSiteFiles(settings.publicDir);
  const app = await createServer({ settings, site, transport: transportFor(settings.contact.delivery), logger: true });
  if (settings.contact.delivery.kind === "outbox") {
    app.log.info(`Kontaktformular: kein SMTP konfiguriert, Anfragen werden in ${settings.contact.delivery.dir}/ gespeichert`);
  }

  // A promise nobody awaited must not end the process and take every page with it.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ kind: reason instanceof Error ? reason.name : typeof reason }, "unhandled rejection");
  });

  // Stop accepting, let requests in flight finish (a mail being sent is delivered or
  // answered 502), then exit.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ kind: (error as Error).name }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  await app.listen({ host: settings.host, port: settings.port });
}

start().catch((error: NodeJS.ErrnoException) => {
  if (error instanceof ServerSettingsError) console.error(`Configuration error: ${error.message}`);
  else if (error.code === "EADDRINUSE") console.error(`Port already in use: ${error.message}. Set PORT to a free port.`);
  else console.error(error.message);
  process.exit(1);
});
