/** Keys (dotted for nested tables) that one interface table has and the other lacks, both ways. */
export function differingKeys(first: object, second: object, prefix = ""): string[] {
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
  return [...keys].flatMap((key) => {
    const a = (first as Record<string, unknown>)[key];
    const b = (second as Record<string, unknown>)[key];
    if (a === undefined || b === undefined) return [`${prefix}${key}`];
    const nested = (value: unknown) => typeof value === "object" && value !== null && !("lang" in value);
    return nested(a) && nested(b) ? differingKeys(a as object, b as object, `${prefix}${key}.`) : [];
  });
}
