import { rmSync } from "fs";

/**
 * The development server writes a public/ of its own, without the images the build makes; the next
 * build would keep Gatsby's cache and never write them. Without public/, Gatsby starts that build
 * from a clean cache, as after the production build's suite (which moves its public/ away).
 */
export default function removeDevelopOutput() {
  rmSync("public", { recursive: true, force: true });
}
