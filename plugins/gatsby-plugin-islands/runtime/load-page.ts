// The loader of a page without islands, inlined by the build (node/load-after-paint.tsx): the third-party scripts.
import { addThirdPartyScripts, afterFirstPaint, type ScriptAfterPaint } from "./after-paint";

export default function loadPage(scripts: ScriptAfterPaint[]): void {
  afterFirstPaint(() => addThirdPartyScripts(scripts));
}
