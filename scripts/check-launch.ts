// npm run check:launch: lists everything that must change before the site goes live and
// exits non-zero while anything remains (docs/content.md, "Before launch").
// `npm run check:launch -- --netlify`: for the deployment to Netlify, whose contact function reads
// its mail settings from Netlify's environment when it runs, which this check cannot see, and
// whose CDN serves the pages without the own server's visitor statistics.
import { functionRunTimeSettings } from "../gatsby/launch/check-launch-settings";
import { formatFindings } from "../gatsby/launch/launch-finding";
import { launchReport } from "../gatsby/launch/launch-report";
import { environment, readSettings, SettingError } from "../core/settings/read-settings";

const env = environment();
const netlify = process.argv.slice(2).includes("--netlify");
let consentScriptUrl: string | undefined;
try {
  consentScriptUrl = readSettings(env).GATSBY_CONSENT_SCRIPT_URL;
} catch (error) {
  if (!(error instanceof SettingError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
if (!consentScriptUrl) {
  // No consent tool is needed, and none is asked for: say why, as the privacy policy does.
  console.log(
    "No consent script (GATSBY_CONSENT_SCRIPT_URL): the site sets no cookies, stores nothing in the browser and loads nothing " +
      "from other origins, so it needs no consent banner; the privacy policy says so.",
  );
}
if (!netlify) {
  // The own server: the privacy policy's promise about logs holds only with the files the deploy guide installs.
  console.log(
    "Own server: the privacy policy's log promises hold with deploy/journald-retention.conf, and behind nginx with " +
      "deploy/nginx-log-format.conf and deploy/logrotate-nginx over /etc/logrotate.d/nginx; deploy/Caddyfile writes no access log " +
      '(docs/operations.md, "Logs").',
  );
}
if (netlify) {
  console.log(
    `Not checked here: the contact function reads ${functionRunTimeSettings.join(", ")} from Netlify's environment when it runs ` +
      "(Site configuration, Environment variables, scope Functions); set SMTP_URL, MAIL_TO and MAIL_FROM there.",
  );
}
launchReport(process.cwd(), env, new Date(), { netlify }).then((findings) => {
  if (findings.length === 0) {
    console.log(
      "Ready for launch: no placeholders, the Impressum's facts complete, the declared processing as the site runs, every setting made.",
    );
    return;
  }
  console.log(`Before launch, change these ${findings.length} things:\n${formatFindings(findings)}`);
  process.exitCode = 1;
});
