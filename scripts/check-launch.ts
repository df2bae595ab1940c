// npm run check:launch: lists everything that must change before the site goes live and
// exits non-zero while anything remains (docs/content.md, "Before launch").
import { formatFindings } from "../src/lib/launch/launch-finding";
import { launchReport } from "../src/lib/launch/launch-report";
import { environment } from "../src/config/settings/read-settings";

launchReport(process.cwd(), environment()).then((findings) => {
  if (findings.length === 0) {
    console.log("Ready for launch: no placeholders, the Impressum's facts complete, every setting made.");
    return;
  }
  console.log(`Before launch, change these ${findings.length} things:\n${formatFindings(findings)}`);
  process.exitCode = 1;
});
