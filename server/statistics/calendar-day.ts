/** A calendar day as the statistics store it: `YYYY-MM-DD` in the server's time zone, never a time of day. */
export type Day = string;

const pad = (n: number) => String(n).padStart(2, "0");

export const dayOf = (date: Date): Day => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day `days` days before `date` (0: that day, -1: the day after). */
export const daysBefore = (date: Date, days: number): Day => dayOf(new Date(date.getFullYear(), date.getMonth(), date.getDate() - days));

/** The first day kept when counts older than `months` months are deleted. */
export const firstKeptDay = (today: Date, months: number): Day =>
  dayOf(new Date(today.getFullYear(), today.getMonth() - months, today.getDate()));

/** The day a `Day` names, at midnight in the server's time zone (a date and time without an offset is local time). */
export const dateOf = (day: Day) => new Date(`${day}T00:00`);

/** The Monday of the ISO week `day` falls in: contact requests are counted per week, under it. */
export const weekOf = (day: Day): Day => daysBefore(dateOf(day), (dateOf(day).getDay() + 6) % 7);

export const germanDate = (day: Day) => day.split("-").reverse().join(".");
