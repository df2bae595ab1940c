import type { ComponentType } from "react";
import { WAKES_ISLAND } from "./markers";

/**
 * The mark of an element elsewhere on the page that `island` answers (a call to action of the contact dialog): a
 * pointer, touch or focus on it wakes the island, and a tap on it waits for the island (README, "When an island wakes").
 * `island` is the default export of its file in src/islands/, so its name stays written nowhere.
 */
export function wakes(island: ComponentType<never>): Record<string, string> {
  const name = (island as { islandName?: string }).islandName;
  if (!name) throw new Error(`${island.displayName ?? island.name} is no island: pass the default export of a file in src/islands/`);
  return { [WAKES_ISLAND]: name };
}
