export function findFirefox(): string | undefined;
