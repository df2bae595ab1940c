// npm run check:launch: lists everything that must change before the site goes live and
// exits non-zero while anything remains (docs/content.md, "Before launch").
import { formatFindings } from "../build/launch/launch-finding";
import { launchReport } from "../build/launch/launch-report";
import { environment, readSettings } from "../core/settings/read-settings";

const env = environment();
if (!readSettings(env).GATSBY_CONSENT_SCRIPT_URL) {
  // No consent tool is needed, and none is asked for: say why, as the privacy policy does.
  console.log(
    "No consent script (GATSBY_CONSENT_SCRIPT_URL): the site sets no cookies, stores nothing in the browser and loads nothing " +
      "from other origins, so it needs no consent banner; the privacy policy says so.",
  );
}
launchReport(process.cwd(), env).then((findings) => {
  if (findings.length === 0) {
    console.log("Ready for launch: no placeholders, the Impressum's facts complete, the privacy policy as declared, every setting made.");
    return;
  }
  console.log(`Before launch, change these ${findings.length} things:\n${formatFindings(findings)}`);
  process.exitCode = 1;
});
