import { readdirSync, readFileSync } from "fs";
import path from "path";
import { parse } from "yaml";
import { defaultLanguage, languages } from "../../../core/languages";
import { entryFactsIn } from "../../post-build/write-cms-admin";
import { collectionFor, collections, contentFileOf } from "../collections";
import { cmsConfig, cmsFieldsFor, type CmsCollection, type CmsField } from "../cms-config";
import { loadContent } from "../load-content";
import { contentType, derivedFields } from "../content-schema";
import { frontmatterOf } from "../read-frontmatter";

const root = path.join(__dirname, "..", "..", "..");
const contentDir = path.join(root, "content");
const contentFiles = loadContent(contentDir).paths;
const config = cmsConfig(contentFiles, { repo: "owner/website", branch: "main" }, entryFactsIn(loadContent(contentDir)));
const frontmatter = (file: string) => frontmatterOf(readFileSync(path.join(contentDir, file), "utf8"));

type FolderCollection = Extract<CmsCollection, { folder: string }> & { media_folder?: string; public_folder?: string };
const folders = config.collections.filter((collection): collection is FolderCollection => "folder" in collection);

/**
 * The forms Decap opens a content file in, found as Decap finds it: a files entry naming it, or a folder
 * collection of its folder (with `multiple_files`, the entry <name> is <name>.<language>.md) whose filter
 * the German file's frontmatter matches.
 */
function formsOf(file: string): { name: string; fields: CmsField[] }[] {
  const { key, language } = contentFileOf(file)!;
  const german = frontmatter(file.replace(new RegExp(`\\.${language}\\.md$`), `.${defaultLanguage}.md`));
  return config.collections.flatMap((collection): { name: string; fields: CmsField[] }[] => {
    if ("files" in collection) return collection.files.filter((entry) => entry.file === `content/${file}`);
    const inFolder = path.posix.dirname(`content/${key}`) === collection.folder;
    const filter = "filter" in collection ? collection.filter : undefined;
    return inFolder && (!filter || german[filter.field] === filter.value) ? [collection] : [];
  });
}

describe("the CMS configuration", () => {
  it("opens every content file in exactly one form", () => {
    for (const file of contentFiles) expect([file, formsOf(file).map((form) => form.name)]).toEqual([file, [expect.any(String)]]);
  });

  it("declares the languages for Decap's i18n, German the default, and keeps each language's file beside the German one", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: languages.map(({ code }) => code),
      default_locale: defaultLanguage,
    });
    for (const collection of folders) expect([collection.name, collection.i18n]).toEqual([collection.name, true]);
  });

  it("lets no one add or delete a page picked from a folder of other files", () => {
    for (const collection of folders.filter((candidate) => "filter" in candidate))
      expect(collection).toMatchObject({ create: false, delete: false });
  });

  it("marks a text as translated and a fact as shared, nested fields too, as the content model says", () => {
    const fields = cmsFieldsFor("services/ai.de.md");
    expect(fields.find((field) => field.name === "title")).toMatchObject({ i18n: true });
    const card = fields.find((field) => field.name === "features")!;
    expect(card.i18n).toBe(true);
    expect(card.fields!.find((field) => field.name === "name")).toMatchObject({ i18n: true });
    // Decap shows a list item's facts in the translation's form too: their hint says where they belong.
    expect(card.fields!.find((field) => field.name === "color")).toMatchObject({
      i18n: false,
      hint: expect.stringContaining("Gilt für alle Sprachen"),
    });
    expect(cmsFieldsFor("team/x").find((field) => field.name === "image")).toMatchObject({ i18n: false });
    expect(cmsFieldsFor("company").find((field) => field.name === "processing")).toMatchObject({ i18n: false });
  });

  it("offers in a translation's form every key its file holds, as a text of its own", () => {
    for (const file of contentFiles.filter((name) => contentFileOf(name)!.language !== defaultLanguage)) {
      const offered = formsOf(file)[0]
        .fields.filter((field) => field.i18n !== false)
        .map((field) => field.name);
      for (const key of Object.keys(frontmatter(file))) expect([file, key, offered.includes(key)]).toEqual([file, key, true]);
    }
    // A translation may leave a text to the German one.
    expect(formsOf("contact.en.md")[0].fields.find((field) => field.name === "title")).not.toHaveProperty("required");
  });

  it("offers in a German file's form every field the content model declares, and the Markdown body where one is rendered", () => {
    for (const file of contentFiles.filter((name) => contentFileOf(name)!.language === defaultLanguage)) {
      const { type } = collectionFor(file)!;
      const derived = derivedFields(type);
      const declared = Object.keys(contentType(type).getFields()).filter((name) => !derived.includes(name));
      const offered = formsOf(file)[0].fields.map((field) => field.name);
      // An article's file name is its German address; a translation names its own (`slug`).
      const expected = [...(derived.includes("slug") ? ["slug"] : []), ...declared, ...(derived.includes("html") ? ["body"] : [])];
      expect([file, offered]).toEqual([file, expected]);
    }
  });

  it("marks optional fields as optional and offers the icons as choices by their German names", () => {
    const company = cmsFieldsFor("company.md");
    expect(company.find((field) => field.name === "phone")).toMatchObject({ widget: "string", required: false });
    expect(company.find((field) => field.name === "name")).not.toHaveProperty("required");
    const tiles = cmsFieldsFor("home.md").find((field) => field.name === "tiles")!;
    expect(tiles.fields!.find((field) => field.name === "icon")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining([
        { label: "Code (spitze Klammern)", value: "code" },
        { label: "Blitz", value: "bolt" },
      ]),
    });
    expect(cmsFieldsFor("team/x.md").find((field) => field.name === "image")).toMatchObject({ widget: "image" });
  });

  it("shows the German label and hint a field declares with @label, not the developer's description", () => {
    const company = cmsFieldsFor("company.md");
    expect(company.find((field) => field.name === "representatives")).toMatchObject({
      label: "Vertretungsberechtigte Personen",
      widget: "list",
      label_singular: "Person",
      field: { label: "Person" },
    });
    expect(company.find((field) => field.name === "processing")!.fields!.map((field) => [field.label, field.widget])).toEqual([
      ["Newsletter wird versendet", "boolean"],
      ["Werbung per E-Mail, Post, Fax oder Telefon", "boolean"],
      ["Webanalyse eines Anbieters (mit Einwilligung)", "boolean"],
      ["Besucherstatistik des eigenen Servers", "boolean"],
    ]);
    const providers = company.find((field) => field.name === "providers")!.fields!;
    expect(providers.find((field) => field.name === "newsletter")).toMatchObject({ label: "Newsletter-Versand", required: false });
    const country = providers.find((field) => field.name === "mail")!.fields!.find((field) => field.name === "country")!;
    expect(country).toMatchObject({ label: "Land der Verarbeitung", hint: expect.stringContaining("Datenschutzerklärung nennt es") });
    expect(country.hint).not.toContain("Never left empty");
  });

  it("says a field's rule in its hint and checks it with the same pattern as the frontmatter check", () => {
    const seo = cmsFieldsFor("services/ai.md").find((field) => field.name === "seo")!.fields!;
    expect(seo.find((field) => field.name === "title")).toMatchObject({
      hint: expect.stringMatching(/ Höchstens 60 Zeichen\.$/),
      pattern: ["^[\\s\\S]{0,60}$", "höchstens 60 Zeichen"],
    });
    const card = cmsFieldsFor("services/ai.md").find((field) => field.name === "features")!.fields!;
    expect(card.find((field) => field.name === "color")).toMatchObject({
      widget: "color",
      allowInput: false,
      pattern: [expect.any(String), expect.any(String)],
    });
    const gradient = cmsFieldsFor("team/x.md").find((field) => field.name === "gradient")!;
    expect(gradient).toMatchObject({ widget: "list", label_singular: "Farbe", field: { widget: "color", allowInput: false } });
    expect(gradient.pattern).toBeUndefined();
  });

  it("names list items by their own text: a value by itself, an object by its name, title, label or text", () => {
    const seo = cmsFieldsFor("services/ai.md").find((field) => field.name === "seo")!.fields!;
    expect(seo.find((field) => field.name === "keywords")).toMatchObject({ summary: "{{fields.item}}", field: { name: "item" } });
    expect(cmsFieldsFor("services/ai.md").find((field) => field.name === "features")).toMatchObject({ summary: "{{fields.name}}" });
    expect(cmsFieldsFor("contact.md").find((field) => field.name === "problems")).toMatchObject({ summary: "{{fields.text}}" });
    const lists = (fields: CmsField[]): CmsField[] =>
      fields.flatMap((field) => [...(field.widget === "list" ? [field] : []), ...lists(field.fields ?? [])]);
    for (const file of contentFiles) {
      for (const list of lists(cmsFieldsFor(file))) {
        const named = list.field ? list.field.name : list.summary!.slice("{{fields.".length, -2);
        expect([file, list.name, list.label_singular && list.label_singular !== list.label]).toEqual([file, list.name, true]);
        expect([file, list.name, list.summary]).toEqual([file, list.name, `{{fields.${named}}}`]);
        if (list.fields) expect(list.fields.map((field) => field.name)).toContain(named);
      }
    }
  });

  it("lists team members, projects and page texts by their name or title", () => {
    expect(folders.filter((collection) => !("filter" in collection)).map((collection) => [collection.name, collection.summary])).toEqual([
      ["blog", "{{fields.title}}"],
      ["team", "{{fields.name}}"],
      ["projects", "{{fields.name}}"],
      ["pages", "{{fields.title}}"],
      ["legal", "{{fields.title}}"],
      ["legal-privacy", "{{fields.title}}"],
      ["legal-privacy-social", "{{fields.network}}"],
    ]);
  });

  it("offers the privacy policy's sections like the legal texts, both languages side by side: one per processing, networks added or removed", () => {
    const sections = folders.find((collection) => collection.folder === "content/legal/privacy")!;
    const networks = folders.find((collection) => collection.folder === "content/legal/privacy/social")!;
    expect(sections).toMatchObject({ i18n: true, create: false, delete: false });
    expect(networks).toMatchObject({ i18n: true, create: true });
    expect(networks).not.toHaveProperty("delete");
    // The name in the list and the network are facts of the German file; the purpose and the text each language's own.
    const i18n = (collection: FolderCollection) => Object.fromEntries(collection.fields.map((field) => [field.name, field.i18n]));
    expect(i18n(sections)).toEqual({ title: false, purpose: true, body: true });
    expect(i18n(networks)).toEqual({ network: false, body: true });
  });

  it("sends every change through a pull request on GitHub, or edits the files here with decap-server", () => {
    expect(config).toMatchObject({
      backend: { name: "github", repo: "owner/website", branch: "main" },
      publish_mode: "editorial_workflow",
      local_backend: true,
    });
  });

  it("shows no input for a page's address, so an editor cannot move or break a page", () => {
    const types = contentFiles.map((file) => collectionFor(file)!.type);
    // An article's German address is its file name (a derived field); only a translation names its own.
    const withSlug = contentFiles.filter(
      (_, index) => "slug" in contentType(types[index]).getFields() && !derivedFields(types[index]).includes("slug"),
    );
    expect(cmsFieldsFor("blog/any.md").find((field) => field.name === "slug")).toMatchObject({
      widget: "string",
      required: false,
      label: "Adresse der Übersetzung",
    });
    expect(withSlug.length).toBeGreaterThan(0);
    for (const file of withSlug) expect(cmsFieldsFor(file).find((field) => field.name === "slug")).toMatchObject({ widget: "hidden" });
  });

  it("offers the articles as the collection Beiträge: topics from the vocabulary, the author from the team, draft as a switch", () => {
    const blog = config.collections.find((collection) => collection.name === "blog")!;
    expect(blog).toMatchObject({ label: "Beiträge", folder: "content/blog", create: true });
    const fields = cmsFieldsFor("blog/any.md");
    const field = (name: string) => fields.find((candidate) => candidate.name === name)!;
    expect(field("author")).toMatchObject({ widget: "relation", collection: "team", value_field: "{{slug}}", label: "Autor oder Autorin" });
    expect(field("topics")).toMatchObject({
      widget: "list",
      label: "Themen",
      field: { widget: "select", options: expect.arrayContaining([{ label: "Barrierefreiheit", value: "barrierefreiheit" }]) },
    });
    expect(field("draft")).toMatchObject({ widget: "boolean", label: "Entwurf" });
    expect(field("date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    expect(field("updated")).toMatchObject({ widget: "datetime", required: false });
    expect(field("body")).toMatchObject({ widget: "markdown", label: "Text" });
  });

  it("uploads an image inserted into an article's text to content/images/blog/, the folder the path it writes points to", () => {
    const blog = folders.find((collection) => collection.name === "blog")!;
    // Decap resolves both relative to the entry's folder: the upload lands where the Markdown's path finds it.
    const uploads = path.posix.join(blog.folder, blog.media_folder!);
    expect(uploads).toBe("content/images/blog");
    expect(path.posix.join(blog.folder, blog.public_folder!)).toBe(uploads);
    // The body is Decap's Markdown editor with its image component (no restricted list of components).
    const body = cmsFieldsFor("blog/any.md").find((field) => field.name === "body")!;
    expect(body).toMatchObject({ widget: "markdown" });
    expect(body).not.toHaveProperty("editor_components");
    expect(body.hint).toContain("Alt Text");
  });

  it("lets an editor change the contact problems' texts, but not their anchors, nor add, remove or reorder them", () => {
    const problems = cmsFieldsFor("contact.md").find((field) => field.name === "problems")!;
    expect(problems).toMatchObject({
      widget: "list",
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
      summary: "{{fields.text}}",
    });
    expect(problems.fields).toEqual([
      expect.objectContaining({ name: "anchor", widget: "hidden" }),
      expect.objectContaining({ name: "text", widget: "text" }),
    ]);
    // Other lists stay open: keywords are the editors' own.
    const keywords = cmsFieldsFor("services/ai.md")
      .find((field) => field.name === "seo")!
      .fields!.find((field) => field.name === "keywords")!;
    expect(keywords).not.toHaveProperty("allow_add");
  });

  it("keeps each folder's photos in its own folder under content/images/, where the files name them", () => {
    for (const name of ["team", "projects"]) {
      const collection = folders.find((candidate) => candidate.name === name)!;
      expect(collection).toMatchObject({ media_folder: `../images/${name}`, public_folder: `../images/${name}` });
      const folder = path.join(contentDir, name);
      // A photo is a fact: the German file names it.
      for (const file of readdirSync(folder).filter((entry) => entry.endsWith(`.${defaultLanguage}.md`))) {
        const { image } = frontmatterOf(readFileSync(path.join(folder, file), "utf8")) as { image?: string };
        expect(image?.startsWith(`../images/${name}/`)).toBe(true);
      }
    }
  });

  it("links the preview of an entry's pull request: the status the pull-request workflow gives the head commit", () => {
    // Decap's GitHub backend takes the status whose context equals preview_context; without it, the first
    // containing "deploy", maybe another service's.
    const workflow = parse(readFileSync(path.join(root, ".github", "workflows", "pull-request.yml"), "utf8"));
    const contexts = Object.values(workflow.jobs as Record<string, { env?: Record<string, string> }>).map((job) => job.env?.STATUS_CONTEXT);
    expect(contexts).toContain(config.backend.preview_context);
  });

  it("lists a service page by its German title, and shows no preview pane", () => {
    const { title } = frontmatter("services/ai.de.md") as { title: string };
    expect(config.collections.find((collection) => collection.name === "services-ai")).toMatchObject({
      label: `Leistungsseite: ${title}`,
      summary: title,
    });
    for (const collection of config.collections) expect(collection.editor).toEqual({ preview: false });
  });

  it("covers every content type of the model", () => {
    const types = new Set(contentFiles.map((file) => collectionFor(file)!.type));
    expect([...types].sort()).toEqual([...new Set(collections.map((collection) => collection.type))].sort());
  });
});
