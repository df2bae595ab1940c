import { contactMessages, type ContactMessages } from "../messages";
import { defaultLanguage } from "../../languages";

/** Every text a table gives, the field messages worded for one field. */
function texts({ fields: { names, ...rules }, ...answers }: ContactMessages): Record<string, string> {
  const worded = Object.entries(rules).map(([rule, text]) => [rule, typeof text === "string" ? text : text(names.message, 10)]);
  return { ...answers, ...Object.fromEntries(worded) };
}

describe("the contact endpoint's texts", () => {
  const original = texts(contactMessages[defaultLanguage]);

  it.each(Object.keys(contactMessages).filter((code) => code !== defaultLanguage))(
    "(%s) are all translated: none empty, none left as the default language's",
    (code) => {
      const translated = texts(contactMessages[code as keyof typeof contactMessages]);
      for (const [key, text] of Object.entries(translated)) {
        expect([key, text.trim() !== "" && text !== original[key]]).toEqual([key, true]);
      }
    },
  );
});
