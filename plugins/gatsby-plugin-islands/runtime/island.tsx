import { createContext, createElement, useContext, type ComponentType } from "react";
import { ISLAND, ISLAND_PROPS, ISLAND_WAKE } from "./markers";
import { IslandsOnPage } from "./islands-on-page";
import { DEFAULT_WAKE, isWake, WAKES } from "./wake-choices";
import { DevelopIsland, developIslands, inDevelopApp, InSnapshot, type DevelopIslandKind, type LoadClient } from "./develop-island";

/** The hydrating island being rendered, if any: another island inside it would hydrate twice. */
const InsideIsland = createContext<string | null>(null);

/** What JSON would change or drop in `value`, as "the prop `path` is …"; nothing when it survives the trip unchanged. */
export function jsonProblem(value: unknown, path: string): string | undefined {
  const at = `the prop "${path}"`;
  if (value === null || typeof value === "string" || typeof value === "boolean" || value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? undefined : `${at} is ${value}, which JSON turns into null`;
  if (typeof value === "function") return `${at} is a function`;
  if (typeof value !== "object") return `${at} is a ${typeof value}`;
  if ("$$typeof" in value) return `${at} is a React element`;
  const isArray = Array.isArray(value);
  const prototype = Object.getPrototypeOf(value);
  if (!isArray && prototype !== Object.prototype && prototype !== null) return `${at} is a ${value.constructor?.name ?? "class instance"}`;
  for (const [key, item] of Object.entries(value)) {
    const problem = jsonProblem(item, isArray ? `${path}[${key}]` : `${path}.${key}`);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The island `name` (`src/islands/<name>.tsx`): `Component` inside a root that names the island and when it wakes
 * and, when it hydrates, holds its props as JSON. Called only by the code babel-island-names.cjs writes, never by hand.
 */
export function asIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  hydrates: boolean,
  file: string,
  wake: string | undefined,
  loadClient?: LoadClient,
) {
  if (wake !== undefined && !isWake(wake)) {
    throw new Error(`${file}: \`export const wake = "${wake}"\` is none of ${WAKES.map((word) => `"${word}"`).join(", ")}`);
  }
  const trigger = wake ?? DEFAULT_WAKE;
  const inside = (element: ReturnType<typeof createElement>) => <InsideIsland.Provider value={name}>{element}</InsideIsland.Provider>;
  const island: DevelopIslandKind = {
    Component: Component as ComponentType<object>,
    hydrates,
    wake: trigger,
    loadClient,
    wrap: hydrates ? inside : (element) => element,
  };
  developIslands.set(name, island);
  function Island(props: Props) {
    const outer = useContext(InsideIsland);
    const inSnapshot = useContext(InSnapshot);
    if (outer) throw new Error(`${file}: the island "${name}" is rendered inside the island "${outer}", which hydrates it again`);
    if (hydrates) {
      for (const [key, value] of Object.entries(props)) {
        const problem = jsonProblem(value, key);
        if (problem) {
          throw new Error(
            `${file}: ${problem}. An island's props travel to the browser as JSON: plain objects, arrays, strings, numbers, booleans, null`,
          );
        }
      }
    }
    useContext(IslandsOnPage)?.add(name);
    if (inDevelopApp() && !inSnapshot) return <DevelopIsland name={name} island={island} props={props} />;
    const root = (
      <div {...{ [ISLAND]: name, [ISLAND_WAKE]: trigger, [ISLAND_PROPS]: hydrates ? JSON.stringify(props) : undefined }}>
        {createElement(Component, props)}
      </div>
    );
    return hydrates ? inside(root) : root;
  }
  Island.displayName = `Island(${name})`;
  Island.islandName = name;
  return Island;
}
